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

    @Option(help: "Output file: .gif (animation), .svg (animated SVG), .mp4 or .webm (video), or .png (filmstrip).")
    var out: String

    @Option(help: "Video quality against size, for .mp4 and .webm (default: medium; docs/output.md gives the CRF of each).")
    var quality: VideoFormat.Quality?

    @Flag(help: "Replace --out even if renderpages did not write it (its own earlier output is always replaced).")
    var force = false

    @Option(help: "Milliseconds to pause on the first and on the last frame of the GIF or video.")
    var hold: Double = 0

    @Flag(help: "Show each scenario in the x-ray view (content zoomed out, screen, snap offsets, targets).")
    var xray = false

    @Option(help: "Width of the GIF or filmstrip in pixels, the height in proportion: drawn finer and area-averaged down, for a README-sized sheet.")
    var width: Int?

    @Option(help: "How an .svg draws cards turned in perspective or filtered: html (vectors: XHTML in a foreignObject, for Chromium and Firefox; the default) or sprites (pictures swapped by keyframes, for viewers without foreignObject such as librsvg).")
    var svgEffects: SVGEffects?

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        if changes.strategies != nil {
            if scenarios.count != 1 { throw ValidationError("--strategies compares one scenario under several kinds; pass one scenario file") }
            if let items = try changes.strategyItems(), items.count < 2 { throw ValidationError("--strategies needs at least two items to compare, got \(items.count)") }
        } else if scenarios.count < 2 {
            throw ValidationError("pass at least two scenario files to compare (or one with --strategies K1,K2)")
        }
        if let width, width < 1 { throw ValidationError("--width must be at least 1 px, got \(width)") }
        if !(0...60_000).contains(hold) { throw ValidationError("--hold must be between 0 and 60000 ms, got \(hold)") }
        try validateOut(out, standardOutput: false)
        let format = try outputFormat()
        try checkingFormat {
            if xray { try format.check(.xray, for: .compare) }
            if quality != nil { try format.check(.quality, for: .compare) }
            if hold != 0 { try format.check(.hold, for: .compare) }
            if svgEffects != nil { try format.check(.svgEffects, for: .compare) }
        }
    }

    /// The format the name of `--out` asks for.
    func outputFormat() throws -> OutputFormat {
        try checkingFormat { try OutputFormat.resolve(path: out, command: .compare) }
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
        let kind = try outputFormat()
        if kind.shape == .vectorAnimation {
            let document = try Interruption.withOutput(replacesAnyFile: force) { output in
                // Every refusal of --out comes before anything is drawn.
                try output.reserve(out)
                let compared = try loadScenarios()
                let document = try validating { try AnimatedSVGSheet.document(compared, loop: .forever, hold: hold, pixelWidth: width, effects: svgEffects ?? .html) }
                try output.write(document.bytes, to: out)
                return document
            }
            try reporting.summary(AnimatedSVGOutput.summary(document, path: out))
        } else if let format = kind.videoFormat {
            try AnimationOutput.writeVideo(to: out, options: .init(format: format, quality: quality ?? .medium),
                                           force: force, reporting: reporting) { try animation() }
        } else if kind.shape == .sheet {
            let (compared, image, strip) = try Interruption.withOutput(replacesAnyFile: force) { output in
                // Every refusal of --out comes before the filmstrip is drawn.
                try output.reserve(out)
                let compared = try loadScenarios()
                var image: RGBImage
                let strip: Filmstrip
                let shape = try Filmstrip(compared, scale: 1).shape
                if let width {
                    let scale = try validating { try SheetSizing.drawingScale(shape, pixelWidth: width) }
                    strip = try Filmstrip(compared, scale: scale)
                    image = try strip.image().areaResampled(toPixelWidth: width)
                } else {
                    strip = try Filmstrip(compared, scale: fitted(shape, scale: compared[0].screenScale))
                    image = try strip.image()
                }
                try output.write(try image.pngBytes(), to: out)
                return (compared, image, strip)
            }
            try reporting.summary("wrote \(out): \(image.width)×\(image.height) px, \(compared.count) scenarios at \(strip.shownMoments)")
        } else {
            try Interruption.withOutput(replacesAnyFile: force) { output in
                try output.reserve(out)
                guard let encoder = kind.encoder else { throw RenderError("compare writes \(kind.title) another way") }
                try AnimationOutput.write(try animation(), to: out, in: output, reporting: reporting) { try encoder($0, $1, .init(), $2) }
            }
        }
    }

    /// The frames of the GIF sheet (the gallery test compares them with the committed GIFs).
    func animation() throws -> AnimationSource {
        let compared = try loadScenarios()
        let shape = try ComparisonSheet(compared, scale: 1).shape
        guard let width else { return try ComparisonSheet(compared, scale: fitted(shape, scale: compared[0].screenScale)).animation(hold: hold) }
        let scale = try validating { try SheetSizing.drawingScale(shape, pixelWidth: width) }
        return try ComparisonSheet(compared, scale: scale).animation(hold: hold).areaResampled(toPixelWidth: width)
    }
}

extension Compare {
    /// `scale`, or the largest scale at which a sheet of `shape` fits, with a warning that says
    /// why and how to pick another size.
    func fitted(_ shape: SheetShape, scale: Double) -> Double {
        guard let fit = SheetSizing.fittedScale(shape, scale: scale) else { return scale }
        warn("\(shape.description): at \(JSONValue.format(scale)) px/pt it would be \(Int((Double(shape.size.width) * scale).rounded(.up)))×\(Int((Double(shape.size.height) * scale).rounded(.up))) px, past the \(CairoSurface.largestSide) px a side cairo draws, so it is drawn at \(JSONValue.format(fit)) px/pt; pass --width for a smaller picture (a README carries about 800 px)")
        return fit
    }
}

/// One warning line on standard error.
func warn(_ line: String) {
    FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
}
