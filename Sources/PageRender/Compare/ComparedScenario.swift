import Foundation

/// One input of the comparison tools (sheets, filmstrips, diffs, plots, the report): a timeline,
/// how its frames look, and the name it is shown under. It comes from a scenario file, or from a
/// `PagingStrategy` written outside the library drawn in a look (`init(name:input:strategy:…)`);
/// both kinds sit side by side. Inputs compared together are sampled at one fps, so frame k is the
/// same instant in each.
public struct ComparedScenario: Sendable {
    /// Short name for labels and messages, usually the file name without `.json`.
    public private(set) var name: String
    /// The scene of each sample; its static layers are built once, here.
    package let scenes: FrameScenes
    /// The simulated motion the frames show.
    public let timeline: Timeline
    /// Samples per second of the timeline.
    package let fps: Double
    /// Size of every frame's scene in points (the screen's, x-ray included).
    let sceneSize: CGSize
    /// What the frames show besides the content (x-ray, HUD, the look's decoded images).
    package let options: SceneOptions
    /// The label the sheets and plots show: the strategy kind, or a custom strategy's name.
    package private(set) var label: String
    /// The axis the gestures move along.
    package let axis: Axis
    /// The screen's pixels per point: the scale comparisons draw at unless told otherwise.
    package let screenScale: Double
    /// Offsets along the axis where the strategy can leave the view at rest, from its layout
    /// (none for free scrolling and for a custom strategy that declares none).
    let snapOffsets: [Double]
    /// The same scenes with other scene options (the report draws the screen and the x-ray).
    private let makeScenes: @Sendable (SceneOptions) -> FrameScenes

    /// A scenario file's frames, labelled by its strategy kind. The look's `items.images` are
    /// decoded here, once for every view, as `FrameSequence(scenario:timeline:scale:options:)` does.
    public init(name: String, scenario: Scenario, timeline: Timeline, options: SceneOptions = SceneOptions()) throws {
        let size = scenario.screen.size
        let makeScenes: @Sendable (SceneOptions) -> FrameScenes = { options in
            FrameScenes(scenario: scenario, timeline: timeline, options: options)
        }
        self.init(name: name, label: scenario.strategy.kind, axis: scenario.axis, screenScale: scenario.screen.scale,
                  snapOffsets: (timeline.layout ?? scenario.strategy.layout(screen: size, axis: scenario.axis)).snapOffsets.map(Double.init),
                  timeline: timeline, fps: scenario.fps, options: try options.withItemImages(of: scenario.look), makeScenes: makeScenes)
    }

    /// The frames of a `PagingStrategy` written outside the library, drawn in `look` as
    /// `FrameSequence(input:strategy:look:content:…)` draws them and labelled `name`. With the
    /// `screen`, `content` and `look` of a scenario, its frames match that scenario's pixel for
    /// pixel wherever the visible offsets are equal, so a diff shows motion only. The look's
    /// `items.images` are decoded here, as `FrameSequence(input:strategy:look:…)` does.
    public init(name: String, input: SimulationInput, strategy: any PagingStrategy, look: LookSpec = LookSpec(preset: .cards),
                content: ContentSpec? = nil, timeline: Timeline, options: SceneOptions = SceneOptions()) throws {
        let makeScenes: @Sendable (SceneOptions) -> FrameScenes = { options in
            FrameScenes(input: input, strategy: strategy, look: look, content: content, title: name, timeline: timeline, options: options)
        }
        self.init(name: name, label: name, axis: input.axis, screenScale: input.scale,
                  snapOffsets: (timeline.layout ?? strategy.layout(screen: input.screen, axis: input.axis)).snapOffsets.map(Double.init),
                  timeline: timeline, fps: input.fps, options: try options.withItemImages(of: look), makeScenes: makeScenes)
    }

    private init(name: String, label: String, axis: Axis, screenScale: Double, snapOffsets: [Double], timeline: Timeline, fps: Double,
                 options: SceneOptions, makeScenes: @escaping @Sendable (SceneOptions) -> FrameScenes) {
        self.name = name
        self.label = label
        self.axis = axis
        self.screenScale = screenScale
        self.snapOffsets = snapOffsets
        self.options = options
        self.timeline = timeline
        self.fps = fps
        self.makeScenes = makeScenes
        scenes = makeScenes(options)
        sceneSize = scenes.scene(for: timeline.firstSample).size
    }

    /// The label with the name when they differ: "native-paging (fling-fast)".
    var title: String { name == label ? label : "\(label) (\(name))" }

    /// The same frames shown under `caption` alone, in place of the kind and the name: a
    /// `--strategies` item as written or a `--labels` entry.
    package func captioned(_ caption: String) -> ComparedScenario {
        var copy = self
        copy.name = caption
        copy.label = caption
        return copy
    }

    /// The same frames' scenes with `options` instead (x-ray on or off, …).
    func scenes(options: SceneOptions) -> FrameScenes { makeScenes(options) }

    /// The sample shown at frame `k`: after the timeline ends it keeps showing its last (resting)
    /// frame, so a scenario that settles early waits for the others.
    package func sample(atFrame k: Int) -> Timeline.Sample {
        timeline.samples[min(k, timeline.samples.count - 1)]
    }

    /// The state frame `k` draws (`scene(atFrame:)` is the static layers placed by it).
    func state(atFrame k: Int) -> FrameState {
        scenes.state(for: sample(atFrame: k))
    }

    /// The scene at frame `k`.
    package func scene(atFrame k: Int) -> Scene {
        scenes.scene(for: sample(atFrame: k))
    }

    /// Frame `k` drawn at `scale` pixels per point.
    package func image(atFrame k: Int, scale: Double) throws -> RGBImage {
        try RGBImage(checked: ScenePainter.rasterize(scene(atFrame: k), scale: scale))
    }
}

extension [ComparedScenario] {
    /// Frames needed to show every scenario until it rests.
    package var frameCount: Int { map(\.timeline.samples.count).max() ?? 0 }

    /// The common sampling rate, or an error naming the scenarios that disagree.
    func commonFPS() throws -> Double {
        guard let first else { throw RenderError("no scenario to compare; pass at least two scenario files") }
        for other in dropFirst() where other.fps != first.fps {
            throw RenderError("\(first.name) is sampled at \(first.fps) fps but \(other.name) at \(other.fps) fps", fix: .oneFrameRate)
        }
        return first.fps
    }
}
