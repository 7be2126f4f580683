import Foundation
@testable import PageRender

/// Shrinks a failing scenario (as JSON) to a small one that still fails: removes optional fields
/// and list elements and rounds numbers, one change at a time, keeping any change after which the
/// reader still accepts the scenario and it still fails, until no change does.
enum ScenarioShrinker {
    static func shrink(_ json: JSONValue, stillFails: (Scenario) -> Bool) -> JSONValue {
        var current = json
        var progress = true
        var attempts = 0
        while progress, attempts < 3000 {
            progress = false
            for candidate in simpler(current) where candidate != current {
                attempts += 1
                if let scenario = try? Scenario.read(candidate), stillFails(scenario) {
                    current = candidate
                    progress = true
                    break
                }
            }
        }
        return current
    }

    /// Simpler numbers: 0, the integer, one decimal, half.
    static func simpler(_ x: Double) -> [Double] {
        [0, x.rounded(), (x * 10).rounded() / 10, (x / 2).rounded()].filter { $0 != x && abs($0) <= abs(x) }
    }

    /// Every one-step simplification of `value`, in the order they are tried.
    static func simpler(_ value: JSONValue) -> [JSONValue] {
        switch value {
        case let .number(x):
            return simpler(x).map(JSONValue.number)
        case let .bool(b):
            return b ? [.bool(false)] : []
        case let .array(items):
            var out: [JSONValue] = items.indices.map { i in .array(items.enumerated().filter { $0.offset != i }.map(\.element)) }
            for (i, item) in items.enumerated() {
                out += simpler(item).map { replacement in .array(items.enumerated().map { $0.offset == i ? replacement : $0.element }) }
            }
            return out
        case let .object(pairs):
            var out: [JSONValue] = pairs.indices.map { i in .object(pairs.enumerated().filter { $0.offset != i }.map(\.element)) }
            if let list = value["gestures"], case let .array(items) = list, let first = items.first {
                out.insert(.object(pairs.filter { $0.key != "gestures" } + [("gesture", first)]), at: 0)
            }
            for (i, pair) in pairs.enumerated() {
                out += simpler(pair.value).map { replacement in
                    .object(pairs.enumerated().map { $0.offset == i ? (pair.key, replacement) : $0.element })
                }
            }
            return out
        default:
            return []
        }
    }
}
