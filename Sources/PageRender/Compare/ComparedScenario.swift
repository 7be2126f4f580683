import Foundation

/// One input of the comparison tools (sheets, filmstrips, diffs, plots, the report): a run
/// (`RenderInput`: a scenario file's, or a `PagingStrategy`'s written outside the library drawn
/// in a look) and the name it is shown under. Inputs compared together are sampled at one fps,
/// so frame k is the same instant in each.
public struct ComparedScenario: Sendable {
    /// Short name for labels and messages, usually the file name without `.json`.
    public private(set) var name: String
    /// The scene of each sample; its static layers are built once, here.
    package let scenes: FrameScenes
    /// The simulated motion the frames show.
    public var timeline: Timeline { input.timeline }
    /// Samples per second of the timeline.
    package var fps: Double { input.fps }
    /// Size of every frame's scene in points (the screen's, x-ray included).
    let sceneSize: CGSize
    /// What the frames show besides the content (x-ray, HUD).
    package let options: SceneOptions
    /// The label the sheets and plots show: the strategy kind, or a custom strategy's name.
    package private(set) var label: String
    /// The axis the gestures move along.
    package var axis: Axis { input.layout.axis }
    /// The screen's pixels per point: the scale comparisons draw at unless told otherwise.
    package var screenScale: Double { input.scale }
    /// Offsets along the axis where the strategy can leave the view at rest, from its layout
    /// (none for free scrolling and for a custom strategy that declares none).
    let snapOffsets: [Double]
    /// The run the frames are drawn from: the report draws its scenes again with other options.
    private let input: RenderInput

    /// The frames of `input`'s run, a scenario file's or a `PagingStrategy`'s written outside the
    /// library (both sit side by side), with `options`, named `name` and labelled with the
    /// input's title (the strategy kind, or a custom strategy's name).
    public init(name: String, input: RenderInput, options: SceneOptions = SceneOptions()) {
        self.name = name
        self.input = input
        label = input.title
        snapOffsets = input.layout.snapOffsets.map(Double.init)
        self.options = options
        scenes = FrameScenes(input, options: options)
        sceneSize = scenes.scene(for: input.timeline.firstSample).size
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
    func scenes(options: SceneOptions) -> FrameScenes { FrameScenes(input, options: options) }

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
