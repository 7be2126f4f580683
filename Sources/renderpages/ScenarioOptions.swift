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

    /// How messages name the scenario's source.
    var sourceName: String { scenario == "-" ? "<stdin>" : scenario }

    var overrides: ScenarioOverrides {
        ScenarioOverrides(strategyKind: strategy, velocity: velocity, fps: fps, scale: scale, axis: axis, assignments: assignments)
    }

    /// Reads the scenario (file or stdin), applies the overrides and validates it. Every problem
    /// becomes one line naming the source and the JSON path, reported together (exit status 2).
    func loadScenario() throws -> Scenario {
        let bytes: [UInt8]
        if scenario == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: scenario, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: scenario) else {
                throw ValidationError("cannot read scenario \(scenario): no such readable file; check the path, or pass - to read standard input")
            }
            bytes = Array(data)
        }
        do {
            return try Scenario.read(overrides.apply(to: JSONParser.parse(bytes)))
        } catch let error as JSONParser.SyntaxError {
            throw ValidationError("\(sourceName): \(error)")
        } catch let error as ScenarioErrors {
            throw ValidationError(error.errors.map { "\(sourceName): \($0)" }.joined(separator: "\n"))
        }
    }

    /// Loads and simulates the scenario, and checks the frame count against `--max-frames`
    /// before any output is produced.
    func loadTimeline() throws -> (Scenario, Timeline) {
        let scenario = try loadScenario()
        let timeline: Timeline
        do {
            timeline = try ScrollSimulation.timeline(for: scenario)
        } catch let error as SimulationError {
            throw ValidationError("\(sourceName): \(error)")
        }
        let frames = timeline.samples.count
        guard frames <= maxFrames else {
            let seconds = JSONValue.format((timeline.rest.t / 100).rounded() / 10)
            throw ValidationError("\(sourceName): the timeline has \(frames) frames (\(seconds) s at \(JSONValue.format(scenario.fps)) fps), more than --max-frames \(maxFrames); lower fps, shorten the gestures or raise --max-frames")
        }
        return (scenario, timeline)
    }
}
