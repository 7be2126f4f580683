import Foundation

/// One self-contained HTML page comparing scenarios: a player per scenario, side by side and in
/// sync (play, pause, slider, frame steps, speeds, x-ray), the offset plot with a cursor at the
/// current instant, and each scenario's releases and rest. Styles, script, plot and frames are
/// all inside the file, so it opens offline and refers to nothing outside itself. A comment after
/// the doctype marks it as renderpages' output (`OutputMark`).
public struct HTMLReport: Sendable {
    let series: [ComparedScenario]
    /// Pixels per point of the embedded frames; a player is shown at its size in points, so at 2
    /// a high-density screen shows every pixel.
    package let scale: Double
    /// The common sampling rate: frame k of every player is the instant k × 1000 / fps ms.
    package let fps: Double

    /// A report on `series`, frames embedded at `scale` pixels per point; they must share one fps.
    public init(_ series: [ComparedScenario], scale: Double) throws {
        guard !series.isEmpty else { throw RenderError("nothing to report; pass at least one scenario file") }
        self.series = series
        self.scale = scale
        fps = try series.commonFPS()
    }

    /// The page as UTF-8 bytes; `progress(done, total)` counts frames drawn, from worker threads.
    public func document(progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> [UInt8] {
        let frames = try ReportFrames.render(series, scale: scale, progress: progress)
        // The page is built as one text: under ulimit -v, an error now rather than a trap in
        // the runtime while it grows. A bound [model]: the pictures as base64 text, about
        // 4/3 of their bytes, are held at most six times at once (each picture's text, their
        // join, the data's text while it grows and doubles, the page, the page's bytes).
        try MemoryHeadroom.ensure(6 * frames.images.reduce(0) { $0 + $1.count } * 4 / 3, for: "the report page")
        let plot = try OffsetPlot(series)
        var svg = String(decoding: try SVGWriter.document(for: plot.scene()), as: UTF8.self)
        // The XML declaration belongs to a standalone file, not to SVG inside HTML.
        if svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: ">") { svg = String(svg[svg.index(after: end)...]) }
        return Array(page(plotSVG: svg, plotPlacement: ReportPlotPlacement(plot), frames: frames).utf8)
    }

    /// Frames every player steps through: until the last scenario rests.
    var frameCount: Int { series.frameCount }

    /// "native-paging, free and uneven-pairs".
    var titles: String {
        let names = series.map(\.title)
        return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The whole page: header, controls, players with their tables, the plot, the data, the script.
    func page(plotSVG: String, plotPlacement: ReportPlotPlacement, frames: ReportFrames) -> String {
        let duration = Double(frameCount - 1) * 1000 / fps
        var html = """
        <!DOCTYPE html>
        \(OutputMark.xmlComment)
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escaped("renderpages report: " + titles))</title>
        <style>\(ReportStyle.css)</style>
        </head>
        <body>
        <header><h1>\(HTMLText.escaped(titles))</h1>
        <p>\(series.count) scenario\(series.count == 1 ? "" : "s") sampled at \(fps.shortText) fps, \(frameCount) frames over \(duration.shortText) ms, \
        drawn at \(scale.shortText) px/pt. Keys: space plays or pauses, ← and → step one frame. The address (#t=ms) follows the slider.</p></header>
        \(ReportControls.html(frameCount: frameCount))
        <main class="players">

        """
        for (i, s) in series.enumerated() {
            html += ReportPlayerMarkup.html(s, index: i, scale: scale) + "\n"
        }
        html += """
        </main>
        <section class="plot" aria-label="contentOffset over time; click to seek">
        <div class="plot-box" id="plot">\(plotSVG)<div class="cursor" id="cursor" style="\(plotPlacement.cursorStyle)"></div></div>
        </section>
        <script type="application/json" id="report-data">\(ReportData(series: series, fps: fps, frames: frames, plot: plotPlacement).json)</script>
        <script>\(ReportScript.javaScript)</script>
        </body>
        </html>

        """
        return html
    }
}
