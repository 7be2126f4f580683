import ArgumentParser
import Foundation
import PageRender

struct Gif: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export a scenario as an animated GIF (or WebP) for a demo.",
        discussion: """
        GIF stores delays in whole centiseconds and browsers play delays under 2 cs as 10 cs, so \
        GIFs are sampled at 50 fps unless --fps says otherwise (a higher rate is kept, with a \
        warning). WebP keeps the scenario's fps by default and is lossless.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case gif, webp }

    @Argument(help: "Scenario file (JSON), or - for standard input.")
    var scenario: String

    @Option(help: "Output file.")
    var out: String

    @Option(help: "File format: gif or webp.")
    var format: Format = .gif

    @Option(help: "Frames per second (default: 50 for gif, the scenario's fps for webp).")
    var fps: Double?

    @Option(help: "How often it plays: forever, once, or a play count such as 3.")
    var loop: String = "forever"

    @Option(help: "Milliseconds to pause on the first and on the last frame.")
    var hold: Double = 0

    @Option(help: "Pixels per point (1…4); default: the scenario's screen.scale.")
    var scale: Double?

    @Option(help: "Dithering where a frame needs more than 255 colours: none, ordered or floyd-steinberg (gif only).")
    var dither: Dithering = .none

    @Flag(help: "Draw the x-ray view: the content strip zoomed out with the screen, the scroll view's frame, snap offsets and the targets.")
    var xray = false

    @Flag(help: "Show time, phase, velocity and target over each frame.")
    var hud = false

    @Flag(help: "Read the written file back and print its PSNR against the rendered frames.")
    var psnr = false

    func validate() throws {
        if let scale, !(1...4).contains(scale) { throw ValidationError("--scale must be between 1 and 4, got \(scale)") }
        // 1…240 fps: below one frame a second is a slideshow; 240 Hz is the fastest display.
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be between 1 and 240, got \(fps)") }
        // 60 s: a GIF delay is at most 655.35 s, and a longer pause is never wanted in a demo.
        if !(0...60_000).contains(hold) { throw ValidationError("--hold must be between 0 and 60000 ms, got \(hold)") }
        _ = try parsedLoop()
    }

    func parsedLoop() throws -> LoopMode {
        do { return try LoopMode(parsing: loop) } catch { throw ValidationError("\(error)") }
    }

    func run() throws {
        var scenario = try loadScenario(self.scenario)
        scenario.fps = fps ?? (format == .gif ? 50 : scenario.fps)
        let timeline = try simulate(scenario, path: self.scenario)
        let source = FrameRenderer(scenario: scenario, timeline: timeline, scale: scale ?? scenario.screen.scale,
                                   options: SceneOptions(xray: xray, hud: hud))
            .animation(hold: hold)
        let export = format == .gif
            ? try GIFExport.encode(source, options: .init(loop: try parsedLoop(), dithering: dither))
            : try WebPExport.encode(source, options: .init(loop: try parsedLoop()))
        try AtomicFile.write(export.bytes, to: out)
        for warning in export.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        print("wrote \(out): \(source.width)×\(source.height) px, \(export.storedFrames) frames (of \(export.sourceFrames)), "
            + "\(Int(source.timing.duration.rounded())) ms, \(export.bytes.count) bytes, \(export.colors)")
        if psnr {
            let decoded = format == .gif ? try GIFDecoder.decode(export.bytes) : try WebPAnimationDecoder.decode(export.bytes)
            let quality = try AnimationQuality.measure(decoded, against: source, unit: format == .gif ? 10 : 1)
            print(String(format: "PSNR against the rendered frames: %.2f dB overall, %.2f dB at worst (frame %d)",
                         quality.psnr, quality.worstPSNR, quality.worstFrame))
        }
    }
}

extension Dithering: ExpressibleByArgument {}
