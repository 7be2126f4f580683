/// A parsed JSON document. The scenario reader uses its own parser so that every error can name a
/// line and column, duplicate keys are caught, and hostile input (deep nesting, huge numbers)
/// fails with a message instead of a crash.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in document order.
    case object([(key: String, value: JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value's kind as a user would name it in an error message.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A short rendering of the value for error messages.
    var brief: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return JSONValue.format(n)
        case let .string(s): return "\"" + JSONValue.escapedForMessage(s) + "\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Longest text of a value echoed in a message, in characters: an error stays one line of a
    /// terminal (80 columns is the classic terminal width) with room for its path and fix.
    package static let messageValueLength = 80

    /// `text` for an error message: control characters (newlines included) escaped as JSON
    /// writes them, so the message stays one line, and cut to `messageValueLength` characters
    /// with "…". Reads at most that many characters of `text`, however long it is.
    package static func escapedForMessage(_ text: String) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < messageValueLength else { return out + "…" }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where SystemPath.escapedByte(scalar) != nil:
                // A path's byte that is not UTF-8 (SystemPath), as the shell's $'\xNN' writes it.
                out += "\\x" + String(SystemPath.escapedByte(scalar)!, radix: 16, uppercase: true)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }

    /// Longest path shown in a message, in characters: two terminal lines; a longer path keeps its
    /// first 60 and last 99 characters around "…" (the end names the file).
    package static let messagePathLength = 160

    /// A file path for a message: control characters (newlines, ESC, C1 codes such as CSI)
    /// escaped as in `escapedForMessage`, a byte that is not UTF-8 as \xNN (`SystemPath`), so nothing reaches the terminal raw and the message
    /// stays one line, and cut to `messagePathLength` characters. Quotes and backslashes stay
    /// as they are, since they are part of the path.
    package static func escapedPathForMessage(_ path: String) -> String {
        var scalars = Array(path.unicodeScalars)
        var cut = false
        if scalars.count > messagePathLength {
            scalars = Array(scalars.prefix(60)) + Array(scalars.suffix(messagePathLength - 61))
            cut = true
        }
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            if cut && i == 60 { out += "…" }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where SystemPath.escapedByte(scalar) != nil:
                // A path's byte that is not UTF-8 (SystemPath), as the shell's $'\xNN' writes it.
                out += "\\x" + String(SystemPath.escapedByte(scalar)!, radix: 16, uppercase: true)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number as the scenario and timeline JSON write it: integers without a fraction.
    package static func format(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    subscript(key: String) -> JSONValue? {
        if case let .object(pairs) = self { return pairs.first { $0.key == key }?.value }
        return nil
    }
}
