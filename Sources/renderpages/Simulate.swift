import ArgumentParser
import PageRender

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the scroll timeline of a scenario (releases, rest, samples).")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

    @OptionGroup var input: ScenarioOptions

    @Option(help: "Output format: json or csv.")
    var format: Format = .json

    @Flag(help: "Add every item drawn at each sample: its layout frame, the corners it is drawn at, opacity, zIndex and effect values (csv: one row per item and sample; docs/scenario.md).")
    var items = false

    func run() throws {
        let (scenario, timeline) = try input.loadTimeline()
        guard items else { return try StandardOutput.write(format == .json ? timeline.jsonText() : timeline.csvText()) }
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []))
        try StandardOutput.write(format == .json ? scenes.itemsJSON(timeline) : scenes.itemsCSV(timeline))
    }
}
