import Foundation
import Testing
@testable import PageRender

/// The reliability fault matrix through the command line, for what only a process shows: closed
/// or odd standard streams, devices, a locked output, signals. Each case expects one "error: "
/// line per problem and the exit status the README documents (2 input, 1 I/O, 128 + signal).
@Suite struct FaultMatrixCLITests {
    typealias Run = ChildProcess.Result

    /// Runs `script` with /bin/sh in `folder`, `$BIN` naming renderpages.
    static func shell(_ script: String, in folder: URL) throws -> Run {
        try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder, environment: ["BIN": CLI.binary.path])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var status: Int32
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "closed standard input", script: #""$BIN" simulate - <&-"#, status: 2, message: "standard input is closed"),
        Case(name: "a folder as standard input", script: #""$BIN" simulate - < ."#, status: 2, message: "it is a folder"),
        Case(name: "a folder as the scenario", script: #"mkdir d; "$BIN" simulate d"#, status: 2, message: "it is a folder"),
        Case(name: "simulate into a full disk", script: #""$BIN" simulate s.json > /dev/full"#, status: 1, message: "cannot write to standard output: No space left on device"),
        Case(name: "CSV into a full disk", script: #""$BIN" simulate s.json --format csv > /dev/full"#, status: 1, message: "No space left on device"),
        Case(name: "strategies into a full disk", script: #""$BIN" strategies > /dev/full"#, status: 1, message: "No space left on device"),
        Case(name: "init into a full disk", script: #""$BIN" init native-paging > /dev/full"#, status: 1, message: "No space left on device"),
        Case(name: "closed standard output", script: #""$BIN" simulate s.json >&-"#, status: 1, message: "cannot write to standard output: Bad file descriptor"),
        Case(name: "a character device as --out", script: #"ln -s /dev/null null.gif; "$BIN" gif s.json --out null.gif --quiet"#, status: 1, message: "it is a character device"),
        Case(name: "a FIFO as --out", script: #"mkfifo f.gif; "$BIN" gif s.json --out f.gif --quiet"#, status: 1, message: "it is a FIFO (named pipe)"),
        Case(name: "an empty --out", script: #""$BIN" render s.json --out """#, status: 2, message: "--out is empty"),
        Case(name: "an extension against the format", script: #""$BIN" gif s.json --format gif --out a.webp"#, status: 2, message: "the format gif contradicts the name a.webp, which says WebP"),
        Case(name: "compare of two screens", script: #"sed 's/"width": 100/"width": 120/' s.json > t.json; "$BIN" compare s.json t.json --out c.gif"#, status: 2, message: "t.json: the screen is 120×80 pt at scale 1 but s.json's is 100×80 pt at scale 1"),
        // 3,600 s at 240 fps is 864,000 intervals, so 864,001 samples at least; refused before
        // the simulation runs.
        Case(name: "far over the frame limit", script: #"printf '{"screen": {"width": 100, "height": 80}, "strategy": {"kind": "native-paging", "pages": 3}, "gestures": [{"kind": "fling", "velocity": 1}, {"kind": "fling", "velocity": 1, "at": 3600000}], "fps": 240}' > long.json; "$BIN" simulate long.json"#, status: 2, message: "the timeline has at least 864001 frames (3600 s of gestures at 240 fps)"),
    ]

    @Test(arguments: cases)
    func faultFailsCleanly(_ fault: Case) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", BadInputMatrixTests.base)
        let run = try Self.shell(fault.script, in: scratch.url)
        #expect(run.status == fault.status, "\(run.stderr)")
        #expect(run.stderr.contains(fault.message), "\(run.stderr)")
        #expect(run.errorLines.count == 1 && run.errorLines.allSatisfy { $0.hasPrefix("error: ") }, "\(run.stderr)")
        #expect(!scratch.contents().contains { $0.hasPrefix(".renderpages") }, "\(scratch.contents())")
        #expect(FileSystem.kind(of: "/dev/null") == .characterDevice)
    }

    /// Two bad files: both files' problems in one run.
    @Test func everyBadFileIsReportedAtOnce() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("a.json", #"{"fps": 0}"#)  // no screen, strategy or gesture
        try scratch.write("b.json", "{oops")
        let run = try Self.shell(#""$BIN" compare a.json b.json --out c.gif"#, in: scratch.url)
        #expect(run.status == 2)
        #expect(run.errorLines.contains { $0 == "error: a.json: screen: is required; add an object" }, "\(run.stderr)")
        #expect(run.errorLines.contains { $0.hasPrefix("error: b.json: invalid JSON") }, "\(run.stderr)")
    }

    /// A second run on an output another run holds fails at once with status 1, and the earlier
    /// render stays whole.
    @Test func aSecondRunOnALockedOutputFails() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", BadInputMatrixTests.base)
        let first = try Self.shell(#""$BIN" render s.json --out frames --quiet"#, in: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        let before = scratch.contents("frames")
        let holder = OutputTransaction()
        _ = try holder.stageFolder(scratch.path("frames")) { _ in [] }
        let second = try Self.shell(#""$BIN" render s.json --out frames --quiet"#, in: scratch.url)
        #expect(second.status == 1)
        #expect(second.stderr == "error: \(scratch.path("frames")) is being written by another renderpages run; wait for it to finish or choose another --out\n"
                || second.stderr == "error: frames is being written by another renderpages run; wait for it to finish or choose another --out\n", "\(second.stderr)")
        holder.rollback()
        #expect(scratch.contents("frames") == before)
    }

    /// The GIF goes to standard output with `--out -`, and nothing else does.
    @Test func aGIFCanGoToStandardOutput() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", BadInputMatrixTests.base)
        let run = try Self.shell(#""$BIN" gif s.json --out - > out.gif && head -c 6 out.gif"#, in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "GIF89a")
    }
}
