import ArgumentParser
import PageRender

struct Strategies: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the strategy kinds with their parameters and defaults.")

    func run() throws {
        for info in StrategyRegistry.builtIn.descriptors {
            try StandardOutput.line("\(info.kind): \(info.summary)")
            let width = info.parameters.map { $0.name.count + $0.defaultValue.count + 3 }.max() ?? 0
            for p in info.parameters {
                let head = "\(p.name) = \(p.defaultValue)"
                try StandardOutput.line("    \(head)\(String(repeating: " ", count: width - head.count))  \(p.meaning)")
            }
        }
    }
}
