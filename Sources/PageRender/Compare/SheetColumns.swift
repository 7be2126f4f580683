import Foundation

/// The columns of a comparison sheet or filmstrip: one per scenario, side by side, each as wide
/// as its screen, headed by the strategy kind and the file name. Screens are drawn at
/// `screenScale` pixels per point; titles and captions at no less than 1 pixel per point, so a
/// sheet of screens shrunk to fit stays readable.
struct SheetColumns: Sendable {
    let scenarios: [ComparedScenario]
    let screenScale: Double

    /// Pixels per point a sheet may be drawn at: below a quarter a 390-pt screen is under 100 px,
    /// above 4 beyond any device.
    static let scales = 0.25...4.0

    init(scenarios: [ComparedScenario], screenScale: Double) throws {
        guard !scenarios.isEmpty else { throw RenderError("nothing to compare; pass at least one scenario file") }
        guard Self.scales.contains(screenScale) else {
            throw RenderError("scale \(screenScale) is outside \(JSONValue.format(Self.scales.lowerBound))…\(JSONValue.format(Self.scales.upperBound)) pixels per point", fix: .scaleInRange)
        }
        self.scenarios = scenarios
        self.screenScale = screenScale
        // A picture is at most 32,767 px a side (CairoSurface); too many columns is the input's
        // fault (exit 2), and the fix is fewer scenarios, not a smaller screen.
        let pixels = width * sheetScale
        if pixels > Self.widestPixels {
            let column = (width - 2 * Self.margin + Self.gap) / Double(scenarios.count)
            let fits = max(1, Int((Self.widestPixels / sheetScale - 2 * Self.margin + Self.gap) / column))
            throw ScenarioErrors([ScenarioError("", "\(scenarios.count) scenarios side by side make a sheet \(Int(pixels.rounded(.up))) px wide, more than the 32767 px a picture may have; compare at most \(fits) at a time")])
        }
    }

    /// The widest picture Cairo draws, px (its coordinates are 16-bit: `CairoSurface`).
    static let widestPixels = 32_767.0

    /// Pixels per point of the sheet's text and layout.
    var sheetScale: Double { max(1, screenScale) }
    /// Sheet points per screen point.
    var zoom: Double { screenScale / sheetScale }

    /// A screen's size in sheet points.
    func screenSize(_ s: ComparedScenario) -> CGSize {
        CGSize(width: Double(s.sceneSize.width) * zoom, height: Double(s.sceneSize.height) * zoom)
    }

    /// Outer margin and the space between columns, pt: enough to keep screens apart at a glance.
    static let margin = 16.0
    static let gap = 16.0
    /// Height of the column heading (14 pt kind, 11 pt file name), pt.
    static let headingHeight = 40.0
    /// Height of a caption line under a screen, pt.
    static let captionHeight = 22.0

    /// Left edge of each column, pt.
    var x: [Double] {
        var out: [Double] = []
        var next = Self.margin
        for s in scenarios {
            out.append(next)
            next += Double(screenSize(s).width) + Self.gap
        }
        return out
    }

    var width: Double { (x.last ?? Self.margin) + Double(scenarios.last.map { screenSize($0).width } ?? 0) + Self.margin }
    var screenHeight: Double { Double(scenarios.map { screenSize($0).height }.max() ?? 0) }

    /// The headings, with their top at `y`.
    func headings(top y: Double) -> [Scene.Shape] {
        zip(scenarios, x).flatMap { s, left -> [Scene.Shape] in
            let center = left + Double(screenSize(s).width) / 2
            var shapes: [Scene.Shape] = [.text(s.label, center: CGPoint(x: center, y: y + 12), size: 14, color: PlotStyle.ink, bold: true)]
            if s.name != s.label {
                shapes.append(.text(s.name, center: CGPoint(x: center, y: y + 30), size: 11, color: PlotStyle.muted))
            }
            return shapes
        }
    }

    /// A caption under column `i`'s screen: a swatch in the phase's colour and `text`.
    func caption(_ i: Int, top y: Double, phase: ScrollPhase, text: String) -> [Scene.Shape] {
        let left = x[i]
        return [
            .rect(CGRect(x: left, y: y + 6, width: 12, height: 12), fill: PlotStyle.phase(phase), cornerRadius: 2),
            .label(text, origin: CGPoint(x: left + 18, y: y + 16), size: 12, color: PlotStyle.ink),
        ]
    }

    /// Draws `chrome` and puts each screen (column, frame index) with its top-left corner at the
    /// given sheet point.
    func compose(_ chrome: Scene, screens: [(column: Int, frame: Int, at: CGPoint)]) throws -> RGBImage {
        var sheet = try RGBImage(checked: ScenePainter.rasterize(chrome, scale: sheetScale))
        for screen in screens {
            let image = try scenarios[screen.column].image(atFrame: screen.frame, scale: screenScale)
            sheet.draw(image, atX: Int((Double(screen.at.x) * sheetScale).rounded()), y: Int((Double(screen.at.y) * sheetScale).rounded()))
        }
        return sheet
    }

    static func milliseconds(_ t: Double) -> String {
        t.shortText + " ms"
    }
}
