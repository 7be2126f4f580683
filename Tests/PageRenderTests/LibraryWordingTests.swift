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

    @Test func detectorFindsOptionsAndSkipsCSS() {
        #expect(Self.namesAnOption(#"throw RenderError("x; lower --scale")"#))
        #expect(Self.namesAnOption(#"ScenarioError("--set \(a)", "m")"#))
        #expect(!Self.namesAnOption(#"body { color: var(--ink); }"#))
        #expect(!Self.namesAnOption(#"<figure style="--series: #fff">"#))
    }

    /// Every string literal line of the library, comments aside.
    @Test func noLibraryStringNamesAnOption() throws {
        let files = FileManager.default.enumerator(at: Self.library, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        var offenders: [String] = []
        for file in files {
            // The starter scenario's comment suggests commands to try: text for `renderpages init`.
            if file.lastPathComponent == "StrategyRegistry+Starter.swift" { continue }
            for (n, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                if code.contains("\"") && Self.namesAnOption(code) { offenders.append("\(file.lastPathComponent):\(n + 1)") }
            }
        }
        #expect(offenders.isEmpty, "library strings that name a command-line option: \(offenders)")
    }

    @Test func theLibraryWordsTheFixWithoutOptions() {
        let error = RenderError("a GIF cannot be 70000×10 px (each side 1…65535)", fix: .lowerScale)
        #expect(error.description == "a GIF cannot be 70000×10 px (each side 1…65535); lower the scale")
    }
}
