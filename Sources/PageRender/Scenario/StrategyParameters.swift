import Foundation

/// A strategy kind's parameters as read from a scenario: one value type per kind, which names its
/// kind's descriptor. `StrategySpec` holds one.
package protocol StrategyParameters: Sendable, Equatable {
    /// The kind these parameters belong to.
    static var descriptor: StrategyDescriptor { get }
}

extension StrategyParameters {
    /// True when `other` holds the same kind with the same values.
    func isEqual(to other: any StrategyParameters) -> Bool {
        (other as? Self) == self
    }
}

/// A number, integer or flag parameter whose default and range serve both the reader and the
/// listing, so the two cannot drift apart.
struct TypedParameter<Value: Sendable>: Sendable {
    let name: String
    let fallback: Value?
    let range: NumberRange
    /// The accepted values in words.
    let rangeText: String
    let meaning: String
    let readValue: @Sendable (JSONCursor, inout Diagnostics, Value?, NumberRange) -> Value
    let text: @Sendable (Value) -> String

    /// The value of this field of `strategy`: the default when absent, an error when out of range.
    func read(_ strategy: JSONCursor, _ d: inout Diagnostics) -> Value {
        readValue(strategy[name], &d, fallback, range)
    }

    /// The listing's line for this parameter.
    var description: StrategyParameter {
        StrategyParameter(name: name, defaultValue: fallback.map(text) ?? "required", range: rangeText, meaning: meaning)
    }

    /// The default as JSON text, for a starter scenario.
    var starter: StarterField { StarterField(name, fallback.map(text) ?? "null") }
}

extension TypedParameter where Value == Int {
    static func integer(_ name: String, default fallback: Int?, _ range: NumberRange, _ meaning: String) -> Self {
        Self(name: name, fallback: fallback, range: range, rangeText: range.wording, meaning: meaning,
             readValue: { c, d, fallback, range in c.integer(&d, default: fallback, range) }, text: { "\($0)" })
    }
}

extension TypedParameter where Value == Double {
    static func number(_ name: String, default fallback: Double?, _ range: NumberRange, _ meaning: String) -> Self {
        Self(name: name, fallback: fallback, range: range, rangeText: range.wording, meaning: meaning,
             readValue: { c, d, fallback, range in c.number(&d, default: fallback, range) }, text: { JSONValue.format($0) })
    }
}

extension TypedParameter where Value == Bool {
    static func flag(_ name: String, default fallback: Bool, _ meaning: String) -> Self {
        Self(name: name, fallback: fallback, range: .any, rangeText: "true or false", meaning: meaning,
             readValue: { c, d, fallback, _ in c.bool(&d, default: fallback ?? false) }, text: { "\($0)" })
    }
}
