import ArgumentParser
import PageRender

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the scroll timeline of a scenario (releases, rest, samples).")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

    @Argument(help: "Scenario file (JSON), or - for standard input.")
    var scenario: String

    @Option(help: "Output format: json or csv.")
    var format: Format = .json

    func run() throws {
        let timeline = try simulate(try loadScenario(scenario), path: scenario)
        print(format == .json ? timeline.jsonText() : timeline.csvText(), terminator: "")
    }
}
