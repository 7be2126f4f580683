import ArgumentParser
import Foundation
import PageRender

/// The scenario argument and the command-line overrides every scenario-taking subcommand shares.
struct ScenarioOptions: ParsableArguments {
    @Argument(help: "Scenario file (JSON), or - for standard input.")
    var scenario: String

    @Option(help: ArgumentHelp("Replace the scenario's strategy with this kind and its default parameters (see 'renderpages strategies').", valueName: "kind"))
    var strategy: String?

    @Option(help: ArgumentHelp("Release velocity of the fling (the first fling of a gestures list), pt/ms, -100…100; write a negative one as --velocity=-2.", valueName: "pt/ms"))
    var velocity: Double?

    @Option(help: "Output frames per second, 1…240.")
    var fps: Double?

    @Option(help: "Pixels per point (screen.scale), 1…4; at most 8192 px per side.")
    var scale: Double?

    @Option(help: ArgumentHelp("Scroll axis: horizontal or vertical.", valueName: "axis"))
    var axis: String?

    @Option(name: .customLong("set"),
            help: ArgumentHelp("Set a scenario field by its JSON path before validation; the value is JSON or else a string. Repeatable; applied after the options above. Example: --set strategy.pages=5 --set gestures[1].pause=0",
                               valueName: "path=value"))
    var assignments: [String] = []

    @Option(help: "Refuse a timeline of more frames than this (it is checked before anything is written).")
    var maxFrames: Int = ScenarioLimits.defaultMaxFrames

    func validate() throws {
        guard maxFrames >= 1 else { throw ValidationError("--max-frames must be at least 1, got \(maxFrames)") }
    }

    var overrides: ScenarioOverrides {
        ScenarioOverrides(strategyKind: strategy, velocity: velocity, fps: fps, scale: scale, axis: axis, assignments: assignments)
    }

    /// Reads the scenario (file or stdin) with the overrides applied, validated.
    func loadScenario() throws -> Scenario {
        try renderpages.loadScenario(scenario, overrides: overrides)
    }

    /// Loads and simulates the scenario, and checks the frame count against `--max-frames`
    /// before any output is produced.
    func loadTimeline() throws -> (Scenario, Timeline) {
        let scenario = try loadScenario()
        let timeline = try simulate(scenario, path: self.scenario)
        let frames = timeline.samples.count
        guard frames <= maxFrames else {
            let seconds = JSONValue.format((timeline.rest.t / 100).rounded() / 10)
            throw ValidationError("\(sourceName(self.scenario)): the timeline has \(frames) frames (\(seconds) s at \(JSONValue.format(scenario.fps)) fps), more than --max-frames \(maxFrames); lower fps, shorten the gestures or raise --max-frames")
        }
        return (scenario, timeline)
    }
}
