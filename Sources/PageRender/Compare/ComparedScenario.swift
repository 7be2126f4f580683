import Foundation

/// One input of the comparison tools: a scenario, its timeline, how its frames look, and the
/// name it is shown under. Scenarios compared together are sampled at one fps, so frame k is the
/// same instant in each.
public struct ComparedScenario: Sendable {
    /// Short name for labels and messages, usually the file name without `.json`.
    public let name: String
    public let scenario: Scenario
    /// Draws the frames; its static parts are computed once, here.
    public let renderer: FrameRenderer
    /// Size of every frame's scene in points (the screen's, x-ray included).
    let sceneSize: CGSize
    /// What the frames show besides the content (x-ray, HUD, the look's decoded images).
    public let options: SceneOptions

    public init(name: String, scenario: Scenario, timeline: Timeline, options: SceneOptions = SceneOptions()) {
        self.name = name
        self.scenario = scenario
        self.options = options
        renderer = FrameRenderer(scenario: scenario, timeline: timeline, scale: 1, options: options)
        sceneSize = renderer.scene(for: timeline.firstSample).size
    }

    public var timeline: Timeline { renderer.timeline }

    /// The label the sheets and plots show: the strategy kind.
    public var label: String { scenario.strategy.kind }

    /// The label with the name when they differ: "native-paging (fling-fast)".
    var title: String { name == label ? label : "\(label) (\(name))" }

    /// The sample shown at frame `k`: after the timeline ends it keeps showing its last (resting)
    /// frame, so a scenario that settles early waits for the others.
    public func sample(atFrame k: Int) -> Timeline.Sample {
        timeline.samples[min(k, timeline.samples.count - 1)]
    }

    /// The scene at frame `k`.
    public func scene(atFrame k: Int) -> Scene {
        renderer.scene(for: sample(atFrame: k))
    }

    /// Frame `k` drawn at `scale` pixels per point.
    public func image(atFrame k: Int, scale: Double) throws -> RGBImage {
        RGBImage(try FrameRasterizer.rasterize(scene(atFrame: k), scale: scale))
    }
}

extension [ComparedScenario] {
    /// Frames needed to show every scenario until it rests.
    public var frameCount: Int { map(\.timeline.samples.count).max() ?? 0 }

    /// The common sampling rate, or an error naming the scenarios that disagree.
    public func commonFPS() throws -> Double {
        guard let first else { throw RenderError("no scenario to compare; pass at least two scenario files") }
        for other in dropFirst() where other.scenario.fps != first.scenario.fps {
            throw RenderError("\(first.name) is sampled at \(first.scenario.fps) fps but \(other.name) at \(other.scenario.fps) fps", fix: .oneFrameRate)
        }
        return first.scenario.fps
    }
}
