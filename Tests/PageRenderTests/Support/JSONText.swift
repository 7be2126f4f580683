@testable import PageRender

extension JSONValue {
    /// Compact JSON text (keys in document order), for building test scenarios.
    var text: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return n.isFinite ? JSONValue.format(n) : "\(n)"
        case let .string(s):
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        case let .array(items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
        case let .object(pairs): return "{" + pairs.map { JSONValue.string($0.key).text + ": " + $0.value.text }.joined(separator: ", ") + "}"
        }
    }

    /// A copy without the object key at the end of `path` (`strategy.pages`).
    func removing(_ path: String) -> JSONValue {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard case let .object(pairs) = self else { return self }
        if parts.count == 1 { return .object(pairs.filter { $0.key != parts[0] }) }
        return .object(pairs.map { $0.key == parts[0] ? ($0.key, $0.value.removing(parts[1])) : $0 })
    }
}
