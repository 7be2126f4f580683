import Foundation

/// One item of a `--strategies` list: a kind and, chained after it, parameters of that kind
/// (`view-aligned:limitBehavior=always:anchor=center`), kept as written for its caption.
package struct StrategyItem: Sendable, Equatable {
    /// The item as written (without surrounding spaces): the caption of its column.
    package var text: String
    package var kind: String
    /// `name=value` pairs in order; a name may be a path inside the strategy object
    /// (`pagingConfiguration.alignment.horizontal=center`), a value JSON or else a string.
    package var parameters: [(name: String, value: String)]

    package static func == (a: StrategyItem, b: StrategyItem) -> Bool {
        a.text == b.text && a.kind == b.kind && a.parameters.elementsEqual(b.parameters, by: { $0 == $1 })
    }

    /// The parameters as `--set`-style assignments into the scenario's `strategy` object.
    package var assignments: [String] { parameters.map { "strategy.\($0.name)=\($0.value)" } }

    /// Splits `text` at each `separator` that is outside quotes, brackets and braces, so a JSON
    /// value may hold commas and colons (`safeArea={"leading":10,"trailing":10}`).
    static func split(_ text: Substring, at separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex, depth = 0, quoted = false, escaped = false
        for i in text.indices {
            let c = text[i]
            if quoted {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { quoted = false }
                continue
            }
            switch c {
            case "\"": quoted = true
            case "[", "{": depth += 1
            case "]", "}": depth = max(0, depth - 1)
            case separator where depth == 0:
                parts.append(text[start..<i])
                start = text.index(after: i)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }
}

extension StrategyRegistry {
    /// The items of a `K1,K2:name=value,...` list (`--strategies`): each kind known, each
    /// parameter written `name=value` once, no item twice. Throws a `ScenarioError` naming the
    /// bad item and the fix.
    package func items(parsing list: String) throws(ScenarioError) -> [StrategyItem] {
        var items: [StrategyItem] = []
        for written in StrategyItem.split(Substring(list), at: ",") {
            let text = written.trimmingCharacters(in: .whitespaces)
            let parts = StrategyItem.split(Substring(text), at: ":")
            let kind = parts[0].trimmingCharacters(in: .whitespaces)
            guard descriptor(kind: kind) != nil else {
                let shown = kind.isEmpty ? "an empty kind" : "the unknown kind \"\(kind)\"\(NearestName.hint(for: kind, in: kinds))"
                throw ScenarioError("", "item \"\(text)\" has \(shown); known kinds: \(kinds.joined(separator: ", "))")
            }
            var parameters: [(name: String, value: String)] = []
            for part in parts.dropFirst() {
                guard let equals = part.firstIndex(of: "="), case let name = part[..<equals].trimmingCharacters(in: .whitespaces), !name.isEmpty else {
                    throw ScenarioError("", "item \"\(text)\": \"\(part)\" is not a parameter; write KIND:name=value, e.g. view-aligned:limitBehavior=always")
                }
                if name == "kind" { throw ScenarioError("", "item \"\(text)\" sets kind; the kind is the item's first part") }
                guard !parameters.contains(where: { $0.name == name }) else {
                    throw ScenarioError("", "item \"\(text)\" sets \(name) twice; give each parameter once")
                }
                parameters.append((name, String(part[part.index(after: equals)...])))
            }
            let item = StrategyItem(text: text, kind: kind, parameters: parameters)
            if items.contains(where: { $0.text == text }) { throw ScenarioError("", "lists \"\(text)\" twice; name each item once") }
            items.append(item)
        }
        return items
    }
}

extension ScenarioOverrides {
    /// These overrides under `item`: the strategy replaced by the item's kind with its default
    /// parameters, then the item's parameters set after every other assignment (an item's own
    /// parameter outranks a `--set` that every item shares).
    package func variant(_ item: StrategyItem) -> ScenarioOverrides {
        var variant = self
        variant.strategyKind = item.kind
        variant.assignments += item.assignments
        return variant
    }
}
