import Foundation
import Testing
@testable import PageRender

/// The library words its errors without any front end's option names; the command line adds them.
@Suite struct LibraryWordingTests {
    static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/PageRender")

    /// A command-line option in running text: " --name" or "(--name". CSS custom properties
    /// (`var(--ink)`, `--series:`) are not options.
    static func namesAnOption(_ line: String) -> Bool {
        for marker in [" --", "(--", "\"--"] {
            var rest = line[...]
            while let hit = rest.range(of: marker) {
                let after = rest[hit.upperBound...]
                let isCSS = line[..<hit.lowerBound].hasSuffix("var") || after.prefix(while: { $0.isLetter || $0 == "-" }).hasSuffix(":")
                    || after.drop(while: { $0.isLetter || $0 == "-" }).first == ":"
                if after.first?.isLetter == true && !isCSS { return true }
                rest = after
            }
        }
        return false
    }

    /// The CLI's subcommands (Sources/renderpages/RenderPages.swift), as a front end's words.
    static let commands = ["simulate", "render", "gif", "compare", "diff", "plot", "report", "strategies", "init"]

    /// A command line in running text: "renderpages simulate " (a subcommand and then a space or
    /// the end of the string); "renderpages report:" titles a page and runs nothing.
    static func namesACommand(_ line: String) -> Bool {
        commands.contains { line.contains("renderpages \($0) ") || line.contains("renderpages \($0)\"") || line.contains("renderpages \($0).") }
    }

    @Test func detectorFindsCommands() {
        #expect(Self.namesACommand(#""Try: renderpages simulate THIS.json""#))
        #expect(Self.namesACommand(#""the kinds: renderpages strategies.""#))
        #expect(!Self.namesACommand(#"<title>renderpages report: a</title>"#))
    }

    @Test func detectorFindsOptionsAndSkipsCSS() {
        #expect(Self.namesAnOption(#"throw RenderError("x; lower --scale")"#))
        #expect(Self.namesAnOption(#"ScenarioError("--set \(a)", "m")"#))
        #expect(!Self.namesAnOption(#"body { color: var(--ink); }"#))
        #expect(!Self.namesAnOption(#"<figure style="--series: #fff">"#))
    }

    /// Every string literal line of the library, comments aside, starter scenarios included (the
    /// CLI adds its own hint on running them).
    @Test func noLibraryStringNamesAnOptionOrCommand() throws {
        let files = FileManager.default.enumerator(at: Self.library, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        var offenders: [String] = []
        for file in files {
            for (n, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                if code.contains("\"") && (Self.namesAnOption(code) || Self.namesACommand(code)) { offenders.append("\(file.lastPathComponent):\(n + 1)") }
            }
        }
        #expect(offenders.isEmpty, "library strings that name a command-line option or command: \(offenders)")
    }

    @Test func theLibraryWordsTheFixWithoutOptions() {
        let error = RenderError("a GIF cannot be 70000×10 px (each side 1…65535)", fix: .lowerScale)
        #expect(error.description == "a GIF cannot be 70000×10 px (each side 1…65535); lower the scale")
    }
}
