import Foundation

/// The same gesture under several strategies side by side, in time: frame k shows every
/// scenario at t = k / fps under its strategy's name, with its phase below. A scenario that
/// comes to rest early stays on its resting frame, marked "rests since …".
public struct ComparisonSheet: Sendable {
    let columns: SheetColumns
    let fps: Double

    /// Height of the clock line at the top, pt: the 14-pt bold clock (baseline 14 pt down, its
    /// DejaVu Sans descender 3.3 pt below that) and about 9 pt of space above the headings.
    static let clockHeight = 26.0

    /// A sheet of `scenarios` side by side, drawn at `scale` pixels per point.
    public init(_ scenarios: [ComparedScenario], scale: Double) throws {
        columns = try SheetColumns(scenarios: scenarios, screenScale: scale)
        fps = try scenarios.commonFPS()
    }

    package var scenarios: [ComparedScenario] { columns.scenarios }

    var screenTop: Double { SheetColumns.margin + Self.clockHeight + SheetColumns.headingHeight }

    /// Size of a sheet in points.
    package var size: CGSize {
        CGSize(width: columns.width, height: screenTop + columns.screenHeight + SheetColumns.captionHeight + SheetColumns.margin)
    }

    /// Sheet frame `k`.
    package func frame(_ k: Int) throws -> RGBImage {
        let t = Double(k) * 1000 / fps
        var shapes: [Scene.Shape] = [
            .label("t = " + SheetColumns.milliseconds(t), origin: CGPoint(x: SheetColumns.margin, y: SheetColumns.margin + 14),
                   size: 14, color: PlotStyle.ink, bold: true),
        ]
        shapes += columns.headings(top: SheetColumns.margin + Self.clockHeight)
        for (i, s) in scenarios.enumerated() {
            let sample = s.sample(atFrame: k)
            let rest = s.timeline.rest
            let text = t >= rest.t ? "rests since " + SheetColumns.milliseconds(rest.t) : sample.phase.rawValue
            shapes += columns.caption(i, top: screenTop + Double(columns.screenSize(s).height), phase: t >= rest.t ? .resting : sample.phase, text: text)
        }
        let chrome = Scene(size: size, background: PlotStyle.paper, shapes: shapes)
        return try columns.compose(chrome, screens: columns.x.enumerated().map { i, x in (i, k, CGPoint(x: x, y: screenTop)) })
    }

    /// Every frame until the last scenario rests, the first and last held `hold` ms longer.
    public func animation(hold: Double = 0) throws -> AnimationSource {
        let sheet = self
        let first = try frame(0)
        let count = scenarios.frameCount
        let timing = FrameTiming(sampleTimes: (0..<count).map { Double($0) * 1000 / fps }, interval: 1000 / fps, hold: hold)
        return AnimationSource(width: first.width, height: first.height, timing: timing, fps: fps) { try sheet.frame($0) }
    }
}
