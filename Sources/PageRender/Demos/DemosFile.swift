/// A demos file (docs/demos.md): every output a repository keeps, one a line,
/// `OUTPUT: COMMAND ARGUMENTS`, with `#` comments and blank lines. Paths are relative to the
/// file's folder, where `renderpages build` runs each command with `--out OUTPUT`.
///
/// Arguments are split at spaces and tabs; single or double quotes keep a space inside one
/// (`'my demo.json'`), a backslash keeps the next character as it is. Nothing else is expanded:
/// no variables, no globs, no `~`.
package struct DemosFile: Sendable {
    /// One output line.
    package struct Entry: Sendable, Equatable {
        /// 1-based line number in the file.
        package var line: Int
        /// The output's path as written (relative to the demos file's folder, or absolute).
        package var output: String
        /// The command and its arguments, without `--out`.
        package var arguments: [String]
    }

    /// A line that could not be read: its number and what is wrong (the front end words it).
    package struct Problem: Sendable, Equatable {
        package var line: Int
        package var reason: Reason
    }

    package enum Reason: Error, Sendable, Equatable {
        /// The line's bytes are not UTF-8.
        case notUTF8
        /// No colon followed by a space or tab: the line, cut to 60 characters.
        case noSeparator(String)
        case emptyOutput
        /// The output is `-`, standard output.
        case standardOutput
        /// Nothing after the colon.
        case noCommand(output: String)
        /// The command starts with the program's own name.
        case programName(output: String)
        /// The arguments name the output option, which the output's name already gives.
        case outputOption(output: String)
        case unclosedQuote(Character)
        case trailingBackslash
    }

    package private(set) var entries: [Entry] = []
    package private(set) var problems: [Problem] = []
    /// Outputs named by more than one line: the later line, and the line that named it first.
    package private(set) var duplicates: [(line: Int, first: Int, output: String)] = []

    /// Reads `text` (the file's bytes; a line that is not UTF-8 is a problem of that line).
    package init(bytes: [UInt8]) {
        var firstLine: [String: Int] = [:]
        for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var lineBytes = Array(raw)
            if lineBytes.last == 0x0D { lineBytes.removeLast() }
            guard let text = String(validating: lineBytes, as: UTF8.self) else {
                problems.append(Problem(line: number, reason: .notUTF8))
                continue
            }
            let trimmed = text.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            do {
                let entry = try Self.entry(String(trimmed), line: number)
                let key = Self.normalized(entry.output)
                if let first = firstLine[key] {
                    duplicates.append((number, first, entry.output))
                } else {
                    firstLine[key] = number
                    entries.append(entry)
                }
            } catch {
                problems.append(Problem(line: number, reason: error))
            }
        }
    }

    /// The entry of one line that is neither blank nor a comment.
    /// The program's own name, which a line leaves out, and the option its output is given as.
    package static let program = "renderpages"
    package static let outputOption = "--" + "out"

    static func entry(_ text: String, line: Int) throws(Reason) -> Entry {
        guard let colon = text.range(of: ": ") ?? text.range(of: ":\t") else { throw .noSeparator(String(text.prefix(60))) }
        let output = String(text[..<colon.lowerBound]).trimmed(of: " \t")
        guard !output.isEmpty else { throw .emptyOutput }
        if output == "-" { throw .standardOutput }
        let arguments = try words(String(text[colon.upperBound...]))
        guard let command = arguments.first else { throw .noCommand(output: output) }
        if command == Self.program { throw .programName(output: output) }
        if arguments.contains(where: { $0 == Self.outputOption || $0.hasPrefix(Self.outputOption + "=") }) {
            throw .outputOption(output: output)
        }
        return Entry(line: line, output: output, arguments: arguments)
    }

    /// `text` split into words at unquoted spaces and tabs.
    static func words(_ text: String) throws(Reason) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
                continue
            }
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            switch character {
            case "\"", "'":
                quote = character
                inWord = true
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw .unclosedQuote(quote) }
        if escaped { throw .trailingBackslash }
        if inWord { words.append(current) }
        return words
    }

    /// `path` without `.` components, repeated slashes and `name/..` pairs, so that `./a.gif`,
    /// `a.gif` and `docs/../a.gif` are one output.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}

extension String {
    fileprivate func trimmed(of set: String) -> String {
        let kept = self.trimmingPrefix(while: { set.contains($0) })
        return String(kept.reversed().trimmingPrefix(while: { set.contains($0) }).reversed())
    }
}
