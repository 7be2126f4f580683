import ArgumentParser
import Foundation
import PageRender

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show several scenarios side by side: an animated GIF or SVG or an MP4 or WebM video in sync, or a PNG filmstrip of key frames.",
        discussion: """
        Every scenario is sampled at one fps (--fps, default 50: GIF's limit), so a GIF frame \
        shows all of them at the same instant, each under its strategy kind with its phase below. \
        A .mp4 or .webm is the same sheet as a video, written by the ffmpeg program. \
        A .svg is the sheet as one animated SVG: the screens move at the device's rate, the clock \
        and the captions change at the sheet's frames (no --xray). \
        A .png is a filmstrip: a column per scenario, rows at a release, mid-motion and the rest \
        that follows, for each gesture (at most four: the first three and the last). Screens have the first scenario's screen.scale (--scale) pixels per point.
        """)

    @Argument(help: "Scenario files (JSON), usually one gesture under different strategies.")
    var scenarios: [String]

    @OptionGroup var changes: OverrideOptions

    @OptionGroup var output: OutputOptions<Compare>

    @Option(help: "Video quality against size, for .mp4 and .webm (default: medium; docs/output.md gives the CRF of each).")
    var quality: VideoFormat.Quality?

    @Flag(help: "Show each scenario in the x-ray view (content zoomed out, screen, snap offsets, targets).")
    var xray = false

    @OptionGroup var frames: AnimationOptions<Compare>

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        if changes.strategies != nil {
            if scenarios.count != 1 { throw ValidationError("--strategies compares one scenario under several kinds; pass one scenario file") }
            if let items = try changes.strategyItems(), items.count < 2 { throw ValidationError("--strategies needs at least two items to compare, got \(items.count)") }
        } else if scenarios.count < 2 {
            throw ValidationError("pass at least two scenario files to compare (or one with --strategies K1,K2)")
        }
        let format = try outputFormat()
        try checkingFormat {
            if xray { try format.check(.xray, for: .compare) }
            if quality != nil { try format.check(.quality, for: .compare) }
        }
        try frames.check(format)
    }

    /// `--out`.
    var out: String { output.out }

    /// The format the name of `--out` asks for.
    func outputFormat() throws -> OutputFormat {
        try OutputOptions<Compare>.format(of: out)
    }

    func loadScenarios() throws -> [ComparedScenario] {
        let compared = try loadCompared(scenarios, changes: changes, defaultFPS: AnimationOutput.gifFPS, options: SceneOptions(xray: xray), sameScreen: true)
        // A filmstrip's rows show each column's own moments; the other formats play one clock.
        if try outputFormat().shape != .sheet {
            for late in GestureStarts.outOfStep(compared) { warn(late.commandLineWarning) }
        }
        return compared
    }

    func run() throws {
        let format = try outputFormat()
        let writing = try output.write(format, reporting: reporting) {
            var settings = OutputFormat.Settings.commandLine()
            settings.videoQuality = quality ?? .medium
            frames.apply(to: &settings)
            return (ComparedRun(try loadScenarios(), fit: fitted), settings)
        }
        let written = writing.written, compared = writing.subject.compared
        if try !AnimationOutput.report(written, as: format, to: out, by: .compare, columns: compared.count, settings: writing.settings, reporting: reporting),
           case let .picture(width, height) = written.details {
            try reporting.summary("wrote \(out): \(width)×\(height) px, \(compared.count) scenarios at \(try Filmstrip(compared, scale: 1).shownMoments)")
        }
    }

    /// The frames of the GIF sheet (the gallery test compares them with the committed GIFs).
    func animation() throws -> AnimationSource {
        var settings = OutputFormat.Settings()
        frames.apply(to: &settings)
        return try ComparedRun(try loadScenarios(), fit: fitted).animation(settings)
    }
}

extension Compare {
    /// `scale`, or the largest scale at which a sheet of `shape` fits, with a warning that says
    /// why and how to pick another size.
    func fitted(_ shape: SheetShape, scale: Double) -> Double {
        guard let fit = SheetSizing.fittedScale(shape, scale: scale) else { return scale }
        warn("\(shape.description): at \(JSONValue.format(scale)) px/pt it would be \(Int((Double(shape.size.width) * scale).rounded(.up)))×\(Int((Double(shape.size.height) * scale).rounded(.up))) px, past the \(CairoSurface.largestSide) px a side cairo draws, so it is drawn at \(JSONValue.format(fit)) px/pt; pass --width for a smaller picture (a README carries about \(ReadmeSize.columnWidth) px)")
        return fit
    }
}

/// One warning line on standard error.
func warn(_ line: String) {
    FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
}
