import ArgumentParser
import PageRender

struct Strategies: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the strategy kinds with their parameters, defaults and rules.",
        discussion: "Each rule is tagged with its evidence: documented (Apple's documentation or headers), measured (on a device, by a developer), observed (read from UIKit's or SwiftUI's behaviour), recipe (a public recipe apps copy) or model (our choice where nothing public decides). After the kinds, the scroll-driven effects of look.items.transition, look.items.layoutEffect and look.items.visualEffect, tagged as their specification tags them: doc (Apple's documentation or sample code), dump (the decompiled iOS 26.1 SwiftUI), src (an open-source reimplementation or the library's source) or model.")

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
        try StandardOutput.line("effects, look.items.transition (docs/effects.md): SwiftUI's scrollTransition")
        for entry in EffectCatalogue.transition { try StandardOutput.line("    " + entry.line) }
        try StandardOutput.line("effects, look.items.layoutEffect (docs/effects.md): the UIKit layouts that transform cells by distance")
        for entry in EffectCatalogue.layout { try StandardOutput.line("    " + entry.line) }
        try StandardOutput.line("effects, look.items.visualEffect (docs/effects.md): SwiftUI visualEffect carousel recipes, by the item's frame")
        for entry in EffectCatalogue.visual { try StandardOutput.line("    " + entry.line) }
    }
}
