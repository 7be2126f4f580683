import ArgumentParser
import Foundation
import PageRender

/// Command-line changes to scenarios, shared by every subcommand that reads scenarios (one
/// scenario through `ScenarioOptions`, or several, each overridden alike).
struct OverrideOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Replace the scenario's strategy with this kind and its default parameters (see 'renderpages strategies').", valueName: "kind"))
    var strategy: String?

    @Option(help: ArgumentHelp("Run the one scenario under each of these kinds side by side (compare, diff: two, plot, report); an item may set the kind's parameters after colons, and is its column's caption. Example: --strategies view-aligned,view-aligned:limitBehavior=always,swiftui-paging", valueName: "items"))
    var strategies: String?

    @Option(help: ArgumentHelp("Captions of the columns, curves or players in order, one per scenario file or --strategies item, instead of the kind and file name. Example: --labels Before,After", valueName: "labels"))
    var labels: String?

    /// The items of `--strategies`, checked: known kinds, parameters written name=value, no
    /// item twice, and not with `--strategy`.
    func strategyItems() throws -> [StrategyItem]? {
        guard let strategies else { return nil }
        if strategy != nil { throw ValidationError("use either --strategy or --strategies, not both") }
        do {
            return try StrategyRegistry.builtIn.items(parsing: strategies)
        } catch {
            // items(parsing:) throws only ScenarioError (a typed throw).
            throw ValidationError("--strategies: \(error.message)")
        }
    }

    /// The captions of `--labels`, checked against the number of columns when it is known.
    func captions(columns: Int? = nil) throws -> [String]? {
        guard let labels else { return nil }
        let captions = labels.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if let empty = captions.firstIndex(of: "") {
            throw ValidationError("--labels: label \(empty + 1) of \(captions.count) is empty; write one caption between each pair of commas")
        }
        if let columns, columns != captions.count {
            throw ValidationError("--labels gives \(captions.count) label\(captions.count == 1 ? "" : "s") for \(columns) column\(columns == 1 ? "" : "s"); give one per scenario file or --strategies item")
        }
        return captions
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

    /// Text that becomes a scenario value or a caption must be UTF-8 (only file names may hold
    /// other bytes, `ArgumentEncoding`).
    func validate() throws {
        try ArgumentEncoding.requireText(strategy, of: "--strategy")
        try ArgumentEncoding.requireText(strategies, of: "--strategies")
        try ArgumentEncoding.requireText(labels, of: "--labels")
        try ArgumentEncoding.requireText(axis, of: "--axis")
        for assignment in assignments { try ArgumentEncoding.requireText(assignment, of: "--set") }
    }

    var overrides: ScenarioOverrides {
        ScenarioOverrides(strategyKind: strategy, velocity: velocity, fps: fps, scale: scale, axis: axis, assignments: assignments)
    }
}
