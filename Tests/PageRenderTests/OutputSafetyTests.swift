import Foundation
import Testing

/// Output is all or nothing: an interrupted or failing render removes what it created.
@Suite struct OutputSafetyTests {
    /// Frames of 4000 × 4000 px take a noticeable time each, so a signal lands mid-render.
    static let slowScenario = #"{"screen": {"width": 1000, "height": 1000, "scale": 4}, "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 240}"#

    /// Starts a slow render into `new/frames` (over an earlier render when `overEarlier`), waits
    /// for its first finished frame in the staging folder, sends `signal`; then hands the scratch
    /// folder to `after`.
    func interruptedRender(signal: Int32, overEarlier: Bool = false,
                           after: (Scratch) throws -> Void = { _ in }) throws -> (status: Int32, stderr: String, left: [String], frames: [String: Data]) {
        let scratch = try Scratch()
        let scenario = try scratch.write("slow.json", Self.slowScenario)
        let out = scratch.url.appendingPathComponent("new/frames")
        if overEarlier {
            let small = try scratch.write("small.json", BadInputMatrixTests.base)
            #expect(try CLI.run(["render", small, "--out", out.path, "--quiet"]).status == 0)
        }
        let earlier = Self.files(in: out.path)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", scenario, "--out", out.path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        func started() -> Bool {
            scratch.contents("new").contains { $0.hasSuffix(".staging") && scratch.contents("new/" + $0).contains("frame-0000.png") }
        }
        // Polls every 10 ms, at most 3,000 times: a guard against a render that never writes a
        // frame, not a time budget (the checks below hold whenever the signal lands).
        for _ in 0..<3_000 {
            if started() || !process.isRunning { break }
            usleep(10_000)
        }
        #expect(process.isRunning, "the render finished before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let frames = Self.files(in: out.path)
        #expect(frames == earlier, "the earlier render changed")
        let left = scratch.contents() + scratch.contents("new").map { "new/" + $0 }
        try after(scratch)
        return (process.terminationStatus, stderr, left, frames)
    }

    static func files(in folder: String) -> [String: Data] {
        var all: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            all[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return all
    }

    @Test func sigintLeavesNothingAndExits130() throws {
        try #require(CLI.isAvailable)
        let run = try interruptedRender(signal: SIGINT)
        #expect(run.status == 130)
        #expect(run.stderr.hasPrefix("error: interrupted"), "\(run.stderr)")
        #expect(run.left == ["slow.json"], "left behind: \(run.left)")
    }

    @Test func sigtermLeavesNothingAndExits143() throws {
        try #require(CLI.isAvailable)
        let run = try interruptedRender(signal: SIGTERM)
        #expect(run.status == 143)
        #expect(run.left == ["slow.json"], "left behind: \(run.left)")
    }

    /// SIGHUP (a closed terminal) and SIGQUIT clean up like SIGINT, and an earlier render in the
    /// folder survives byte for byte (checked in `interruptedRender`).
    @Test(arguments: [SIGHUP, SIGQUIT])
    func hangupAndQuitKeepTheEarlierRender(signal: Int32) throws {
        try #require(CLI.isAvailable)
        let run = try interruptedRender(signal: signal, overEarlier: true)
        #expect(run.status == 128 + signal, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("error: interrupted"), "\(run.stderr)")
        #expect(run.frames.keys.contains("manifest.json") && run.frames.count > 2)
        #expect(run.left == ["new", "slow.json", "small.json", "new/frames"], "left behind: \(run.left)")
    }

    /// A write that fails at frame 3 (a folder squats on its name) removes frames 0–2 but keeps
    /// what was there before the run.
    @Test func failureMidwayRemovesWhatTheRunCreated() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", BadInputMatrixTests.base)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("out/frame-0003.png"), withIntermediateDirectories: true)
        try scratch.write("out/keep.txt", "from an earlier run")
        let result = try CLI.run(["render", scenario, "--out", scratch.path("out")])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.errorLines.count == 1 && result.stderr.contains("frame-0003.png"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(scratch.contents("out") == ["frame-0003.png", "keep.txt"], "left: \(scratch.contents("out"))")
    }

    /// A successful render leaves exactly its frames and manifest: no temporary files.
    @Test func successLeavesNoTemporaryFiles() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", BadInputMatrixTests.base)
        let result = try CLI.run(["render", scenario, "--out", scratch.path("out"), "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let files = scratch.contents("out")
        #expect(files.contains("manifest.json") && files.contains("frame-0000.png"))
        #expect(files.allSatisfy { !$0.hasPrefix(".") }, "\(files)")
    }

    /// A GIF over a file renderpages did not write (house rule: never replace such a file): one
    /// line naming it and --force, exit 1, the file unchanged; --force replaces it; the run after
    /// that replaces its own output without being asked; `plot` refuses the same way.
    @Test func aFileRenderpagesDidNotWriteIsReplacedOnlyWithForce() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", BadInputMatrixTests.base)
        let target = try scratch.write("demo.gif", "the user's own file")
        let refused = try CLI.run(["gif", scenario, "--out", target, "--quiet"])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.errorLines == ["error: refusing to replace \(target): it is not renderpages' output (no renderpages-output mark inside); move it away, choose another --out or pass --force"])
        #expect(FileManager.default.contents(atPath: target) == Data("the user's own file".utf8))
        #expect(scratch.contents() == ["demo.gif", "s.json"])
        let forced = try CLI.run(["gif", scenario, "--out", target, "--quiet", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(FileManager.default.contents(atPath: target)?.starts(with: Array("GIF89a".utf8)) == true)
        let again = try CLI.run(["gif", scenario, "--out", target, "--quiet"])
        #expect(again.status == 0, "\(again.stderr)")
        let plot = try scratch.write("plot.svg", "<svg/>")
        #expect(try CLI.run(["plot", scenario, "--out", plot]).status == 1)
        #expect(FileManager.default.contents(atPath: plot) == Data("<svg/>".utf8))
    }
}
