import Foundation

/// The public declarations of one Swift file, found from its text the way `scripts/public-api.sh`
/// finds them in the compiler's symbol graph, but without building: every declaration marked
/// `public` or `open`, every case of a public enum and every requirement of a public protocol
/// (which are public without the keyword). A declaration is documented when a `///` line comes
/// right before it (attributes such as `@discardableResult` may stand between).
struct PublicDeclarations {
    /// One public declaration: its 1-based line, the symbols it declares (`case a, b` declares
    /// two) and whether a doc comment precedes it.
    struct Declaration: Equatable {
        var line: Int
        var symbols: Int
        var documented: Bool
    }

    var declarations: [Declaration] = []

    /// A type declaration that may hold public members without the keyword.
    private struct Container {
        var indent: Int
        var isPublicEnum: Bool
        var isPublicProtocol: Bool
    }

    /// Words that may stand before a declaration's keyword.
    private static let modifiers: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private", "static", "final",
                                                 "mutating", "nonmutating", "override", "indirect", "nonisolated", "convenience",
                                                 "required", "lazy", "weak", "unowned", "dynamic"]
    private static let keywords: Set<String> = ["func", "var", "let", "init", "subscript", "struct", "enum", "class", "protocol",
                                                "typealias", "extension", "actor", "case", "associatedtype", "deinit"]
    private static let requirementKeywords: Set<String> = ["func", "var", "init", "subscript", "associatedtype"]

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var containers: [Container] = []
        for (index, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.isEmpty || code.hasPrefix("//") { continue }
            let indent = line.prefix { $0 == " " }.count
            while let last = containers.last, last.indent >= indent, !code.hasPrefix("}") { containers.removeLast() }
            while let last = containers.last, last.indent > indent { containers.removeLast() }
            let words = Self.words(code)
            guard let k = words.firstIndex(where: Self.keywords.contains),
                  words[..<k].allSatisfy({ Self.modifiers.contains($0) || $0.hasPrefix("@") || $0.hasSuffix("(set)") }) else { continue }
            let isPublic = words[..<k].contains("public") || words[..<k].contains("open")
            let parent = containers.last.flatMap { $0.indent == indent - 4 ? $0 : nil }
            if isPublic {
                declarations.append(Declaration(line: index + 1, symbols: 1, documented: Self.documented(lines, before: index)))
            } else if parent?.isPublicEnum == true, k == 0, words[k] == "case" {
                let names = code.dropFirst(4).split(separator: "(").first.map { $0.split(separator: ",").count } ?? 1
                declarations.append(Declaration(line: index + 1, symbols: names, documented: Self.documented(lines, before: index)))
            } else if parent?.isPublicProtocol == true, Self.requirementKeywords.contains(words[k]) {
                declarations.append(Declaration(line: index + 1, symbols: 1, documented: Self.documented(lines, before: index)))
            }
            if ["struct", "enum", "class", "protocol", "extension", "actor"].contains(words[k]) {
                containers.append(Container(indent: indent, isPublicEnum: words[k] == "enum" && isPublic,
                                            isPublicProtocol: words[k] == "protocol" && isPublic))
            }
        }
    }

    /// The line's leading words: names, attributes and `private(set)`-style modifiers, up to the
    /// first token that goes on with punctuation (`init(`, `Kind:`), whose name part ends the list.
    private static func words(_ code: String) -> [String] {
        var result: [String] = []
        for token in code.split(separator: " ") {
            if token.hasSuffix("(set)") { result.append(String(token)); continue }
            let name = token.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" }
            if !name.isEmpty { result.append(String(name)) }
            if name.count < token.count || name.isEmpty { break }
        }
        return result
    }

    /// True when a `///` line precedes `index`, attribute lines skipped.
    private static func documented(_ lines: [String], before index: Int) -> Bool {
        var i = index - 1
        while i >= 0 {
            let previous = lines[i].trimmingCharacters(in: .whitespaces)
            if previous.hasPrefix("@") { i -= 1; continue }
            return previous.hasPrefix("///")
        }
        return false
    }

    /// Symbols the declarations declare.
    var symbolCount: Int { declarations.reduce(0) { $0 + $1.symbols } }
}
