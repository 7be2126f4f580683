import Foundation

extension StrategyRegistry {
    /// The kinds of a `K1,K2,...` list (`--strategies`): each known, none twice, at least one.
    /// Throws a `ScenarioError` naming the bad entry and the known kinds.
    package func kinds(parsing list: String) throws(ScenarioError) -> [String] {
        let kinds = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        for (i, kind) in kinds.enumerated() {
            guard descriptor(kind: kind) != nil else {
                throw ScenarioError("", "unknown kind \"\(kind)\"; known kinds: \(self.kinds.joined(separator: ", "))")
            }
            if kinds.prefix(i).contains(kind) { throw ScenarioError("", "lists \"\(kind)\" twice; name each kind once") }
        }
        return kinds
    }
}

extension ScenarioOverrides {
    /// One scenario under several kinds: these overrides once per kind, each replacing the
    /// strategy with that kind and its default parameters (the items come from the scenario's
    /// `content`). Any command can load one scenario per variant and title it by its kind.
    package func variants(strategyKinds kinds: [String]) -> [ScenarioOverrides] {
        kinds.map { kind in
            var variant = self
            variant.strategyKind = kind
            return variant
        }
    }
}
