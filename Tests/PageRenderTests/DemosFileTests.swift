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
        ("demo.gif gif demo.json", "expected OUTPUT: COMMAND ARGUMENTS"),
        (": gif demo.json", "the output's name before the colon is empty"),
        ("demo.gif: ", "has no command after the colon"),
        ("demo.gif: renderpages gif demo.json", "without `renderpages`"),
        ("demo.gif: gif demo.json --out other.gif", "drop --out"),
        ("demo.gif: gif \"demo.json", "a \" quote is not closed"),
        ("-: gif demo.json", "standard output"),
    ])
    func badLineNamesItsProblem(_ line: String, _ expected: String) {
        let file = Self.read("ok.gif: gif ok.json\n\(line)\nalso.gif: gif ok.json\n")
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.line == 2)
        #expect(file.problems.first?.message.contains(expected) == true, "\(file.problems)")
        // The lines around it are still read.
        #expect(file.entries.map(\.output) == ["ok.gif", "also.gif"])
    }

    @Test func aLineThatIsNotUTF8IsAProblemOfThatLine() {
        let file = DemosFile(bytes: Array("a.gif: gif a.json\n".utf8) + [0x62, 0xFF, 0x3A, 0x20, 0x67] + Array("\n".utf8))
        #expect(file.problems.map(\.line) == [2])
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
