/// One player of the report: the scenario's title in its plot colour, the frame, the phase and
/// offset at the current instant, and its table of releases and rest. The script fills in the
/// frame and marks the current row.
enum ReportPlayerMarkup {
    static func html(_ s: ComparedScenario, index: Int, scale: Double) -> String {
        let size = s.sceneSize
        let alt = "\(s.title) at the current instant"
        return """
        <figure class="player" style="--series: \(ReportStyle.hex(PlotStyle.series(index))); width: \(Double(size.width).shortText)px">
        <figcaption><span class="swatch"></span>\(HTMLText.escaped(s.title))</figcaption>
        <img class="frame" width="\(Double(size.width).shortText)" height="\(Double(size.height).shortText)" alt="\(HTMLText.escaped(alt))">
        <p class="state"><span class="phase"></span> <span class="readout"></span></p>
        \(ReportTable.html(s))
        </figure>
        """
    }
}
