extension JSONValue {
    /// Compact JSON text on one line, keys in document order, numbers as `format` writes them (a
    /// number that is not finite, which JSON cannot hold, as null).
    package var compactText: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return n.isFinite ? JSONValue.format(n == 0 ? 0 : n) : "null"
        case let .string(s):
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        case let .array(items): return "[" + items.map(\.compactText).joined(separator: ", ") + "]"
        case let .object(pairs): return "{" + pairs.map { JSONValue.string($0.key).compactText + ": " + $0.value.compactText }.joined(separator: ", ") + "}"
        }
    }
}
