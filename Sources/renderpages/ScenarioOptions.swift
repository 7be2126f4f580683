import ArgumentParser
import Foundation
import PageRender

/// The scenario argument, the command-line overrides and the frame limit that every subcommand
/// taking one scenario shares.
struct ScenarioOptions: ParsableArguments {
    @Argument(help: "Scenario file (JSON), or - for standard input.")
    var scenario: String

    @OptionGroup var changes: OverrideOptions

    @Option(help: "Refuse a timeline of more frames than this (it is checked before anything is written).")
    var maxFrames: Int = ScenarioLimits.defaultMaxFrames

    func validate() throws {
        guard maxFrames >= 1 else { throw ValidationError("--max-frames must be at least 1, got \(maxFrames)") }
        if changes.strategies != nil {
            throw ValidationError("--strategies runs one scenario under several kinds side by side (compare, diff, plot, report); here use --strategy KIND")
        }
        if changes.labels != nil {
            throw ValidationError("--labels captions the columns of compare, diff, plot and report; a single scenario here has none")
        }
    }

    /// Reads the scenario (file or stdin) with the overrides applied, validated.
    func loadScenario() throws -> Scenario {
        try renderpages.loadScenario(scenario, overrides: changes.overrides)
    }

    /// Loads and simulates the scenario, and checks the frame count against `--max-frames`
    /// before any output is produced.
    /// With `loopingBack`, a gesture returning to the first offset is appended first
    /// (`Scenario.loopingBack`).
    func loadTimeline(loopingBack: Bool = false) throws -> (Scenario, Timeline) {
        var scenario = try loadScenario()
        // Checked on a lower bound first: a scenario far over the limit is refused before the
        // simulation spends time and memory on it.
        let least = scenario.minimumFrameCount
        guard least <= maxFrames else {
            let seconds = JSONValue.format((scenario.minimumDuration / 100).rounded() / 10)
            throw ValidationError("\(sourceName(self.scenario)): the timeline has at least \(least) frames (\(seconds) s of gestures at \(JSONValue.format(scenario.fps)) fps), more than --max-frames \(maxFrames); lower fps, shorten the gestures or raise --max-frames")
        }
        var timeline = try simulate(scenario, path: self.scenario)
        if loopingBack, let back = scenario.loopingBack(timeline) {
            scenario = back
            timeline = try simulate(scenario, path: self.scenario)
        }
        let frames = timeline.samples.count
        guard frames <= maxFrames else {
            let seconds = JSONValue.format((timeline.rest.t / 100).rounded() / 10)
            throw ValidationError("\(sourceName(self.scenario)): the timeline has \(frames) frames (\(seconds) s at \(JSONValue.format(scenario.fps)) fps), more than --max-frames \(maxFrames); lower fps, shorten the gestures or raise --max-frames")
        }
        return (scenario, timeline)
    }
}
