import ArgumentParser
import PageRender

struct Strategies: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the strategy kinds with their parameters, defaults and rules.",
        discussion: "Each rule is tagged with its evidence: documented (Apple's documentation or headers), measured (on a device, by a developer), observed (read from UIKit's or SwiftUI's behaviour), recipe (a public recipe apps copy) or model (our choice where nothing public decides).")

    func run() throws {
        for info in StrategyRegistry.builtIn.descriptors {
            try StandardOutput.line("\(info.kind): \(info.summary)")
            let width = info.parameters.map { $0.name.count + $0.defaultValue.count + 3 }.max() ?? 0
            for p in info.parameters {
                let head = "\(p.name) = \(p.defaultValue)"
                try StandardOutput.line("    \(head)\(String(repeating: " ", count: width - head.count))  \(p.meaning)")
            }
            for rule in info.rules {
                try StandardOutput.line("    [\(rule.evidence.map(\.rawValue).joined(separator: ", "))] \(rule.rule)")
            }
        }
    }
}
