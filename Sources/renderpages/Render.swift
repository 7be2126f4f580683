import ArgumentParser
import Foundation
import PageRender

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every frame of a scenario to PNG files plus manifest.json.")

    @Argument(help: "Scenario file (JSON), or - for standard input.")
    var scenario: String

    @Option(help: "Output folder for frame-0000.png … and manifest.json.")
    var out: String

    @Option(help: "Pixels per point (1…4); default: the scenario's screen.scale.")
    var scale: Double?

    func validate() throws {
        if let scale, !(1...4).contains(scale) {
            throw ValidationError("--scale must be between 1 and 4, got \(scale)")
        }
    }

    func run() throws {
        let scenario = try loadScenario(self.scenario)
        let timeline = try simulate(scenario, path: self.scenario)
        let written = try FrameRenderer(scenario: scenario, timeline: timeline, scale: scale ?? scenario.screen.scale)
            .writePNGSequence(to: out)
        print("wrote \(written) frames to \(out)")
    }
}
