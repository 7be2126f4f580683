import Foundation
import Testing
@testable import PageRender

/// The ways a video can fail, through the built `renderpages` with a PATH of the test's making:
/// no `ffmpeg`, a fake one that exits 1 after writing half a file, one killed by a signal, and
/// renderpages interrupted while ffmpeg runs. Each keeps an earlier video as it was and leaves
/// nothing else in the folder.
@Suite struct VideoFailureTests {
    /// A folder with the scenario, an earlier `demo.mp4` written by renderpages (with the real
    /// ffmpeg), and `bin/` for a fake `ffmpeg` when `fake` is given (a /bin/sh script body).
    /// Starts `animate SCENARIO --out demo.mp4` in `scratch` with its `bin/` as the PATH (the fake
    /// ffmpeg), standard error discarded; the caller waits for it or signals it.
    static func startVideo(_ scenario: String, in scratch: Scratch) throws -> Process {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["animate", scenario, "--out", scratch.path("demo.mp4"), "--quiet"]
        process.environment = ProcessInfo.processInfo.environment.merging(["PATH": scratch.path("bin")]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func prepare(fake: String?) throws -> (scratch: Scratch, scenario: String, earlier: Data) {
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", VideoExportTests.scenario(width: 60, height: 40, scale: 1))
        let first = try CLI.run(["animate", scenario, "--out", scratch.path("demo.mp4"), "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("bin"), withIntermediateDirectories: true)
        if let fake {
            let path = try scratch.write("bin/ffmpeg", "#!/bin/sh\n" + fake + "\n")
            chmod(path, 0o755)
        }
        return (scratch, scenario, try #require(FileManager.default.contents(atPath: scratch.path("demo.mp4"))))
    }

    func runWithFakePath(_ scratch: Scratch, _ scenario: String) throws -> CLI.Result {
        try CLI.run(["animate", scenario, "--out", scratch.path("demo.mp4"), "--quiet"], environment: ["PATH": scratch.path("bin")])
    }

    func expectKept(_ scratch: Scratch, _ earlier: Data) {
        #expect(FileManager.default.contents(atPath: scratch.path("demo.mp4")) == earlier, "the earlier video changed")
        #expect(scratch.contents() == ["bin", "demo.mp4", "s.json"], "left behind: \(scratch.contents())")
    }

    /// The half file every fake writes at the path it is given (the last argument) before it
    /// reads a little of its input: it must be removed.
    static let halfFile = "for a; do out=$a; done\nout=${out#file:}\necho half > \"$out\"\n/usr/bin/head -c 1000 > /dev/null\n"

    /// No ffmpeg on the PATH; a fake that exits 1 after two lines on stderr (the last is
    /// quoted); a fake that kills itself with SIGKILL. Each: exit 1, one line, nothing left.
    @Test(arguments: [
        (nil, "error: cannot write a video: the program ffmpeg is not on the PATH; install it (Debian: apt-get install ffmpeg)"),
        (halfFile + "echo 'first line' >&2\necho '[libx264 @ 0x1] fake failure: no encoder' >&2\nexit 1",
         "error: ffmpeg exited with status 1 before the video was written: [libx264 @ 0x1] fake failure: no encoder; nothing was written, an earlier file at --out is kept"),
        (halfFile + "kill -9 $$",
         "error: ffmpeg was killed by signal 9 before the video was written (it wrote no error message); nothing was written, an earlier file at --out is kept"),
    ] as [(String?, String)])
    func failedFFmpegKeepsTheEarlierVideo(fake: String?, line: String) throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, earlier) = try prepare(fake: fake)
        let run = try runWithFakePath(scratch, scenario)
        #expect(run.status == 1)
        #expect(run.errorLines == [line], "\(run.stderr)")
        expectKept(scratch, earlier)
    }

    /// SIGINT while ffmpeg runs (a fake that never reads, so renderpages waits on the full pipe):
    /// exit 130, ffmpeg's process is gone, the staged video removed, the earlier one kept.
    @Test func interruptStopsFFmpeg() throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, earlier) = try prepare(fake: """
        for a; do out=$a; done
        out=${out#file:}
        echo half > "$out"
        echo $$ > "\(FileManager.default.temporaryDirectory.path)/renderpages-fake-ffmpeg-$PPID.pid"
        exec /bin/sleep 120
        """)
        let process = try Self.startVideo(scenario, in: scratch)
        let pidFile = FileManager.default.temporaryDirectory.path + "/renderpages-fake-ffmpeg-\(process.processIdentifier).pid"
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        // Waits for the fake to start (an event, not a time budget: the loop only bounds a hang).
        var fake: pid_t?
        for _ in 0..<6000 where fake == nil {
            fake = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if fake == nil { usleep(10_000) }
        }
        let child = try #require(fake, "the fake ffmpeg never started")
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(kill(child, 0) == -1 && errno == ESRCH, "ffmpeg (pid \(child)) is still running")
        if kill(child, 0) == 0 { kill(child, SIGKILL) }
        expectKept(scratch, earlier)
    }
}
