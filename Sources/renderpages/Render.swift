import ArgumentParser
import Foundation
import PageRender

extension FrameFormat: ExpressibleByArgument {}
extension PNGCodec: ExpressibleByArgument {}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every frame of a scenario to PNG or SVG files plus manifest.json.",
        discussion: "PNG frames have --scale (the scenario's screen.scale) pixels per point; SVG frames are 1 px per point.")

    @OptionGroup var input: ScenarioOptions

    @Option(help: "Frame format: png or svg.")
    var format: FrameFormat = .png

    /// A folder, which renderpages never replaces as a whole (other files in it stay), so there
    /// is nothing to `--force`; checked as `OutputOptions` checks every --out.
    @Option(help: "Output folder for frame-0000.png … and manifest.json (frames of an earlier render there are replaced).")
    var out: String

    @Option(help: "PNG frame width in pixels, the height in proportion: any size, smaller than the screen included. The motion keeps screen.scale's pixel rounding.")
    var width: Int?

    @Option(help: "Worker threads; default: one per core. The output does not depend on it.")
    var threads: Int?

    @Option(help: "PNG encoder: libdeflate (renderpages' own encoder, fast; named after the library it started on) or cairo (cairo's write_to_png, for comparison). Same pixels.")
    var pngEncoder: PNGCodec = .libdeflate

    @Flag(help: "Show time, phase, velocity and target over each frame.")
    var hud = false

    @Flag(help: "Draw the x-ray view: the content strip zoomed out with the screen, the scroll view's frame, snap offsets and the targets.")
    var xray = false

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        try OutputOptions<Render>.check(out)
        if let threads, threads < 1 {
            throw ValidationError("--threads must be 1 or more, got \(threads)")
        }
        if let width, width < 1 { throw ValidationError("--width must be at least 1 px, got \(width)") }
        let kind = try outputFormat()
        try checkingFormat {
            if width != nil { try kind.check(.width, for: .render) }
            if hud { try kind.check(.hud, for: .render) }
            if xray { try kind.check(.xray, for: .render) }
        }
    }

    /// The table's format of `--format`'s frames.
    func outputFormat() throws -> OutputFormat {
        guard let kind = OutputFormat.written(by: .render).first(where: { $0.extensions.contains(format.rawValue) }) else {
            throw ValidationError("the format table lists no \(format.rawValue) frames; render --format png")
        }
        return kind
    }

    func run() throws {
        let kind = try outputFormat()
        var settings = OutputFormat.Settings()
        settings.width = width
        settings.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        settings.pngCodec = pngEncoder
        let writing = try OutputOptions<Render>.write(kind, to: out, force: false, reporting: reporting) { (Run(command: self), settings) }
        try AnimationOutput.report(writing.written, as: kind, to: out, by: .render, settings: settings, reporting: reporting)
    }

    /// What `render` writes: every frame of one scenario.
    struct Run: OutputSubject {
        let command: Render

        func frameSequence(_ settings: OutputFormat.Settings) throws -> FrameSequence {
            let input = command.input
            let (scenario, timeline) = try input.loadTimeline()
            let renderer = FrameSequence(try renderInput(scenario, timeline, path: input.scenario),
                                         options: SceneOptions(xray: command.xray, hud: command.hud))
            guard let width = settings.width else { return renderer }
            return try validating { try renderer.resized(toPixelWidth: width) }
        }
    }
}
