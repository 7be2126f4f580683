import ArgumentParser
import Foundation
import PageRender
import Synchronization

extension FrameFormat: ExpressibleByArgument {}
extension PNGCodec: ExpressibleByArgument {}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every frame of a scenario to PNG or SVG files plus manifest.json.",
        discussion: "PNG frames have --scale (the scenario's screen.scale) pixels per point; SVG frames are 1 px per point.")

    @OptionGroup var input: ScenarioOptions

    @Option(help: "Frame format: png or svg.")
    var format: FrameFormat = .png

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
        try validateOut(out, standardOutput: false)
        if let threads, threads < 1 {
            throw ValidationError("--threads must be 1 or more, got \(threads)")
        }
        if let width, width < 1 { throw ValidationError("--width must be at least 1 px, got \(width)") }
        if width != nil && format == .svg { throw ValidationError("--width sizes PNG frames; SVG frames are 1 px per point and scale without loss, so drop --width") }
    }

    func run() throws {
        let (scenario, timeline) = try input.loadTimeline()
        var renderer = FrameSequence(try renderInput(scenario, timeline, path: input.scenario), options: SceneOptions(xray: xray, hud: hud))
        if let width { renderer = try validating { try renderer.resized(toPixelWidth: width) } }
        let bar = Mutex(reporting.progressBar("rendering"))
        let written = try Interruption.withOutput { output in
            try renderer.write(to: out, in: output, format: format, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                               codec: pngEncoder) { done, total in bar.withLock { $0.update(done, of: total) } }
        }
        bar.withLock { $0.finish() }
        try reporting.summary("wrote \(written) \(format.rawValue.uppercased()) frames and manifest.json to \(out)")
    }
}
