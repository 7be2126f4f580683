import ArgumentParser
import Foundation
import PageRender

struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Export a scenario as an animated GIF, WebP, APNG or SVG, or an MP4 or WebM video, for a demo.",
        discussion: """
        The name of --out picks the format: .gif, .webp, .apng (animated PNG; a .png name \
        needs --format apng), .svg (vectors animated with CSS, played at the device's rate; \
        no --hud or --xray, whose numbers change every frame), .mp4 or .webm (videos, written by \
        the ffmpeg program: every frame at the scenario's fps, --hold as repeated frames; the \
        page's <video loop> loops them). GIF and APNG store delays in whole centiseconds and browsers play \
        delays under 2 cs as 10 cs, so they are sampled at 50 fps unless --fps says otherwise (a \
        higher rate is kept, with a warning). WebP keeps the scenario's fps by default. WebP is \
        lossless, or lossy at --quality medium when the scenario draws item images (photographs; \
        --quality sets either); APNG is lossless. Frames have screen.scale (--scale) pixels per point.
        """,
        aliases: ["gif"])

    @OptionGroup var input: ScenarioOptions

    @Option(help: "Output file: .gif, .webp, .apng or .svg (or .png with --format apng), .mp4 or .webm; - for standard output (GIF unless --format says otherwise; not a video).")
    var out: String

    @Flag(help: "Replace --out even if renderpages did not write it (its own earlier output is always replaced).")
    var force = false

    @Option(help: "File format, when the name of --out does not say it: only apng, for a .png name; otherwise it must match the name.")
    var format: FormatName?

    @Option(help: "Frame width in pixels, the height in proportion: any size, smaller than the screen included. The motion keeps screen.scale's pixel rounding.")
    var width: Int?

    @Flag(help: "Append a gesture that drags the view back to where it started, so a looping animation ends where it begins.")
    var loopBack = false

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

    @Option(help: "Quality against size: low, medium or high for .mp4 and .webm (default medium; docs/output.md gives the CRF of each); for .webp the same levels or a number 1-100 make a lossy WebP, lossless an exact one (default: lossless, or medium when the scenario draws item images).")
    var quality: QualityChoice?

    @Option(help: "How an .svg draws cards turned in perspective or filtered: html (vectors: XHTML in a foreignObject, for Chromium and Firefox; the default) or sprites (pictures swapped by keyframes, for viewers without foreignObject such as librsvg).")
    var svgEffects: SVGEffects?

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        try validateOut(out, standardOutput: true)
        // 60 s: a GIF delay is at most 655.35 s, and a longer pause is never wanted in a demo.
        if !(0...60_000).contains(hold) { throw ValidationError("--hold must be between 0 and 60000 ms, got \(hold)") }
        if let width, width < 1 { throw ValidationError("--width must be at least 1 px, got \(width)") }
        // Checked here, before any frame is drawn: the encoders would only fail at the end.
        let format = try outputFormat()
        try checkingFormat {
            try format.check(try parsedLoop(), for: .animate)
            if out == "-" { try format.check(.standardOutput, for: .animate) }
            if hud { try format.check(.hud, for: .animate) }
            if xray { try format.check(.xray, for: .animate) }
            if psnr { try format.check(.psnr, for: .animate) }
            if dither != .none { try format.check(.dither, for: .animate) }
            if width != nil { try format.check(.width, for: .animate) }
            if hold != 0 { try format.check(.hold, for: .animate) }
            if quality != nil { try format.check(.quality, for: .animate) }
            if svgEffects != nil { try format.check(.svgEffects, for: .animate) }
        }
        try validateVideo(format: format, quality: quality)
    }

    /// The format `--out` and `--format` ask for together (standard output: --format, else GIF).
    func outputFormat() throws -> OutputFormat {
        if out == "-" { return format?.format ?? .gif }
        return try checkingFormat { try OutputFormat.resolve(path: out, command: .animate, requested: format?.format) }
    }

    func parsedLoop() throws -> LoopMode {
        try validating { try LoopMode(parsing: loop, limit: OutputFormat.largestPlayCount) }
    }

    /// The frames to encode (the gallery test compares them with the committed GIFs); warns on
    /// standard error when --loop-back cannot end where the animation starts.
    func animation() throws -> AnimationSource {
        try loadedAnimation().source
    }

    /// The frames to encode, and whether the scenario draws item images (the WebP's default).
    func loadedAnimation() throws -> (source: AnimationSource, drawsItemImages: Bool) {
        var input = self.input
        if try outputFormat().keepsScenarioRate == false && input.changes.fps == nil { input.changes.fps = AnimationOutput.gifFPS }
        let (scenario, timeline) = try input.loadTimeline(loopingBack: loopBack)
        warnIfLoopMisses(scenario, timeline)
        var renderer = FrameSequence(try renderInput(scenario, timeline, path: input.scenario), options: SceneOptions(xray: xray, hud: hud))
        if let width { renderer = try validating { try renderer.resized(toPixelWidth: width) } }
        return (try renderer.animation(hold: hold), !scenario.look.images.isEmpty)
    }

    /// With --loop-back, warns on standard error when the view cannot rest where it started.
    func warnIfLoopMisses(_ scenario: Scenario, _ timeline: Timeline) {
        guard loopBack, timeline.rest.offset != timeline.firstSample.offset else { return }
        let axis = scenario.axis
        FileHandle.standardError.write(Data("warning: --loop-back: the view rests at \(JSONValue.format(Double(timeline.rest.offset[axis]))) pt after the return, not at the first offset \(JSONValue.format(Double(timeline.firstSample.offset[axis]))) pt, where the strategy does not rest; the loop will jump there; start the scenario at a resting offset\n".utf8))
    }

    func run() throws {
        let kind = try outputFormat()
        if let format = kind.videoFormat {
            try AnimationOutput.writeVideo(to: out, options: .init(format: format, quality: quality?.videoQuality ?? .medium),
                                           force: force, reporting: reporting) { try animation() }
            return
        }
        if kind.shape == .vectorAnimation { return try AnimatedSVGOutput.write(self) }
        let loop = try parsedLoop()
        // Committed before the PSNR is measured: an interrupt during the measurement keeps it.
        let (export, source) = try Interruption.withOutput(replacesAnyFile: force) { output in
            // Every refusal of --out comes before a frame is drawn.
            if out != "-" { try output.reserve(out) }
            let (source, drawsItemImages) = try loadedAnimation()
            guard let encoder = kind.encoder else { throw RenderError("\(kind.title) is not an animated image renderpages encodes itself") }
            let webPQuality = kind.takes(.quality) ? (quality ?? QualityChoice.webPDefault(drawsItemImages: drawsItemImages)).webPQuality : nil
            let settings = OutputFormat.AnimationSettings(loop: loop, dithering: dither, webPQuality: webPQuality)
            return (try AnimationOutput.write(source, to: out, in: output, reporting: reporting) { try encoder($0, $1, settings, $2) }, source)
        }
        if psnr {
            // Read back from the file written (the whole file in memory, as decoding needs it).
            guard let bytes = out == "-" ? export.bytes : SystemPath.contents(of: out) else {
                throw RenderError("cannot read back \(out) to measure its PSNR; check that it is still there")
            }
            let quality: AnimationQuality
            if kind == .gif {
                // Frame by frame: a long GIF is never decoded whole into memory.
                var meter: AnimationQuality.Meter?
                _ = try GIFDecoder.forEachFrame(bytes) { frame in
                    if meter == nil { meter = try AnimationQuality.Meter(source: source, unit: 10, width: frame.image.width, height: frame.image.height) }
                    try meter!.add(frame)
                }
                guard var meter else { throw RenderError("the GIF written has no frames; write it again") }
                quality = try meter.finish()
            } else {
                quality = try AnimationQuality.measure(try WebPAnimationDecoder.decode(bytes), against: source, unit: 1)
            }
            let line = String(format: "PSNR against the rendered frames: %.2f dB overall, %.2f dB at worst (frame %d)",
                              quality.psnr, quality.worstPSNR, quality.worstFrame)
            // With the animation on standard output, the report goes to standard error.
            if out == "-" { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { try StandardOutput.line(line) }
        }
    }
}

extension Dithering: ExpressibleByArgument {}
extension SVGEffects: ExpressibleByArgument {}
extension VideoFormat.Quality: ExpressibleByArgument {}
