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

    @OptionGroup var output: OutputOptions<Animate>

    @Option(help: "File format, when the name of --out does not say it: only apng, for a .png name; otherwise it must match the name.")
    var format: FormatName?

    @OptionGroup var frames: AnimationOptions<Animate>

    @Flag(help: "Append a gesture that drags the view back to where it started, so a looping animation ends where it begins.")
    var loopBack = false

    @Option(help: "How often it plays: forever, once, or a play count such as 3.")
    var loop: String = "forever"

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

    @OptionGroup var reporting: ReportingOptions

    /// `--out`.
    var out: String { output.out }

    func validate() throws {
        // Checked here, before any frame is drawn: the encoders would only fail at the end.
        let format = try outputFormat()
        try checkingFormat {
            try format.check(try parsedLoop(), for: .animate)
            if out == "-" { try format.check(.standardOutput, for: .animate) }
            if hud { try format.check(.hud, for: .animate) }
            if xray { try format.check(.xray, for: .animate) }
            if psnr { try format.check(.psnr, for: .animate) }
            if dither != .none { try format.check(.dither, for: .animate) }
            if quality != nil { try format.check(.quality, for: .animate) }
        }
        try frames.check(format)
        try validateVideo(format: format, quality: quality)
    }

    /// The format `--out` and `--format` ask for together (standard output: --format, else GIF).
    func outputFormat() throws -> OutputFormat {
        try OutputOptions<Animate>.format(of: out, requested: format?.format)
    }

    func parsedLoop() throws -> LoopMode {
        try validating { try LoopMode(parsing: loop, limit: OutputFormat.largestPlayCount) }
    }

    /// The frames to encode (the gallery test compares them with the committed GIFs); warns on
    /// standard error when --loop-back cannot end where the animation starts.
    func animation() throws -> AnimationSource {
        try Run(self, format: try outputFormat()).animation(try settings(drawsItemImages: false))
    }

    /// With --loop-back, warns on standard error when the view cannot rest where it started.
    func warnIfLoopMisses(_ scenario: Scenario, _ timeline: Timeline) {
        guard loopBack, timeline.rest.offset != timeline.firstSample.offset else { return }
        let axis = scenario.axis
        warn("--loop-back: the view rests at \(JSONValue.format(Double(timeline.rest.offset[axis]))) pt after the return, not at the first offset \(JSONValue.format(Double(timeline.firstSample.offset[axis]))) pt, where the strategy does not rest; the loop will jump there; start the scenario at a resting offset")
    }

    /// The options every format's writer reads; a WebP's default quality follows the content.
    func settings(drawsItemImages: Bool) throws -> OutputFormat.Settings {
        var settings = OutputFormat.Settings.commandLine()
        settings.loop = try parsedLoop()
        settings.dithering = dither
        settings.webPQuality = (quality ?? QualityChoice.webPDefault(drawsItemImages: drawsItemImages)).webPQuality
        settings.videoQuality = quality?.videoQuality ?? .medium
        frames.apply(to: &settings)
        return settings
    }

    func run() throws {
        let format = try outputFormat()
        // Committed before the PSNR is measured: an interrupt during the measurement keeps it.
        let writing = try output.write(format, reporting: reporting) {
            let run = try Run(self, format: format)
            return (run, try settings(drawsItemImages: run.drawsItemImages))
        }
        try AnimationOutput.report(writing.written, as: format, to: out, by: .animate, settings: writing.settings, reporting: reporting)
        if psnr, case let .animation(export, source) = writing.written.details { try measure(export, of: source, as: format) }
    }
}

extension Dithering: ExpressibleByArgument {}
extension SVGEffects: ExpressibleByArgument {}
extension VideoFormat.Quality: ExpressibleByArgument {}
