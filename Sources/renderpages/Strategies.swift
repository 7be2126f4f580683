import ArgumentParser
import PageRender

struct Strategies: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the strategy kinds with their parameters and defaults.")

    func run() throws {
        for kind in StrategySpec.kinds {
            print(kind)
        }
    }
}
