/// Colours of charts and comparison sheets.
enum PlotStyle {
    /// Series colours: the Okabe–Ito palette (Okabe & Ito 2008, "Color Universal Design"),
    /// distinguishable with the common colour-vision deficiencies; yellow left out, too light
    /// on white.
    static let series: [Color] = [
        Color(red: 0 / 255, green: 114 / 255, blue: 178 / 255),
        Color(red: 213 / 255, green: 94 / 255, blue: 0 / 255),
        Color(red: 0 / 255, green: 158 / 255, blue: 115 / 255),
        Color(red: 204 / 255, green: 121 / 255, blue: 167 / 255),
        Color(red: 230 / 255, green: 159 / 255, blue: 0 / 255),
        Color(red: 86 / 255, green: 180 / 255, blue: 233 / 255),
        Color(white: 0),
    ]

    static func series(_ index: Int) -> Color { series[index % series.count] }

    /// Light tints per phase, readable behind text and curves; motion phases warm or saturated,
    /// rest grey, so a glance tells moving from still.
    static func phase(_ phase: ScrollPhase) -> Color {
        switch phase {
        case .dragging: return Color(red: 0.62, green: 0.72, blue: 0.88)
        case .decelerating: return Color(red: 0.58, green: 0.82, blue: 0.62)
        case .paging: return Color(red: 0.98, green: 0.74, blue: 0.45)
        case .bouncing: return Color(red: 0.94, green: 0.55, blue: 0.55)
        case .animating: return Color(red: 0.76, green: 0.64, blue: 0.90)
        case .resting: return Color(white: 0.87)
        }
    }

    static let ink = Color(white: 0.13)
    static let muted = Color(white: 0.42)
    static let grid = Color(white: 0.90)
    static let frame = Color(white: 0.70)
    static let guide = Color(white: 0.55)
    static let paper = Color(white: 1)
}
