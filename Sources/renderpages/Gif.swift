import ArgumentParser
import Foundation
import PageRender

struct Gif: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export a scenario as an animated GIF (or WebP) for a demo.",
        discussion: """
        GIF stores delays in whole centiseconds and browsers play delays under 2 cs as 10 cs, so \
        GIFs are sampled at 50 fps unless --fps says otherwise (a higher rate is kept, with a \
        warning). WebP keeps the scenario's fps by default and is lossless. Frames have \
        screen.scale (--scale) pixels per point.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case gif, webp

        var fileKind: FileKind { self == .gif ? .gif : .webp }
    }

    @OptionGroup var input: ScenarioOptions

    @Option(help: "Output file, or - for standard output.")
    var out: String

    @Option(help: "File format: gif or webp.")
    var format: Format = .gif

    @Option(help: "How often it plays: forever, once, or a play count such as 3.")
    var loop: String = "forever"

    @Option(help: "Milliseconds to pause on the first and on the last frame.")
    var hold: Double = 0

    @Option(help: "Dithering where colours must be reduced: none, ordered or floyd-steinberg (gif only).")
    var dither: Dithering = .none

    @Flag(help: "Draw the x-ray view: the content strip zoomed out with the screen, the scroll view's frame, snap offsets and the targets.")
    var xray = false

    @Flag(help: "Show time, phase, velocity and target over each frame.")
    var hud = false

    @Flag(help: "Read the written file back and print its PSNR against the rendered frames.")
    var psnr = false

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        try validateOut(out, standardOutput: true)
        if let kind = FileKind(extensionOf: out), kind != format.fileKind {
            throw ValidationError("--out \(out) ends in .\(kind.rawValue) but --format is \(format.rawValue); make them agree")
        }
        // 60 s: a GIF delay is at most 655.35 s, and a longer pause is never wanted in a demo.
        if !(0...60_000).contains(hold) { throw ValidationError("--hold must be between 0 and 60000 ms, got \(hold)") }
        // Checked here, before any frame is drawn: the encoders would only fail at the end.
        try validating { try parsedLoop().check(for: format.fileKind) }
    }

    func parsedLoop() throws -> LoopMode {
        try validating { try LoopMode(parsing: loop) }
    }

    /// The frames to encode (the gallery test compares them with the committed GIFs).
    func animation() throws -> AnimationSource {
        var input = self.input
        if format == .gif && input.changes.fps == nil { input.changes.fps = AnimationOutput.gifFPS }
        let (scenario, timeline) = try input.loadTimeline()
        return try FrameRenderer(scenario: scenario, timeline: timeline, scale: scenario.screen.scale,
                                 options: SceneOptions(xray: xray, hud: hud, itemImages: try loadItemImages(scenario, path: input.scenario)))
            .animation(hold: hold)
    }

    func run() throws {
        let source = try animation()
        let loop = try parsedLoop()
        // Committed before the PSNR is measured: an interrupt during the measurement keeps it.
        let export = try Interruption.withOutput { output in
            try AnimationOutput.write(source, to: out, in: output, reporting: reporting) { source, progress in
                format == .gif
                    ? try GIFExport.encode(source, options: .init(loop: loop, dithering: dither), progress: progress)
                    : try WebPExport.encode(source, options: .init(loop: loop), progress: progress)
            }
        }
        if psnr {
            let decoded = format == .gif ? try GIFDecoder.decode(export.bytes) : try WebPAnimationDecoder.decode(export.bytes)
            let quality = try AnimationQuality.measure(decoded, against: source, unit: format == .gif ? 10 : 1)
            let line = String(format: "PSNR against the rendered frames: %.2f dB overall, %.2f dB at worst (frame %d)",
                              quality.psnr, quality.worstPSNR, quality.worstFrame)
            // With the animation on standard output, the report goes to standard error.
            if out == "-" { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { try StandardOutput.line(line) }
        }
    }
}

extension Dithering: ExpressibleByArgument {}
