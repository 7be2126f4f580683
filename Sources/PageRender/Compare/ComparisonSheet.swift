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
        var shapes = clockShapes(atFrame: k)
        shapes += columns.headings(top: SheetColumns.margin + Self.clockHeight)
        for i in scenarios.indices { shapes += captionShapes(i, atFrame: k) }
        let chrome = Scene(size: size, background: PlotStyle.paper, shapes: shapes)
        return try columns.compose(chrome, screens: columns.x.enumerated().map { i, x in (i, k, CGPoint(x: x, y: screenTop)) })
    }

    /// The clock line at frame `k` as the sheet draws it (the animated SVG sheet too).
    func clockShapes(atFrame k: Int) -> [Scene.Shape] {
        [.label(clock(atFrame: k), origin: CGPoint(x: SheetColumns.margin, y: SheetColumns.margin + 14), size: 14, color: PlotStyle.ink, bold: true)]
    }

    /// Column `i`'s caption at frame `k` as the sheet draws it (the animated SVG sheet too).
    func captionShapes(_ i: Int, atFrame k: Int) -> [Scene.Shape] {
        let s = scenarios[i], caption = self.caption(s, atFrame: k)
        return columns.caption(i, top: screenTop + Double(columns.screenSize(s).height), phase: caption.phase, text: caption.text)
    }

    /// The clock line of frame `k`.
    func clock(atFrame k: Int) -> String {
        "t = " + SheetColumns.milliseconds(Double(k) * 1000 / fps)
    }

    /// The caption under `s`'s screen at frame `k`: its phase, or once it rests, since when.
    func caption(_ s: ComparedScenario, atFrame k: Int) -> (phase: ScrollPhase, text: String) {
        let t = Double(k) * 1000 / fps, rest = s.timeline.rest
        if t >= rest.t { return (.resting, "rests since " + SheetColumns.milliseconds(rest.t)) }
        let phase = s.sample(atFrame: k).phase
        return (phase, phase.rawValue)
    }

    /// What sheet frame `k` shows: each column's state and the clock and captions (with each
    /// caption's phase, the colour of its swatch), all that changes between the sheet's frames.
    func state(atFrame k: Int) -> ComposedFrameState {
        var texts = [clock(atFrame: k)]
        for s in scenarios {
            let caption = self.caption(s, atFrame: k)
            texts += [caption.phase.rawValue, caption.text]
        }
        return ComposedFrameState(screens: scenarios.map { $0.state(atFrame: k) }, texts: texts)
    }

    /// Every frame until the last scenario rests, the first and last held `hold` ms longer. Which
    /// frames repeat the one before is decided from their states (`RepeatedFrames`), as for a
    /// timeline's animation; the clock changes at every frame, so none does.
    public func animation(hold: Double = 0) throws -> AnimationSource {
        let sheet = self
        let first = try frame(0)
        let count = scenarios.frameCount
        let timing = FrameTiming(sampleTimes: (0..<count).map { Double($0) * 1000 / fps }, interval: 1000 / fps, hold: hold)
        var source = AnimationSource(width: first.width, height: first.height, timing: timing, fps: fps) { try sheet.frame($0) }
        source.repeated = RepeatedFrames(count: count, state: state(atFrame:))
        return source
    }
}
