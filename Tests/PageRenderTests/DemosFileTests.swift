import Testing
@testable import PageRender

/// The demos file's format (docs/demos.md): lines, comments, quoting, the problems each bad line
/// reports with its number, and outputs named twice.
@Suite struct DemosFileTests {
    static func read(_ text: String) -> DemosFile { DemosFile(bytes: Array(text.utf8)) }

    @Test func linesCommentsAndBlankLines() {
        let file = Self.read("""
            # the README's demos
            demo.gif: gif demo.json --scale 1

              # indented comment
            docs/cmp.gif: compare a.json b.json --labels Before,After\r
            """)
        #expect(file.problems.isEmpty)
        #expect(file.entries == [
            .init(line: 2, output: "demo.gif", arguments: ["gif", "demo.json", "--scale", "1"]),
            .init(line: 5, output: "docs/cmp.gif", arguments: ["compare", "a.json", "b.json", "--labels", "Before,After"]),
        ])
    }

    @Test func quotesKeepSpaces() throws {
        let file = Self.read(#"my demo.gif: gif "my scenario.json" --labels 'A, B' a\ b.json"#)
        #expect(file.problems.isEmpty)
        #expect(file.entries.first?.output == "my demo.gif")
        #expect(file.entries.first?.arguments == ["gif", "my scenario.json", "--labels", "A, B", "a b.json"])
    }

    @Test(arguments: [
        ("demo.gif gif demo.json", DemosFile.Reason.noSeparator("demo.gif gif demo.json")),
        (": gif demo.json", .emptyOutput),
        ("demo.gif: ", .noCommand(output: "demo.gif")),
        ("demo.gif: renderpages gif demo.json", .programName(output: "demo.gif")),
        ("demo.gif: gif demo.json --out other.gif", .outputOption(output: "demo.gif")),
        ("demo.gif: gif demo.json --out=other.gif", .outputOption(output: "demo.gif")),
        ("demo.gif: gif \"demo.json", .unclosedQuote("\"")),
        ("demo.gif: gif demo.json \\", .trailingBackslash),
        ("-: gif demo.json", .standardOutput),
    ])
    func badLineNamesItsProblem(_ line: String, _ expected: DemosFile.Reason) {
        let file = Self.read("ok.gif: gif ok.json\n\(line)\nalso.gif: gif ok.json\n")
        #expect(file.problems == [.init(line: 2, reason: expected)])
        // The lines around it are still read.
        #expect(file.entries.map(\.output) == ["ok.gif", "also.gif"])
    }

    @Test func aLineThatIsNotUTF8IsAProblemOfThatLine() {
        let file = DemosFile(bytes: Array("a.gif: gif a.json\n".utf8) + [0x62, 0xFF, 0x3A, 0x20, 0x67] + Array("\n".utf8))
        #expect(file.problems == [.init(line: 2, reason: .notUTF8)])
        #expect(file.entries.count == 1)
    }

    @Test func anOutputNamedTwiceIsFoundUnderEverySpelling() {
        let file = Self.read("""
            docs/a.gif: gif a.json
            ./docs/a.gif: gif b.json
            docs/x/../a.gif: gif c.json
            docs//b.gif: gif c.json
            docs/b.gif: gif d.json
            """)
        #expect(file.duplicates.map(\.line) == [2, 3, 5])
        #expect(file.duplicates.map(\.first) == [1, 1, 4])
    }
}
