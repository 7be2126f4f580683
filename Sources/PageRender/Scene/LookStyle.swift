import Foundation

/// A scenario's `look` with the preset's values filled in for its theme: everything the cards and
/// pages looks and the screen's chrome draw. Colours and metrics here are design choices after
/// iOS's system colours and metrics (docs/looks.md), not measurements.
struct LookStyle: Sendable, Equatable {
    var spec: LookSpec
    var background: Color
    var colors: [Color]
    var cornerRadius: Double
    var label: LabelTemplate
    var labelColor: Color
    /// Text and symbols over the background (title, status bar).
    var foreground: Color
    var statusBar: Bool
    var pageControl: Bool
    var pageControlStyle: PageControlStyle

    /// iOS's system colours (Apple's Human Interface Guidelines, "Color"): blue, orange, green,
    /// purple, pink, teal; light and dark appearance. Saturated enough for white labels.
    static let systemColors: [LookSpec.Theme: [String]] = [
        .light: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF2D55", "#30B0C7"],
        .dark: ["#0A84FF", "#FF9F0A", "#30D158", "#BF5AF2", "#FF375F", "#40C8E0"],
    ]
    /// systemGroupedBackground (light) and systemBackground (dark).
    static let groupedBackground: [LookSpec.Theme: String] = [.light: "#F2F2F7", .dark: "#000000"]

    init(_ spec: LookSpec) {
        self.spec = spec
        let dark = spec.theme == .dark
        foreground = dark ? .white : .black
        // UIPageControl since iOS 14 on a plain background: the current dot in the label colour,
        // the others faded (a design choice matching its look; the exact tints are not public).
        pageControlStyle = PageControlStyle(dot: foreground.withAlpha(0.25), currentDot: foreground.withAlpha(dark ? 1 : 0.8),
                                            diameter: 8, pitch: 16)
        switch spec.preset {
        case .pages:
            background = dark ? Color(white: 0.08) : Color(white: 0.94)
            // The baselines' page colours (Palette), dimmed for the dark theme so white numbers read.
            colors = Palette.pages.map { dark ? Color(red: $0.red * 0.5, green: $0.green * 0.5, blue: $0.blue * 0.5) : $0 }
            cornerRadius = 0
            label = .number
            labelColor = dark ? .white : Color(white: 0.1)
            statusBar = false
            pageControl = false
        case .cards, .seed:
            background = Color(hex: Self.groupedBackground[spec.theme]!)!
            colors = Self.systemColors[spec.theme]!.map { Color(hex: $0)! }
            // 16 pt: a design choice near the App Store's card corners.
            cornerRadius = 16
            label = .number
            labelColor = .white
            statusBar = true
            pageControl = true
        }
        if let value = spec.background { background = value }
        if let value = spec.colors, !value.isEmpty { colors = value }
        if let value = spec.cornerRadius { cornerRadius = value }
        if let value = spec.label { label = value }
        if let value = spec.statusBar { statusBar = value }
        if let value = spec.pageControl { pageControl = value }
    }

    func color(ofItem index: Int) -> Color { colors[((index % colors.count) + colors.count) % colors.count] }

    /// Item `index`'s fill: its gradient when `colors` gives one, else its colour.
    func fill(ofItem index: Int) -> ItemFill {
        guard let fills = spec.fills, !fills.isEmpty else { return .solid(color(ofItem: index)) }
        return fills[((index % fills.count) + fills.count) % fills.count]
    }
}
