import ArgumentParser
import Foundation
import PageRender

extension FrameFormat: ExpressibleByArgument {}
extension PNGCodec: ExpressibleByArgument {}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every frame of a scenario to PNG or SVG files plus manifest.json.")

    @Argument(help: "Scenario file (JSON), or - for standard input.")
    var scenario: String

    @Option(help: "Frame format: png or svg.")
    var format: FrameFormat = .png

    @Option(help: "Output folder for frame-0000.png … and manifest.json (frames of an earlier render there are replaced).")
    var out: String

    @Option(help: "Pixels per point of PNG frames (1…4); default: the scenario's screen.scale. SVG frames are 1 px per point.")
    var scale: Double?

    @Option(help: "Frames per second (1…240); default: the scenario's fps. The motion does not depend on it.")
    var fps: Double?

    @Option(help: "Worker threads; default: one per core. The output does not depend on it.")
    var threads: Int?

    @Option(help: "PNG encoder: libdeflate (fast) or cairo (cairo's write_to_png, for comparison). Same pixels.")
    var pngEncoder: PNGCodec = .libdeflate

    @Flag(help: "Show time, phase, velocity and target over each frame.")
    var hud = false

    @Flag(help: "Draw the x-ray view: the content strip zoomed out with the screen, the scroll view's frame, snap offsets and the targets.")
    var xray = false

    func validate() throws {
        if let scale, !(1...4).contains(scale) {
            throw ValidationError("--scale must be between 1 and 4, got \(scale)")
        }
        if let fps, !(1...240).contains(fps) {
            throw ValidationError("--fps must be between 1 and 240, got \(fps)")
        }
        if let threads, threads < 1 {
            throw ValidationError("--threads must be 1 or more, got \(threads)")
        }
    }

    func run() throws {
        var scenario = try loadScenario(self.scenario)
        if let fps { scenario.fps = fps }
        let timeline = try simulate(scenario, path: self.scenario)
        let renderer = FrameRenderer(scenario: scenario, timeline: timeline, scale: scale ?? scenario.screen.scale,
                                     options: SceneOptions(xray: xray, hud: hud))
        let written = try renderer.write(to: out, format: format, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount, codec: pngEncoder)
        print("wrote \(written) \(format.rawValue.uppercased()) frames and manifest.json to \(out)")
    }
}
