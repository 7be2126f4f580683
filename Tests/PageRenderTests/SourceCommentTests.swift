import Foundation
import Testing

/// The sources' comments against the repository: a reader of a clone can open every file a
/// comment cites, and comments state rules, not history. Dates, issue and defect numbers belong to
/// git and BENCHMARKS.md (DESIGN: "provenance comments that point inside the repository"). The
/// expected sets come from the file system, not from the comments.
@Suite struct SourceCommentTests {
    /// One comment line of a source file, with where it is.
    struct Comment {
        var path: String
        var line: Int
        var text: String
    }

    /// The comment part of each line: a line that starts with `//` whole, or what follows ` // `
    /// after code. Block comments are not used in Sources/ (a test below keeps it so).
    static func comments(in text: String, path: String) -> [Comment] {
        text.components(separatedBy: "\n").enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") { return Comment(path: path, line: index + 1, text: trimmed) }
            if let range = line.range(of: " // ") { return Comment(path: path, line: index + 1, text: String(line[range.upperBound...])) }
            return nil
        }
    }

    static func sourceComments() throws -> [Comment] {
        let root = ArchitectureTests.root
        return try ["Sources", "samples"].flatMap { folder in
            try ArchitectureTests.scan(folder).flatMap { file in
                comments(in: try String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8), path: file.path)
            }
        }
    }

    /// Every file name in the repository (not under .build or .git), by last path component, and
    /// every path from the root.
    static func repositoryFiles() -> (names: Set<String>, paths: Set<String>) {
        let root = ArchitectureTests.root
        var names: Set<String> = [], paths: Set<String> = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if relative.hasPrefix(".build") || relative.hasPrefix(".git") || relative.hasPrefix("out/") {
                walker?.skipDescendants()
                continue
            }
            names.insert(url.lastPathComponent)
            paths.insert(relative)
        }
        return (names, paths)
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    /// Cited `.md` and `.swift` files a comment names that the repository does not have. A name
    /// with a folder must exist at that path from the root (or under docs/ or Sources/); a bare
    /// name anywhere in the repository. `…+Wording.swift` style fragments (starting with `+`) are
    /// read with the type before them, so they must exist too.
    static func missingCitations(_ comments: [Comment], names: Set<String>, paths: Set<String>, extensions: String = "md|swift") -> [String] {
        comments.flatMap { comment in
            matches(#"[A-Za-z0-9_./+-]*[A-Za-z0-9_+-]\.("# + extensions + #")\b"#, in: comment.text).compactMap { cited -> String? in
                let name = cited.hasPrefix("./") ? String(cited.dropFirst(2)) : cited
                let exists: Bool
                if let host = name.split(separator: "/").first, name.contains("/"), host.contains(".") {
                    exists = true // a public source cited by its address (github.com/owner/name/blob/…)
                } else if name.contains("/") {
                    exists = !name.hasPrefix("../") && (paths.contains(name) || paths.contains("docs/" + name)
                        || paths.contains("Sources/" + name) || paths.contains("Sources/PageRender/" + name))
                } else if name.hasPrefix("+") {
                    exists = names.contains { $0.hasSuffix(name) }
                } else {
                    exists = names.contains(name)
                }
                return exists ? nil : "\(comment.path):\(comment.line): cites \(cited), which is not in the repository"
            }
        }
    }

    /// Date stamps and process references (issue, defect, review and attack numbers).
    static func historyProblems(_ comments: [Comment]) -> [String] {
        let patterns = [
            #"\b20[0-9]{2}-[01][0-9]-[0-3][0-9]\b"#: "a date",
            #"\b[Ii]ssue [0-9]+"#: "an issue number",
            #"\bD[0-9]{2}\b"#: "a defect number",
            #"\b[Rr]eliability attack\b|\battack [0-9]\b"#: "a test report",
            #"\breview problem\b|\barchitecture review\b"#: "a review",
            #"\b[Tt]he issue\b|\b(the binary|the code) before this\b"#: "a reference to the change's own history",
        ]
        return comments.flatMap { comment in
            patterns.sorted { $0.key < $1.key }.compactMap { pattern, what in
                matches(pattern, in: comment.text).first.map { "\(comment.path):\(comment.line): \(what) (\($0)): history goes to git and BENCHMARKS.md" }
            }
        }
    }

    /// Section numbers of a document a reader cannot open: a section sign on a comment line that
    /// names no published standard (ISO/IEC, RFC, CSS, W3C or WHATWG by name) points into a
    /// specification outside the repository. State the rule and its public source instead.
    static func sectionCitations(_ comments: [Comment]) -> [String] {
        comments.compactMap { comment in
            guard comment.text.contains("\u{A7}"),
                  matches(#"\bISO/IEC [0-9]|\bRFC [0-9]|\bCSS [A-Z]|\bW3C\b|\bWHATWG\b"#, in: comment.text).isEmpty else { return nil }
            return "\(comment.path):\(comment.line): cites a section (\u{A7}) of no named public standard: state the rule and its public source"
        }
    }

    /// The comments of every Swift file under `folder`, read as `comments(in:path:)` does.
    static func comments(under folder: String) throws -> [Comment] {
        let root = ArchitectureTests.root
        let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        return try (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.flatMap { url in
            comments(in: try String(contentsOf: url, encoding: .utf8), path: String(url.path.dropFirst(root.path.count + 1)))
        }
    }

    @Test func sectionSignsNameTheirStandard() throws {
        let text = "/// as the table in \u{A7}1.7 shows\n/// its \u{A7}6\n/// ISO/IEC 14496-12 \u{A7}4.2: a box\n/// CSS Transforms 1 (\u{A7} \"Interpolation\")\n"
        #expect(Self.sectionCitations(Self.comments(in: text, path: "X.swift")).map { $0.prefix(10) } == ["X.swift:1:", "X.swift:2:"])
        let all = try Self.comments(under: "Sources") + Self.comments(under: "samples") + Self.comments(under: "Tests")
        #expect(all.count > 3000, "found only \(all.count) comment lines")
        let problems = Self.sectionCitations(all)
        #expect(problems.isEmpty, "\(problems.count) section citations:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theCheckerFindsWhatItLooksFor() {
        let text = """
            let a = 1 // from scroll-effects.md 1.4
            /// See docs/looks.md and Scene/FrameState.swift, LibraryError+Wording.swift,
            /// github.com/WenchaoD/FSPagerView/blob/f90ab7d2/Sources/FSPageViewLayout.swift.
            /// Named `FrameEncoder` before 2026-11-26 (issue 23, D09, reliability attack 3).
            /// Measured on 2026 hardware; ID09 and D100 are not defect numbers.
            let url = "http://example.com/a.md"
            /// The quarter pixel the issue asks for, on the binary before this check.
            """
        let comments = Self.comments(in: text, path: "X.swift")
        #expect(comments.map(\.line) == [1, 2, 3, 4, 5, 7])
        let missing = Self.missingCitations(comments, names: ["looks.md", "FrameState.swift"], paths: ["docs/looks.md", "Sources/PageRender/Scene/FrameState.swift"])
        #expect(missing == ["X.swift:1: cites scroll-effects.md, which is not in the repository",
                            "X.swift:2: cites LibraryError+Wording.swift, which is not in the repository"])
        let history = Self.historyProblems(comments)
        #expect(history.count == 5, "\(history)")
        #expect(history.filter { $0.hasPrefix("X.swift:4:") }.count == 4)
        #expect(history.contains { $0.hasPrefix("X.swift:7:") && $0.contains("the issue") })
    }

    /// Every line of the tests, the scripts, the Makefile and the samples (their `_comment`
    /// texts): the documents they cite (`.md`) are in the repository, and no path leads out of it
    /// (`../shared/`, `/work/`). This file's own fixtures above cite on purpose and are left out.
    @Test func testsScriptsAndSamplesCiteOnlyDocumentsInTheRepository() throws {
        let (names, paths) = Self.repositoryFiles()
        let root = ArchitectureTests.root
        let files = paths.filter { path in
            (path == "Makefile" || ["Tests/", "scripts/", "samples/"].contains { path.hasPrefix($0) })
                && [".swift", ".sh", ".py", ".json", "Makefile"].contains { path.hasSuffix($0) } && !path.hasSuffix("SourceCommentTests.swift")
        }
        #expect(files.count > 100, "found only \(files.count) files")
        var lines: [Comment] = []
        for path in files.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            // A shell variable before a path ("$root/docs/limits.md") is the repository's root.
            lines += text.components(separatedBy: "\n").enumerated().map { index, line in
                Comment(path: path, line: index + 1, text: line.replacingOccurrences(of: #"\$\{?[A-Za-z_]+\}?/"#, with: "", options: .regularExpression))
            }
        }
        var problems = Self.missingCitations(lines, names: names, paths: paths, extensions: "md")
        problems += lines.filter { $0.text.contains("../shared/") || $0.text.contains("/work/") }.map { "\($0.path):\($0.line): a path outside the repository" }
        #expect(problems.isEmpty, "\(problems.count) citations:\n\(problems.joined(separator: "\n"))")
    }

    @Test func commentsCiteOnlyFilesInTheRepository() throws {
        let (names, paths) = Self.repositoryFiles()
        #expect(names.contains("README.md") && paths.contains("docs/effects.md"), "the walk saw \(names.count) names")
        let comments = try Self.sourceComments()
        #expect(comments.count > 1000, "found only \(comments.count) comment lines")
        let problems = Self.missingCitations(comments, names: names, paths: paths)
        #expect(problems.isEmpty, "\(problems.count) citations:\n\(problems.joined(separator: "\n"))")
    }

    @Test func commentsCarryNoHistory() throws {
        let problems = Self.historyProblems(try Self.sourceComments())
        #expect(problems.isEmpty, "\(problems.count) history notes:\n\(problems.joined(separator: "\n"))")
    }

    @Test func sourcesUseNoBlockComments() throws {
        let root = ArchitectureTests.root
        let offenders = try (ArchitectureTests.scan("Sources") + ArchitectureTests.scan("samples")).filter { file in
            try String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8).components(separatedBy: "\n")
                .contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("/*") }
        }.map(\.path)
        #expect(offenders.isEmpty, "block comments (the comment checks read only // lines): \(offenders)")
    }
}
