/// An item label: text where `{n}` is the 1-based item number and `{i}` the 0-based index, or
/// none (`false`).
package struct LabelTemplate: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case text(String)
        case number
        case index
    }

    var parts: [Part]

    /// No label.
    static let none = LabelTemplate(parts: [])
    /// The item number alone.
    static let number = LabelTemplate(parts: [.number])

    init(parts: [Part]) { self.parts = parts }

    /// Parses a template; throws the message for the first unknown placeholder or unclosed brace.
    package init(parsing text: String) throws(ScenarioError) {
        var parts: [Part] = []
        var literal = ""
        // Scalars, not characters: a brace followed by a combining mark is one character that is
        // not "}", and a placeholder's brace must still close it.
        var rest = Substring(text).unicodeScalars
        while let open = rest.firstIndex(of: "{") {
            literal += String(rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw ScenarioError("", "has a \"{\" without a closing \"}\"; placeholders are {n} (the item number, from 1) and {i} (the index, from 0)")
            }
            let name = String(rest[rest.index(after: open)..<close])
            switch name {
            case "n", "i":
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = ""
                parts.append(name == "n" ? .number : .index)
            default:
                let near = NearestName.suggestion(for: name, in: ["n", "i"]).map { "did you mean {\($0)}? " } ?? ""
                throw ScenarioError("", "has the unknown placeholder {\(name)}; \(near)use {n} (the item number, from 1) or {i} (the index, from 0)")
            }
            rest = rest[rest.index(after: close)...]
        }
        literal += String(rest)
        if !literal.isEmpty { parts.append(.text(literal)) }
        self.parts = parts
    }

    /// The label of item `index` (0-based).
    func text(index: Int) -> String {
        parts.map {
            switch $0 {
            case let .text(s): return s
            case .number: return String(index + 1)
            case .index: return String(index)
            }
        }.joined()
    }

    var isEmpty: Bool { parts.isEmpty }
}
