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

    @Option(help: "Output file: .png or .svg.")
    var out: String

    @Flag(help: "Replace --out even if renderpages did not write it (its own earlier output is always replaced).")
    var force = false

    @Option(help: "Pixels per point of a PNG chart (1…4); an SVG is 1 px per point.")
    var chartScale: Double = 2

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("pass at least one scenario file") }
        if !(1...4).contains(chartScale) { throw ValidationError("--chart-scale must be between 1 and 4 px/pt, got \(chartScale)") }
        try validateOut(out, standardOutput: false)
        _ = try checkingFormat { try OutputFormat.resolve(path: out, command: .plot) }
    }

    func run() throws {
        // 120 samples a second: the device rate, smooth curves whatever the scenarios' fps.
        let isSVG = OutputFormat.fileExtension(of: out) == "svg"
        let compared = try Interruption.withOutput(replacesAnyFile: force) { output in
            // Every refusal of --out comes before the chart is drawn.
            try output.reserve(out)
            let compared = try loadCompared(scenarios, changes: changes, defaultFPS: 120)
            try output.write(try OffsetPlot(compared).file(isSVG ? .svg : .png, scale: chartScale), to: out)
            return compared
        }
        try StandardOutput.line("wrote \(SystemPath.displayed(out)): \(compared.count) curve\(compared.count == 1 ? "" : "s")")
    }
}
