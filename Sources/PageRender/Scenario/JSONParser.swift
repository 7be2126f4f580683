/// A strict RFC 8259 JSON parser over UTF-8 bytes. Errors name the line and column.
public struct JSONParser {
    /// Nesting deeper than this is rejected (no scenario needs more than a handful of levels).
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    /// Malformed JSON: where (1-based line and column) and what.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        var line: Int
        var column: Int
        var reason: String
        /// The error with its line and column.
        public var description: String { "invalid JSON at line \(line), column \(column): \(reason)" }
    }

    package static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        if parser.index >= bytes.count { throw parser.error("the document is empty; write a JSON object such as {\"screen\": ...}") }
        if let hint = encodingHint(bytes) { throw parser.error(hint) }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ reason: String) -> SyntaxError {
        var line = 1, column = 1
        for b in bytes[0..<min(index, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return SyntaxError(line: line, column: column, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of document") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character \(Self.describe(bytes[index]))\(Self.hint(bytes[index]))")
        }
    }

    /// The comment hint alone, for a place where any other character is simply out of place.
    private static func commentHint(_ byte: UInt8) -> String {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") ? hint(byte) : ""
    }

    /// What a new user most likely meant by a character JSON does not allow where a value or a
    /// key starts: single quotes, comments, unquoted names.
    private static func hint(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "'"): "; JSON strings and keys take double quotes"
        case UInt8(ascii: "/"), UInt8(ascii: "#"): "; JSON has no comments: write a \"_comment\" field, which the reader ignores"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): "; text takes double quotes (\"fast\"), and the only bare words are true, false and null"
        case UInt8(ascii: "+"), UInt8(ascii: "."): "; write numbers as 2 or 0.5, without a leading + or ."
        default: ""
        }
    }

    /// Why a document in another encoding cannot be read, from its first bytes: a UTF-8 byte
    /// order mark (EF BB BF), a UTF-16 or UTF-32 one (FF FE, FE FF), or a NUL among the first
    /// two bytes (UTF-16 or UTF-32 text of ASCII characters without a mark); nil for anything else.
    static func encodingHint(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return "the file starts with a UTF-8 byte order mark; save it as UTF-8 without a BOM"
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(2).contains(0) {
            return "the file looks like UTF-16 or UTF-32 text; save it as UTF-8"
        }
        return nil
    }

    /// A byte for a message: a printable ASCII character quoted, anything else (a control
    /// character, ESC, a byte of a multi-byte UTF-8 sequence) as its hexadecimal value, so that
    /// nothing reaches the terminal raw and nothing is decoded as Latin-1.
    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "(byte 0x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true)))"
    }

    private mutating func expectWord(_ word: String) throws {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("unexpected word; expected \(word)\(Self.hint(UInt8(ascii: "a")))")
        }
        index += w.count
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        index += 1
        var pairs: [(key: String, value: JSONValue)] = []
        // Hashing keeps the duplicate check linear in the key count (a search through `pairs`
        // made 40,000 keys take seconds).
        var seen: Set<String> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key\(index < bytes.count ? Self.hint(bytes[index]) : "")") }
            let keyStart = index
            let key = try parseString()
            guard seen.insert(key).inserted else {
                index = keyStart
                throw error("duplicate key \(JSONValue.string(key).brief); keep only one")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key \(JSONValue.string(key).brief)") }
            index += 1
            skipWhitespace()
            pairs.append((key, try parseValue(depth: depth + 1)))
            let valueEnd = index
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of document inside an object") }
            if bytes[index] == UInt8(ascii: ",") { try skipComma(before: "}"); continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
            if bytes[index] == UInt8(ascii: "\"") { index = valueEnd; throw error("expected ',' after this value, before the next key") }
            throw error("expected ',' or '}' in an object\(Self.commentHint(bytes[index]))")
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of document inside an array") }
            if bytes[index] == UInt8(ascii: ",") { try skipComma(before: "]"); continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error("expected ',' or ']' in an array\(Self.commentHint(bytes[index]))")
        }
    }

    /// Steps over the comma at `index`. A comma followed by the closing `bracket` is reported
    /// at the comma itself: reported at the bracket, it pointed at the line after the mistake.
    private mutating func skipComma(before bracket: Unicode.Scalar) throws {
        let comma = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: bracket) {
            index = comma
            throw error("a comma before '\(bracket)'; JSON allows none after the last \(bracket == "}" ? "member" : "element"), so remove it")
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flushRaw() throws {
            if raw.isEmpty { return }
            guard let s = String(validating: raw, as: UTF8.self) else { throw error("invalid UTF-8 in a string") }
            scalars.append(contentsOf: s.unicodeScalars)
            raw.removeAll()
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { index += 1; break }
            if b < 0x20 { throw error("control character in a string; escape it") }
            if b != UInt8(ascii: "\\") { raw.append(b); index += 1; continue }
            try flushRaw()
            index += 1
            guard index < bytes.count else { throw error("unterminated escape") }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate escape")
                    }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode escape") }
                scalars.append(scalar)
            default: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
        }
        try flushRaw()
        return String(scalars)
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short unicode escape") }
        var v: UInt32 = 0
        for b in bytes[index..<index + 4] {
            v <<= 4
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v |= UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v |= UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v |= UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a unicode escape")
            }
        }
        index += 4
        return v
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - s
        }
        let intStart = index
        guard digits() > 0 else { throw error("a number needs digits") }
        if bytes[intStart] == UInt8(ascii: "0"), index - intStart > 1 { index = intStart; throw error("leading zeros are not allowed in numbers") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("digits expected after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("digits expected in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(JSONValue.escapedForMessage(text)) is out of range")
        }
        return value
    }
}
