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
        let kind = try validating { try FileKind(path: out, allowed: Self.kinds) }
        try validateVideo(kind: kind, loop: "forever", quality: quality.map(QualityChoice.level))
        if svgEffects != nil && kind != .svg { throw ValidationError("--svg-effects says how an animated SVG draws turned and filtered cards; drop it or write .svg") }
        if kind == .svg && xray {
            throw ValidationError("--xray shows numbers that change every frame, which an animated SVG does not hold; drop --xray or write .gif or .mp4")
        }
    }

    static let kinds: [FileKind] = [.gif, .svg, .png, .mp4, .webm]

    func loadScenarios() throws -> [ComparedScenario] {
        try loadCompared(scenarios, changes: changes, defaultFPS: AnimationOutput.gifFPS, options: SceneOptions(xray: xray), sameScreen: true)
    }

    func run() throws {
        let kind = try validating { try FileKind(path: out, allowed: Self.kinds) }
        if kind == .svg {
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
        } else if kind == .png {
            let (compared, image, strip) = try Interruption.withOutput(replacesAnyFile: force) { output in
                // Every refusal of --out comes before the filmstrip is drawn.
                try output.reserve(out)
                let compared = try loadScenarios()
                var image: RGBImage
                let strip: Filmstrip
                if let width {
                    let scale = try validating { try SheetSizing.drawingScale(sheetSize: try Filmstrip(compared, scale: 1).size, pixelWidth: width) }
                    strip = try Filmstrip(compared, scale: scale)
                    image = try strip.image().areaResampled(toPixelWidth: width)
                } else {
                    strip = try Filmstrip(compared, scale: compared[0].screenScale)
                    image = try strip.image()
                }
                try output.write(try image.pngBytes(), to: out)
                return (compared, image, strip)
            }
            try reporting.summary("wrote \(out): \(image.width)×\(image.height) px, \(compared.count) scenarios at \(strip.shownMoments)")
        } else {
            try Interruption.withOutput(replacesAnyFile: force) { output in
                try output.reserve(out)
                try AnimationOutput.write(try animation(), to: out, in: output, reporting: reporting) { try GIFExport.write($0, into: $1, progress: $2) }
            }
        }
    }

    /// The frames of the GIF sheet (the gallery test compares them with the committed GIFs).
    func animation() throws -> AnimationSource {
        let compared = try loadScenarios()
        guard let width else { return try ComparisonSheet(compared, scale: compared[0].screenScale).animation(hold: hold) }
        let scale = try validating { try SheetSizing.drawingScale(sheetSize: try ComparisonSheet(compared, scale: 1).size, pixelWidth: width) }
        return try ComparisonSheet(compared, scale: scale).animation(hold: hold).areaResampled(toPixelWidth: width)
    }
}
