import ArgumentParser
import PageRender

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the scroll timeline of a scenario (releases, rest, samples).")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

    @OptionGroup var input: ScenarioOptions

    @Option(help: "Output format: json or csv.")
    var format: Format = .json

    func run() throws {
        let (_, timeline) = try input.loadTimeline()
        try StandardOutput.write(format == .json ? timeline.jsonText() : timeline.csvText())
    }
}
