/// What the architecture check needs from one Swift file: the modules it imports, the types it
/// declares at top level, and every identifier of its code. Comments and string literals are
/// skipped (a word in them is not a reference); string interpolations are code and are read.
///
/// A token scanner, not a parser: one pass over the bytes, so the whole library scans in
/// milliseconds. It knows Swift's comments (nested block comments too), string literals (single-
/// and multi-line, raw `#"…"#`, interpolation `\(…)` at any depth) and regex literals `#/…/#`.
struct SwiftFileSymbols: Sendable {
    var imports: [String] = []
    /// Types declared at file level that other files can name (private and fileprivate ones are
    /// left out: they are invisible outside their file).
    var declaredTypes: [String] = []
    var identifiers: Set<String> = []

    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    static let modifiers: Set<String> = ["public", "package", "internal", "open", "final", "indirect", "nonisolated", "private", "fileprivate"]
    /// `import struct CCairo.cairo_t` names a declaration kind before the module.
    static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    private init() {}

    init(_ text: String) {
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.code(untilClosingParenthesis: false)
        self = scanner.symbols
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var braceDepth = 0
        var symbols = SwiftFileSymbols()
        /// File-level token state: the previous token, whether `private`/`fileprivate` was seen
        /// since the last declaration, whether an `import` is waiting for its module name.
        var previous = ""
        var isPrivate = false
        var inImport = false
        var afterAt = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        static func isIdentifierStart(_ c: UInt8) -> Bool { c == 95 || (65...90).contains(c) || (97...122).contains(c) || c >= 0x80 }
        static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || (48...57).contains(c) }

        /// Reads code until the end, or (inside an interpolation) past the `)` that closes it.
        mutating func code(untilClosingParenthesis: Bool) {
            var parentheses = 0
            while i < bytes.count {
                let c = bytes[i]
                switch c {
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    while i < bytes.count, bytes[i] != 10 { i += 1 }
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    blockComment()
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if at(i + hashes) == UInt8(ascii: "\"") {
                        i += hashes
                        string(hashes: hashes)
                    } else if at(i + hashes) == UInt8(ascii: "/") {
                        i += hashes + 1
                        regex(hashes: hashes)
                    } else {
                        i += hashes
                    }
                case UInt8(ascii: "\""):
                    string(hashes: 0)
                case UInt8(ascii: "`"):
                    let start = i + 1
                    i = start
                    while i < bytes.count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 10 { i += 1 }
                    token(String(decoding: bytes[start..<i], as: UTF8.self))
                    i += 1
                case UInt8(ascii: "@"):
                    afterAt = true
                    i += 1
                case UInt8(ascii: "("):
                    parentheses += 1
                    i += 1
                case UInt8(ascii: ")"):
                    i += 1
                    if untilClosingParenthesis, parentheses == 0 { return }
                    parentheses -= 1
                case UInt8(ascii: "{"):
                    braceDepth += 1
                    i += 1
                case UInt8(ascii: "}"):
                    braceDepth -= 1
                    i += 1
                case 48...57:
                    // A number literal (1_000, 0x1F, 2.5e-3): its letters are not identifiers.
                    while i < bytes.count, Self.isIdentifierPart(bytes[i])
                        || (bytes[i] == UInt8(ascii: ".") && (48...57).contains(at(i + 1))) { i += 1 }
                case _ where Self.isIdentifierStart(c):
                    let start = i
                    while i < bytes.count, Self.isIdentifierPart(bytes[i]) { i += 1 }
                    token(String(decoding: bytes[start..<i], as: UTF8.self))
                default:
                    i += 1
                }
            }
        }

        mutating func token(_ name: String) {
            symbols.identifiers.insert(name)
            defer { afterAt = false }
            guard braceDepth == 0, !afterAt else { return }
            if inImport {
                if SwiftFileSymbols.importKinds.contains(name) { return }
                symbols.imports.append(name)
                inImport = false
            } else if name == "import" {
                inImport = true
            } else if SwiftFileSymbols.declarationKeywords.contains(previous) {
                if !isPrivate { symbols.declaredTypes.append(name) }
                isPrivate = false
            } else if name == "private" || name == "fileprivate" {
                isPrivate = true
            } else if !SwiftFileSymbols.modifiers.contains(name) && !SwiftFileSymbols.declarationKeywords.contains(name) {
                isPrivate = false
            }
            previous = name
        }

        mutating func blockComment() {
            var depth = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                    depth += 1
                    i += 2
                } else if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    i += 2
                    if depth == 0 { return }
                } else {
                    i += 1
                }
            }
        }

        /// At the opening quote of a string with `hashes` `#` before it; ends past its closing
        /// delimiter. `\(…)` (with the same number of `#` after the backslash) is code.
        mutating func string(hashes: Int) {
            let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
            i += multiline ? 3 : 1
            func hashesFollow(_ k: Int) -> Bool { (0..<hashes).allSatisfy { at(k + $0) == UInt8(ascii: "#") } }
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\\"), hashesFollow(i + 1) {
                    i += 1 + hashes
                    if at(i) == UInt8(ascii: "(") {
                        i += 1
                        code(untilClosingParenthesis: true)
                    } else {
                        i += 1
                    }
                } else if c == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ at(i + $0) == UInt8(ascii: "\"") }), hashesFollow(i + quotes) {
                        i += quotes + hashes
                        return
                    }
                    i += 1
                } else {
                    i += 1
                }
            }
        }

        /// Inside `#/…/#` (extended regex literal): skipped to its closing `/#…`.
        mutating func regex(hashes: Int) {
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), (1...hashes).allSatisfy({ at(i + $0) == UInt8(ascii: "#") }) {
                    i += 1 + hashes
                    return
                }
                i += 1
            }
        }
    }
}
