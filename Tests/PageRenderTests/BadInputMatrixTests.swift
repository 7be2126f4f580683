import Foundation
import Testing
@testable import PageRender

/// One bad input: what the command line must answer and that it writes nothing.
struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    /// The scenario file's bytes, or nil for no file.
    var scenario: [UInt8]?
    /// Arguments, with `SCENARIO`, `OUT` and `DIR` replaced by the scratch paths.
    var arguments: [String] = ["render", "SCENARIO", "--out", "OUT"]
    var stdin: [UInt8] = []
    var status: Int32 = 2
    /// Text the error output must contain (the field path or the reason).
    var message: String
    /// Files to create in the scratch folder before the run (a regular file to block a path).
    var planted: [String] = []
    /// Also run through the built binary (a separate process: exit status, stdout, rollback);
    /// every row except those reading stdin also runs in-process.
    var viaBinary = false

    var testDescription: String { name }
}

@Suite struct BadInputMatrixTests {
    static let base = #"{"screen": {"width": 100, "height": 80, "scale": 1}, "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 30}"#

    /// The base scenario with `changes` (JSON path, JSON text) applied.
    static func variant(_ changes: (String, String)...) -> [UInt8] {
        var json = try! JSONParser.parse(Array(base.utf8))
        for (path, value) in changes { json = try! json.setting(path, to: JSONParser.parse(Array(value.utf8))) }
        return Array(json.text.utf8)
    }

    static func without(_ path: String) -> [UInt8] {
        Array(try! JSONParser.parse(Array(base.utf8)).removing(path).text.utf8)
    }

    static func text(_ s: String) -> [UInt8] { Array(s.utf8) }

    static let cases: [BadInput] = [
        BadInput(name: "malformed JSON", scenario: text(#"{"screen": {"width": 100,"#), message: "invalid JSON at line 1", viaBinary: true),
        BadInput(name: "empty file", scenario: [], message: "the document is empty"),
        BadInput(name: "only whitespace", scenario: text(" \n\t "), message: "the document is empty"),
        BadInput(name: "not an object", scenario: text("[1, 2]"), message: "a scenario must be a JSON object"),
        BadInput(name: "invalid UTF-8", scenario: text(#"{"axis": ""#) + [0xFF, 0xFE] + text(#""}"#), message: "invalid UTF-8"),
        BadInput(name: "nesting 200 deep", scenario: text(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)), message: "nesting deeper than 64"),
        BadInput(name: "duplicate key", scenario: text(#"{"fps": 30, "fps": 60}"#), message: "duplicate key \"fps\""),
        BadInput(name: "trailing garbage", scenario: text(base + " x"), message: "unexpected text after the end"),
        BadInput(name: "number too large for a double", scenario: text(base.replacingOccurrences(of: #""velocity": 1"#, with: #""velocity": 1e999"#)), message: "the number 1e999 is out of range"),
        BadInput(name: "width is a string", scenario: variant(("screen.width", #""wide""#)), message: "screen.width: must be a number"),
        BadInput(name: "fps is a boolean", scenario: variant(("fps", "true")), message: "fps: must be a number"),
        BadInput(name: "strategy is an array", scenario: variant(("strategy", "[]")), message: "strategy: must be an object"),
        BadInput(name: "unknown strategy kind", scenario: variant(("strategy.kind", #""carousel""#)), message: "strategy.kind: must be one of"),
        BadInput(name: "unknown gesture kind", scenario: variant(("gesture.kind", #""tap""#)), message: "gesture.kind: must be one of"),
        BadInput(name: "unknown top-level field", scenario: variant(("screne", "{}")), message: "screne: unknown field; did you mean \"screen\"?"),
        BadInput(name: "missing screen", scenario: without("screen"), message: "screen: is required"),
        BadInput(name: "missing strategy", scenario: without("strategy"), message: "strategy: is required"),
        BadInput(name: "missing gesture", scenario: without("gesture"), message: "gesture: is required"),
        BadInput(name: "missing fling velocity", scenario: without("gesture.velocity"), message: "gesture.velocity: is required"),
        BadInput(name: "missing strategy kind", scenario: without("strategy.kind"), message: "strategy.kind: is required"),
        BadInput(name: "zero width", scenario: variant(("screen.width", "0")), message: "screen.width: must be >= 1 and <= 8192 pt, got 0"),
        BadInput(name: "negative height", scenario: variant(("screen.height", "-80")), message: "screen.height: must be >= 1 and <= 8192 pt, got -80"),
        BadInput(name: "huge width", scenario: variant(("screen.width", "1e300")), message: "screen.width: must be >= 1 and <= 8192 pt"),
        BadInput(name: "more than 8192 px at scale 2", scenario: variant(("screen.scale", "2"), ("screen.width", "5000")), message: "screen.width: is 5000 pt, which at screen.scale 2 makes frames 10000 px a side, past the 8192 px (256 MiB a frame) renderpages draws; use at most 4096 pt or a lower screen.scale"),
        BadInput(name: "scale 0", scenario: variant(("screen.scale", "0")), message: "screen.scale: must be >= 0.25 and <= 4 px/pt, got 0"),
        BadInput(name: "zero pages", scenario: variant(("strategy.pages", "0")), message: "strategy.pages: must be >= 1 and <= 100000, got 0"),
        BadInput(name: "fractional pages", scenario: variant(("strategy.pages", "2.5")), message: "strategy.pages: must be a whole number"),
        BadInput(name: "huge velocity", scenario: variant(("gesture.velocity", "500")), message: "gesture.velocity: must be >= -100 and <= 100 pt/ms, got 500"),
        BadInput(name: "huge negative velocity", scenario: variant(("gesture.velocity", "-1e6")), message: "gesture.velocity: must be >= -100"),
        BadInput(name: "NaN velocity from the command line", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--velocity", "nan"], message: "gesture.velocity: must be >= -100 and <= 100 pt/ms, got nan"),
        BadInput(name: "infinite velocity from the command line", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--velocity", "inf"], message: "gesture.velocity: must be >= -100 and <= 100 pt/ms, got inf"),
        BadInput(name: "infinite width from --set", scenario: text(base), arguments: ["simulate", "SCENARIO", "--set", "screen.width=\"inf\""], message: "screen.width: must be a number"),
        BadInput(name: "fps 0", scenario: variant(("fps", "0")), message: "fps: must be >= 1 and <= 240 fps, got 0"),
        BadInput(name: "fps huge", scenario: variant(("fps", "100000")), message: "fps: must be >= 1 and <= 240 fps, got 100000"),
        BadInput(name: "fps 0 from the command line", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--fps", "0"], message: "fps: must be >= 1"),
        BadInput(name: "huge offset", scenario: variant(("gesture.offset", "1e12")), message: "gesture.offset: must be >= -10000000"),
        BadInput(name: "negative pause", scenario: variant(("gesture.pause", "-1")), message: "gesture.pause: must be >= 0 and <= 600000 ms, got -1"),
        BadInput(name: "deceleration rate above 1", scenario: variant(("decelerationRate", "1.5")), message: "decelerationRate: must be \"normal\", \"fast\" or a number"),
        BadInput(name: "path with one point", scenario: variant(("gesture", #"{"kind": "path", "points": [[0, 50]]}"#)), message: "gesture.points: needs 2 to 100000 points, got 1"),
        BadInput(name: "path with time going backwards", scenario: variant(("gesture", #"{"kind": "path", "points": [[0, 50], [20, 40], [10, 30]]}"#)), message: "gesture.points[2]: time 10 ms must be greater than the previous point's 20 ms"),
        BadInput(name: "path with a repeated time", scenario: variant(("gesture", #"{"kind": "path", "points": [[0, 50], [0, 40]]}"#)), message: "gesture.points[1]: time 0 ms must be greater"),
        BadInput(name: "path point that is not a pair", scenario: variant(("gesture", #"{"kind": "path", "points": [[0, 50], [10]]}"#)), message: "gesture.points[1]: must be [t, position]"),
        BadInput(name: "path with negative time", scenario: variant(("gesture", #"{"kind": "path", "points": [[-5, 50], [10, 40]]}"#)), message: "gesture.points[0][0]: time must be >= 0 and <= 600000 ms, got -5"),
        BadInput(name: "swipe of zero duration", scenario: variant(("gesture", #"{"kind": "swipe", "distance": 100, "duration": 0}"#)), message: "gesture.duration: must be > 0 and <= 60000 ms, got 0"),
        BadInput(name: "swipe of negative duration", scenario: variant(("gesture", #"{"kind": "swipe", "distance": 100, "duration": -10}"#)), message: "gesture.duration: must be > 0"),
        BadInput(name: "swipe touch rate 0", scenario: variant(("gesture", #"{"kind": "swipe", "distance": 100, "duration": 50, "touchRate": 0}"#)), message: "gesture.touchRate: must be >= 1 and <= 1000 Hz, got 0"),
        BadInput(name: "empty gestures list", scenario: variant(("gestures", "[]")).withoutGesture, message: "gestures: is empty"),
        BadInput(name: "gesture and gestures", scenario: variant(("gestures", #"[{"kind": "fling", "velocity": 1}]"#)), message: "use either \"gesture\" or \"gestures\""),
        BadInput(name: "gesture starting before the previous lifts", scenario: variant(("gestures", #"[{"kind": "swipe", "distance": 50, "duration": 100}, {"kind": "fling", "velocity": 1, "at": 50}]"#)).withoutGesture, message: "gestures[1].at: 50 ms is before the previous gesture lifts"),
        BadInput(name: "every error reported together", scenario: variant(("screen.width", "0"), ("fps", "0"), ("gesture.velocity", "500")), message: "screen.width", viaBinary: true),
        BadInput(name: "empty page offsets", scenario: variant(("strategy", #"{"kind": "page-offsets", "offsets": []}"#)), message: "strategy.offsets: has 0 offsets"),
        BadInput(name: "page offsets and cards", scenario: variant(("strategy", #"{"kind": "page-offsets", "offsets": [0], "cards": {"count": 2}}"#)), message: "use either \"offsets\" or \"cards\""),
        BadInput(name: "zero cards", scenario: variant(("strategy", #"{"kind": "page-offsets", "cards": {"count": 0}}"#)), message: "strategy.cards.count: must be >= 1"),
        BadInput(name: "insets wider than the screen", scenario: variant(("strategy", #"{"kind": "page-offsets", "cards": {"count": 2}, "contentInset": {"left": 60, "right": 60}}"#)), message: "strategy.contentInset: leaves -20 pt"),
        BadInput(name: "hidden-pager page size 0", scenario: variant(("strategy", #"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 50, "height": 50}, "pagingConfiguration": {"size": {"width": {"absolute": 0}}}}"#)), message: "strategy.pagingConfiguration.size.width.absolute: must be > 0"),
        BadInput(name: "hidden-pager page resolving to 0", scenario: variant(("strategy", #"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 50, "height": 50}, "pagingConfiguration": {"sizeInsets": {"left": 60, "right": 60}}}"#)), message: "strategy.pagingConfiguration: resolves to a page"),
        BadInput(name: "hidden-pager without items", scenario: variant(("strategy", #"{"kind": "hidden-pager", "itemSize": {"width": 50, "height": 50}}"#)), message: "strategy.items: is required"),
        BadInput(name: "hidden-pager item width 0", scenario: variant(("strategy", #"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 0, "height": 50}}"#)), message: "strategy.itemSize.width: must be > 0"),
        BadInput(name: "negative overflowing separator", scenario: variant(("strategy", #"{"kind": "overflowing", "separator": -5}"#)), message: "strategy.separator: must be >= 0 and <= 100000 pt, got -5"),
        BadInput(name: "negative uneven-pairs spacing", scenario: variant(("strategy", #"{"kind": "uneven-pairs", "spacing": -1}"#)), message: "strategy.spacing: must be >= 0 and <= 100000 pt, got -1"),
        BadInput(name: "zero uneven-pairs item width", scenario: variant(("strategy", #"{"kind": "uneven-pairs", "itemWidth": 0}"#)), message: "strategy.itemWidth: must be > 0"),
        BadInput(name: "negative content inset", scenario: variant(("strategy", #"{"kind": "page-offsets", "offsets": [0, 50], "contentInset": {"top": -3}}"#)), message: "strategy.contentInset.top: must be >= 0"),
        BadInput(name: "empty content item lengths", scenario: variant(("strategy", #"{"kind": "page-offsets"}"#), ("content", #"{"items": {"lengths": []}}"#)), message: "content.items.lengths: has 0 lengths", viaBinary: true),
        BadInput(name: "control character in the title", scenario: variant(("look", #"{"title": "a\u0000b"}"#)), message: "look.title: contains the control character U+0000"),
        BadInput(name: "missing scenario file", scenario: nil, arguments: ["render", "DIR/nope.json", "--out", "OUT"], message: "cannot read scenario", viaBinary: true),
        BadInput(name: "scenario path is a folder", scenario: nil, arguments: ["simulate", "DIR"], message: "cannot read scenario"),
        BadInput(name: "malformed scenario on stdin", scenario: nil, arguments: ["render", "-", "--out", "OUT"], stdin: text("{oops"), message: "<stdin>: invalid JSON at line 1, column 2", viaBinary: true),
        BadInput(name: "missing item image with the scenario on stdin", scenario: nil, arguments: ["render", "-", "--out", "OUT"],
                 stdin: variant(("look", #"{"preset": "pages", "items": {"images": ["nope.png"]}}"#)),
                 message: "paths are relative to the working folder (the scenario came from standard input)", viaBinary: true),
        BadInput(name: "empty stdin", scenario: nil, arguments: ["simulate", "-"], message: "<stdin>: invalid JSON", viaBinary: true),
        BadInput(name: "output folder under a regular file", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "DIR/blocker/out"], status: 1, message: "blocker does not exist or is not a folder", planted: ["blocker"], viaBinary: true),
        BadInput(name: "output folder is a regular file", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "DIR/blocker"], status: 1, message: "it exists and is not a folder", planted: ["blocker"], viaBinary: true),
        BadInput(name: "unwritable output folder in /proc", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "/proc/renderpages-test-out"], status: 1, message: "cannot write /proc/renderpages-test-out: No such file or directory", viaBinary: true),
        BadInput(name: "more frames than --max-frames", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--max-frames", "3"], message: "more than --max-frames 3", viaBinary: true),
        BadInput(name: "--max-frames 0", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--max-frames", "0"], message: "--max-frames must be at least 1"),
        BadInput(name: "--set without a value", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--set", "fps"], message: "write key.path=value"),
        BadInput(name: "--set into a number", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--set", "fps.x=1"], message: "fps is a number, not an object"),
        BadInput(name: "--set an unknown strategy", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--strategy", "nope"], message: "strategy.kind: must be one of"),
        BadInput(name: "--velocity on a swipe", scenario: variant(("gesture", #"{"kind": "swipe", "distance": 100, "duration": 50}"#)), arguments: ["render", "SCENARIO", "--out", "OUT", "--velocity", "2"], message: "--velocity sets a fling's release velocity"),
        BadInput(name: "--axis diagonal", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--axis", "diagonal"], message: "axis: must be one of \"horizontal\", \"vertical\", got \"diagonal\""),
        BadInput(name: "unknown option", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--colour", "red"], message: "Unknown option '--colour'", viaBinary: true),
        BadInput(name: "missing --out", scenario: text(base), arguments: ["render", "SCENARIO"], message: "Missing expected argument '--out <out>'"),
        BadInput(name: "unknown subcommand", scenario: nil, arguments: ["paint"], message: "Unexpected argument 'paint'", viaBinary: true),
    ] + hints

    /// The row's arguments with `SCENARIO`, `OUT` and `DIR` pointing into `scratch`, after
    /// writing its scenario and planted files there.
    static func prepare(_ input: BadInput, in scratch: Scratch) throws -> [String] {
        if let scenario = input.scenario { try Data(scenario).write(to: scratch.url.appendingPathComponent("scenario.json")) }
        for name in input.planted { try scratch.write(name, "not a folder") }
        return input.arguments.map {
            $0.replacingOccurrences(of: "SCENARIO", with: scratch.path("scenario.json"))
                .replacingOccurrences(of: "OUT", with: scratch.path("out"))
                .replacingOccurrences(of: "DIR", with: scratch.url.path)
        }
    }

    /// Rows reading the scenario from stdin run only through the binary (in-process they would
    /// read the test runner's stdin).
    static var inProcessCases: [BadInput] { cases.filter { !$0.arguments.contains("-") } }
    static var binaryCases: [BadInput] { cases.filter(\.viaBinary) }

    /// Each row in-process: the exit status and error lines `renderpages` would print, and
    /// nothing written. A row with the plain arguments (a scenario file's content is what is
    /// wrong) runs the loading every command starts with; the others parse and run the command.
    @Test(arguments: inProcessCases)
    func badInputFailsCleanlyInProcess(_ input: BadInput) throws {
        let scratch = try Scratch()
        let arguments = try Self.prepare(input, in: scratch)
        let before = scratch.contents()
        let plain = input.arguments == BadInput(name: "", message: "").arguments
        let result = plain ? InProcessCLI.load(scratch.path("scenario.json")) : InProcessCLI.run(arguments)
        #expect(result.status == input.status, "\(result.stderr)")
        #expect(result.stderr.contains(input.message), "stderr: \(result.stderr)")
        #expect(!result.errorLines.isEmpty && result.errorLines.allSatisfy { $0.hasPrefix("error: ") }, "\(result.stderr)")
        #expect(scratch.contents() == before, "left behind: \(scratch.contents())")
        #expect(!FileManager.default.fileExists(atPath: "/proc/renderpages-test-out"))
    }

    /// A few rows through the real binary: its exit status, nothing on stdout, nothing left.
    @Test(arguments: binaryCases)
    func badInputFailsCleanlyThroughTheBinary(_ input: BadInput) throws {
        try #require(CLI.isAvailable, "build renderpages first: swift build --build-tests")
        let scratch = try Scratch()
        let arguments = try Self.prepare(input, in: scratch)
        let before = scratch.contents()
        let result = try CLI.run(arguments, stdin: input.stdin)
        #expect(result.status == input.status, "\(result.stderr)")
        #expect(result.stderr.contains(input.message), "stderr: \(result.stderr)")
        #expect(!result.errorLines.isEmpty && result.errorLines.allSatisfy { $0.hasPrefix("error: ") }, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout)")
        #expect(scratch.contents() == before, "left behind: \(scratch.contents())")
        #expect(!FileManager.default.fileExists(atPath: "/proc/renderpages-test-out"))
    }

    /// Every row runs one way or the other, and the binary sees each kind of failure: the
    /// reader, the command line, stdin, and I/O (exit 1).
    @Test func everyRowRunsAndTheBinaryCoversEachKind() {
        let covered = Set(Self.inProcessCases.map(\.name) + Self.binaryCases.map(\.name))
        #expect(covered == Set(Self.cases.map(\.name)))
        let binary = Self.binaryCases
        #expect(binary.contains { $0.arguments.contains("-") } && binary.contains { $0.status == 1 }
                && binary.contains { $0.message.hasPrefix("Unknown option") } && binary.contains { $0.arguments == BadInput(name: "", message: "").arguments })
        #expect(binary.count <= 17, "keep most rows in-process: \(binary.count) launch the binary")
    }

    @Test func matrixIsLargeEnough() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    /// All problems of one file are reported together, one line each, before anything is written.
    @Test func everyErrorOfAFileIsReportedOnItsOwnLine() throws {
        let scratch = try Scratch()
        let path = try scratch.write("s.json", String(decoding: Self.variant(("screen.width", "0"), ("fps", "0"), ("gesture.velocity", "500"), ("strategy.pages", "-1")), as: UTF8.self))
        let result = InProcessCLI.run(["render", path, "--out", scratch.path("out")])
        #expect(result.status == 2)
        #expect(result.errorLines.count == 4, "\(result.stderr)")
        for field in ["screen.width", "fps", "gesture.velocity", "strategy.pages"] {
            #expect(result.errorLines.contains { $0.hasPrefix("error: \(path): \(field): ") }, "\(field) in \(result.stderr)")
        }
        #expect(scratch.contents() == ["s.json"])
    }
}

extension Array where Element == UInt8 {
    /// The scenario bytes with the top-level `gesture` removed (for `gestures` cases).
    var withoutGesture: [UInt8] {
        Array(try! JSONParser.parse(self).removing("gesture").text.utf8)
    }
}
