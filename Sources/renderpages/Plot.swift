import ArgumentParser
import Foundation
import PageRender

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot contentOffset against time for several scenarios on one chart.",
        discussion: """
        One curve per scenario (sampled at --fps, default 120), phases as ribbons under the time \
        axis, releases (hollow) and rests (filled) marked, snap positions as dashed guides.
        """)

    @Argument(help: "Scenario files (JSON).")
    var scenarios: [String]

    @OptionGroup var changes: OverrideOptions

    @OptionGroup var output: OutputOptions<Plot>

    @Option(help: "Pixels per point of a PNG chart (1…4); an SVG is 1 px per point.")
    var chartScale: Double = 2

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("pass at least one scenario file") }
        if !(1...4).contains(chartScale) { throw ValidationError("--chart-scale must be between 1 and 4 px/pt, got \(chartScale)") }
        _ = try OutputOptions<Plot>.format(of: output.out)
    }

    func run() throws {
        let format = try OutputOptions<Plot>.format(of: output.out)
        let writing = try output.write(format, reporting: nil) {
            // 120 samples a second: the device rate, smooth curves whatever the scenarios' fps.
            var settings = OutputFormat.Settings()
            settings.chartScale = chartScale
            return (ComparedRun(try loadCompared(scenarios, changes: changes, defaultFPS: 120)), settings)
        }
        let count = writing.subject.compared.count
        try StandardOutput.line("wrote \(SystemPath.displayed(output.out)): \(count) curve\(count == 1 ? "" : "s")")
    }
}
