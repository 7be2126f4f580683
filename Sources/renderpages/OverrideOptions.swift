import ArgumentParser
import PageRender

/// Command-line changes to scenarios, shared by every subcommand that reads scenarios (one
/// scenario through `ScenarioOptions`, or several, each overridden alike).
struct OverrideOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Replace the scenario's strategy with this kind and its default parameters (see 'renderpages strategies').", valueName: "kind"))
    var strategy: String?

    @Option(help: ArgumentHelp("Run the one scenario under each of these kinds, with their defaults, side by side (compare, diff: two, plot, report). Example: --strategies native-paging,page-offsets,hidden-pager", valueName: "kinds"))
    var strategies: String?

    /// The kinds of `--strategies`, checked: known, distinct, and not with `--strategy`.
    func strategyKinds() throws -> [String]? {
        guard let strategies else { return nil }
        if strategy != nil { throw ValidationError("use either --strategy or --strategies, not both") }
        do {
            return try StrategyRegistry.builtIn.kinds(parsing: strategies)
        } catch {
            // kinds(parsing:) throws only ScenarioError (a typed throw).
            throw ValidationError("--strategies: \(error.message)")
        }
    }

    @Option(help: ArgumentHelp("Release velocity of the fling (the first fling of a gestures list), pt/ms, -100…100; write a negative one as --velocity=-2.", valueName: "pt/ms"))
    var velocity: Double?

    @Option(help: "Output frames per second, 1…240.")
    var fps: Double?

    @Option(help: "Pixels per point (screen.scale), 0.25…4; at most 8192 px per side.")
    var scale: Double?

    @Option(help: ArgumentHelp("Scroll axis: horizontal or vertical.", valueName: "axis"))
    var axis: String?

    @Option(name: .customLong("set"),
            help: ArgumentHelp("Set a scenario field by its JSON path before validation; the value is JSON or else a string. Repeatable; applied after the options above. Example: --set strategy.pages=5 --set gestures[1].pause=0",
                               valueName: "path=value"))
    var assignments: [String] = []

    var overrides: ScenarioOverrides {
        ScenarioOverrides(strategyKind: strategy, velocity: velocity, fps: fps, scale: scale, axis: axis, assignments: assignments)
    }
}
