import Foundation
import Testing
@testable import PageRender

/// `--strategies K1,K2:name=value,...` runs one scenario under several kinds (README, "Commands";
/// docs/scenario.md): from standard input too (each kind
/// read the input again and found it empty), an error caused by an item names the item (a file
/// without `content` under page-offsets named "strategy.offsets: is required" as if the file
/// lacked it), items carry their kind's parameters, and `--labels` captions the columns.
@Suite struct StrategiesOptionTests {
    static let carousel = CLI.repositoryRoot.appendingPathComponent("samples/carousel/carousel.json")

    @Test func oneScenarioFromStandardInputRunsUnderEveryKind() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let input = Array(try Data(contentsOf: Self.carousel))
        let result = try CLI.run(["plot", "-", "--strategies", "free,page-offsets,hidden-pager", "--out", scratch.path("p.svg")], stdin: input)
        #expect(result.status == 0 && result.stdout.contains("3 curves"), "\(result.stderr)")
    }

    @Test func anErrorFromAKindsDefaultsNamesStrategies() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        // samples/compare/native-paging.json has no content row, which page-offsets needs.
        let plain = CLI.repositoryRoot.appendingPathComponent("samples/compare/native-paging.json").path
        let result = try CLI.run(["plot", plain, "--strategies", "free,page-offsets", "--out", scratch.path("p.svg")])
        #expect(result.status == 2 && result.errorLines.count == 1, "\(result.stderr)")
        #expect(result.errorLines.first?.hasSuffix("(under --strategies item \"page-offsets\", which runs page-offsets with its defaults)") == true, "\(result.stderr)")
        let broken = try scratch.write("broken.json", BadInputMatrixTests.base.replacingOccurrences(of: #""width": 100"#, with: #""width": 0"#))
        let own = try CLI.run(["plot", broken, "--strategies", "free,page-offsets", "--out", scratch.path("p.svg")])
        // A file that is wrong on its own keeps its plain error, once for all items; what one
        // item adds names that item.
        #expect(own.status == 2 && own.errorLines == ["error: \(broken): screen.width: must be >= 1 and <= 8192 pt, got 0",
                                                      "error: \(broken): strategy.offsets: is required (or \"cards\"); add e.g. \"offsets\": [0, 300, 600] (under --strategies item \"page-offsets\", which runs page-offsets with its defaults)"], "\(own.stderr)")
        #expect(scratch.contents() == ["broken.json"])
    }

    /// The one-gesture carousel: the first swipe of samples/carousel/carousel.json alone.
    static let oneSwipe = ["--set", #"gestures=[{"kind": "swipe", "distance": 180, "duration": 150}]"#]

    /// Item parameters reach the strategy. Expected offsets from docs/strategies.md's rule,
    /// T_i(r) = x_i + r L_i - a - r (W - a - b), with the carousel's 300-pt items 16 pt apart,
    /// 24-pt insets and a 390-pt screen, for item 1 (x_1 = 316): r = 0 gives 292, r = 0.5 gives
    /// 316 + 150 - 24 - 171 = 271. The captions are the items as written.
    @Test func itemParametersReachTheStrategyAndCaptionTheColumn() throws {
        try #require(CLI.isAvailable)
        let result = try CLI.run(["diff", Self.carousel.path, "--strategies", "view-aligned, view-aligned:anchor=center"] + Self.oneSwipe)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("view-aligned and view-aligned:anchor=center compared over"), "\(result.stdout)")
        #expect(result.stdout.contains("view-aligned rests at (292, 0) pt") && result.stdout.contains("view-aligned:anchor=center at (271, 0) pt"), "\(result.stdout)")
        // Chained: unlimited (never) and centred, so the swipe may carry past item 1, but the
        // rest is still centre-anchored, T_i(0.5) = 316 i - 45, and not leading (316 i - 24).
        let chained = try CLI.run(["diff", Self.carousel.path, "--strategies", "view-aligned:limitBehavior=never:anchor=0.5,view-aligned"] + Self.oneSwipe)
        #expect(chained.status == 0, "\(chained.stderr)")
        let rest = try #require(chained.stdout.firstMatch(of: /never:anchor=0.5 rests at \((\d+), 0\) pt/)?.1).description
        let x = try #require(Int(rest))
        #expect((x + 45) % 316 == 0 && x > 271, "rests at \(x)")
    }

    /// Items split at commas and colons outside JSON values, keep their text as written, and
    /// bad ones name the item (the parts below are written out by hand).
    @Test func itemsSplitOutsideJSONValues() throws {
        let items = try StrategyRegistry.builtIn.items(parsing: #" swiftui-paging:safeArea={"leading":10,"trailing":10}, view-aligned:limitBehavior=always:anchor=center"#)
        #expect(items.map(\.text) == [#"swiftui-paging:safeArea={"leading":10,"trailing":10}"#, "view-aligned:limitBehavior=always:anchor=center"])
        #expect(items.map(\.kind) == ["swiftui-paging", "view-aligned"])
        #expect(items[0].assignments == [#"strategy.safeArea={"leading":10,"trailing":10}"#])
        #expect(items[1].assignments == ["strategy.limitBehavior=always", "strategy.anchor=center"])
        let wrong: [(String, String)] = [
            ("viewAligned", #"item "viewAligned" has the unknown kind "viewAligned" (did you mean "view-aligned"?)"#),
            ("view-aligned:anchor", #"item "view-aligned:anchor": "anchor" is not a parameter; write KIND:name=value"#),
            ("view-aligned:anchor=center:anchor=trailing", #"sets anchor twice"#),
            ("free,free", #"lists "free" twice"#),
            ("free,", #"item "" has an empty kind"#),
        ]
        for (list, message) in wrong {
            #expect(throws: ScenarioError.self) { try StrategyRegistry.builtIn.items(parsing: list) }
            do { _ = try StrategyRegistry.builtIn.items(parsing: list) } catch { #expect(error.message.contains(message), "\(list): \(error.message)") }
        }
    }

    /// `--labels` captions the columns of diff (its summary) and the report's players.
    @Test func labelsCaptionDiffAndTheReportsPlayers() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let diff = try CLI.run(["diff", Self.carousel.path, "--strategies", "view-aligned,view-aligned:anchor=center", "--labels", "Leading, Centred"] + Self.oneSwipe)
        #expect(diff.status == 0 && diff.stdout.hasPrefix("Leading and Centred compared over") && diff.stdout.contains("Centred at (271, 0) pt"), "\(diff.stdout)\(diff.stderr)")
        let report = try CLI.run(["report", Self.carousel.path, "--strategies", "free,view-aligned:anchor=center", "--labels", "Free <1>,Centred",
                                  "--scale", "0.25", "--quiet", "--out", scratch.path("r.html")] + Self.oneSwipe)
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: scratch.path("r.html"), encoding: .utf8)
        #expect(html.contains("<span class=\"swatch\"></span>Free &lt;1&gt;</figcaption>") && html.contains("<span class=\"swatch\"></span>Centred</figcaption>"))
        let plain = CLI.repositoryRoot.appendingPathComponent("samples/compare/native-paging.json").path
        let files = try CLI.run(["diff", plain, plain, "--labels", "A,B"])
        #expect(files.status == 0 && files.stdout.hasPrefix("A and B compared over"), "\(files.stdout)\(files.stderr)")
    }

    /// compare's filmstrip of the carousel's two swipes under two captioned items: each
    /// gesture's three rows, and the summary line says so (the carousel has two gestures).
    @Test func compareFilmstripOfItemsWithLabelsShowsBothGestures() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let result = try CLI.run(["compare", Self.carousel.path, "--strategies", "page-offsets,view-aligned:anchor=center", "--labels", "A,B",
                                  "--width", "200", "--out", scratch.path("s.png")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote \(scratch.path("s.png")): 200×") && result.stdout.hasSuffix(" px, 2 scenarios at release, mid-motion and rest of gestures 1 and 2\n"), "\(result.stdout)")
        #expect(scratch.contents() == ["s.png"])
    }

    /// `--set` shared by every item: an item it does not fit names the item it was checking.
    @Test func aSharedSetThatOneItemRejectsNamesThatItem() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let result = try CLI.run(["plot", Self.carousel.path, "--strategies", "page-offsets,view-aligned", "--set", "strategy.limitBehavior=alwaysByOne", "--out", scratch.path("p.svg")])
        #expect(result.status == 2 && result.errorLines.count == 1, "\(result.stderr)")
        #expect(result.errorLines.first == "error: \(Self.carousel.path): strategy.limitBehavior: unknown field; known fields here: kind, offsets, cards, contentInset (under --strategies item \"page-offsets\", which runs page-offsets with its defaults)", "\(result.stderr)")
        #expect(scratch.contents().isEmpty)
    }
}
