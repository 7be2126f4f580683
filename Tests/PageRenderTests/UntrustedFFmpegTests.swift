import Foundation
import Testing
@testable import PageRender

/// An `ffmpeg` is not trusted with the result (reliability attack 4, D04, D10, D13): fake
/// programs on the PATH that exit 0 over a cut-short file or after a write error, print terminal
/// escapes, stop reading or leave a child holding their standard error. Each run ends in a bounded
/// time (`RENDERPAGES_FFMPEG_TIMEOUT` of 1 s instead of the default 120 s), with one line, the
/// earlier video as it was and no process of the fake's left. Every fake first finds the path it
/// is given (the last argument, `file:` and the path) and reads its input, as ffmpeg does.
@Suite struct UntrustedFFmpegTests {
    typealias Failures = VideoFailureTests

    static let findOutput = "for a; do out=$a; done\nout=${out#file:}\n"

    func run(_ fake: String, scratch: Scratch, scenario: String, out: String = "demo.mp4") throws -> CLI.Result {
        try FileManager.default.createDirectory(atPath: scratch.path("bin"), withIntermediateDirectories: true)
        let path = try scratch.write("bin/ffmpeg", "#!/bin/sh\n" + Self.findOutput + fake + "\n")
        chmod(path, 0o755)
        return try CLI.run(["animate", scenario, "--out", scratch.path(out), "--quiet"],
                           environment: ["PATH": scratch.path("bin") + ":/usr/bin:/bin", "RENDERPAGES_FFMPEG_TIMEOUT": "1"])
    }

    /// ffmpeg exits 0 over a file cut short (what ffmpeg 5.1's Matroska muxer leaves on a full
    /// disk) or over no file at all. Before (a01ce4e's debug build, this test): exit 0, `wrote
    /// demo.mp4 …`, the earlier video replaced by the cut one (the report's D04 on a
    /// 4 MB tmpfs: a 12,950-byte WebM replaced by 8,192 bytes, exit 0).
    @Test(arguments: [
        ("/bin/cat > /dev/null\n/usr/bin/head -c $(( $(/usr/bin/wc -c < earlier.mp4) - 100 )) earlier.mp4 > \"$out\"\nexit 0",
         "error: ffmpeg exited with status 0 but the video it wrote is damaged: its mdat box at byte"),
        ("/bin/cat > /dev/null\nexit 0",
         "error: ffmpeg exited with status 0 but the video it wrote is damaged: there is no regular file where it was to be written"),
        ("/bin/cat > /dev/null\n/bin/cp earlier.mp4 \"$out\"\necho \"Error writing trailer of $out: No space left on device\" >&2\nexit 0",
         "error: ffmpeg exited with status 0 but reported a write error: Error writing trailer of "),
    ] as [(String, String)])
    func aVideoFFmpegLeftUnfinishedIsRefused(fake: String, line: String) throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, earlier) = try Failures().prepare(fake: nil)
        try FileManager.default.copyItem(atPath: scratch.path("demo.mp4"), toPath: scratch.path("earlier.mp4"))
        let fakeInScratch = fake.replacingOccurrences(of: "earlier.mp4", with: scratch.path("earlier.mp4"))
        let result = try run(fakeInScratch, scratch: scratch, scenario: scenario)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix(line), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; nothing was written, an earlier file at --out is kept\n"), "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: scratch.path("demo.mp4")) == earlier)
        #expect(scratch.contents() == ["bin", "demo.mp4", "earlier.mp4", "s.json"], "\(scratch.contents())")
    }

    /// The same for WebM: ffmpeg exits 0 over a WebM cut 100 bytes short (what ffmpeg 5.1's
    /// Matroska muxer leaves on a full disk, the report's D04: a 12,950-byte WebM replaced by
    /// 8,192 bytes with exit 0 at a01ce4e). The earlier WebM stays and the run exits 1.
    @Test func aWebMFFmpegLeftUnfinishedIsRefused() throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, earlier) = try earlierVideo("webm", width: 60, height: 40, scale: 1)
        let result = try run("/bin/cat > /dev/null\n/usr/bin/head -c \(earlier.count - 100) \(scratch.path("earlier.webm")) > \"$out\"\nexit 0",
                             scratch: scratch, scenario: scenario, out: "demo.webm")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix("error: ffmpeg exited with status 0 but the video it wrote is damaged: "), "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: scratch.path("demo.webm")) == earlier)
        #expect(scratch.contents() == ["bin", "demo.webm", "earlier.webm", "s.json"], "\(scratch.contents())")
    }

    /// ffmpeg's last line carries OSC 52 (set the clipboard), a clear-screen and a colour, then
    /// 4,000 characters. Before (a01ce4e, this test): the ESC and BEL bytes reached stderr raw in
    /// a 4,100-byte line (the report's D10). Now they are escaped and the line is cut.
    @Test func ffmpegsMessageIsEscapedAndCut() throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, earlier) = try Failures().prepare(fake: nil)
        let result = try run(#"""
        /bin/cat > /dev/null
        printf '\033]52;c;cHduZWQ=\007\033[2J\033[31mRED' >&2
        /usr/bin/head -c 4000 /dev/zero | /usr/bin/tr '\0' E >&2
        exit 1
        """#, scratch: scratch, scenario: scenario)
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1, "\(result.stderr.prefix(300))")
        #expect(!result.stderr.utf8.contains { $0 < 0x20 && $0 != 0x0A }, "a control character reached the terminal")
        #expect(result.stderr.contains(#"\u001b]52;c;cHduZWQ=\u0007\u001b[2J\u001b[31mRED"#), "\(result.stderr.prefix(300))")
        #expect(result.stderr.utf8.count < 400, "\(result.stderr.utf8.count) bytes")
        #expect(FileManager.default.contents(atPath: scratch.path("demo.mp4")) == earlier)
    }

    /// A program that never reads its input, one that reads it all and never exits, and one
    /// that exits 0 leaving a child on its standard error. Before (a01ce4e, the report's D13):
    /// each was waited for until interrupted, and the child outlived renderpages. Now the first
    /// two are stopped after the deadline (exit 1, one line) and every process of theirs is gone;
    /// the third's video is checked and committed, and its child killed.
    @Test(arguments: [
        ("echo $$ > pids\nexec /bin/sleep 120", 1, "error: ffmpeg read none of its input for 1 s, so it was stopped"),
        ("echo $$ > pids\n/bin/cat > /dev/null\nexec /bin/sleep 120", 1, "error: ffmpeg did not exit within 1 s, so it was stopped"),
        ("/bin/cat > /dev/null\n/bin/cp earlier.mp4 \"$out\"\n/bin/sleep 120 &\necho $! > pids\nexit 0", 0, ""),
    ] as [(String, Int32, String)])
    func aHangingFFmpegIsStopped(fake: String, status: Int32, line: String) throws {
        try #require(CLI.isAvailable)
        // Frames of 400 × 400 px (240 KB each in 4:2:0), more than the socket holds, so a
        // program that does not read blocks the writes.
        let (scratch, scenario, earlier) = try earlierVideo("mp4", width: 200, height: 200, scale: 2)
        let fakeInScratch = fake.replacingOccurrences(of: "earlier.mp4", with: scratch.path("earlier.mp4"))
            .replacingOccurrences(of: "> pids", with: "> " + scratch.path("pids"))
        let result = try run(fakeInScratch, scratch: scratch, scenario: scenario)
        #expect(result.status == status, "\(result.stderr)")
        if status != 0 {
            #expect(result.errorLines.count == 1 && result.stderr.hasPrefix(line), "\(result.stderr)")
        }
        #expect(FileManager.default.contents(atPath: scratch.path("demo.mp4")) == earlier)
        let pid = try #require(pid_t((try String(contentsOfFile: scratch.path("pids"), encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.stillRunningAfterItsKill(pid), "process \(pid) of the fake is still running")
        if Self.isRunning(pid) { kill(pid, SIGKILL) }
        #expect(!scratch.contents().contains { $0.hasPrefix(".renderpages") }, "\(scratch.contents())")
    }

    /// Output folders whose names ffmpeg would read as a protocol or an option, with the real
    /// ffmpeg. Before (a01ce4e's debug build, this test; the report's D07): `2026-11-28T10:00/`
    /// failed with "Protocol not found", `-x/` with "Option not found", and `file:d/` wrote the
    /// video into `d/` and left it there. Now each video is written where --out says, and
    /// nothing elsewhere.
    @Test(arguments: ["2026-11-28T10:00/demo.mp4", "-x/a.mp4", "file:d/a.webm", "http:/a.mp4"])
    func aNameFFmpegWouldMisreadIsWrittenAsAFile(_ out: String) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", VideoExportTests.scenario(width: 60, height: 40, scale: 1))
        let folder = String(out.split(separator: "/").first!)
        for name in [folder, "d"] { try FileManager.default.createDirectory(atPath: scratch.path(name), withIntermediateDirectories: true) }
        let run = try CLI.run(["animate", "s.json", "--out=" + out, "--quiet"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileSystem.entries(of: scratch.path(folder)) == [String(out.split(separator: "/").last!)])
        #expect(FileSystem.entries(of: scratch.path("d")).filter { $0 != out.split(separator: "/").last! }.isEmpty)
        #expect(Set(scratch.contents()) == Set(["s.json", folder, "d"]), "\(scratch.contents())")
    }

    /// A program that reads 1,000,000 bytes of its input and then nothing. Before (38656b5, this
    /// test): "ffmpeg read none of its input for 1 s", though it had read a million bytes. Now
    /// the line says how much it read, at least (what was sent less what still waits in the
    /// socket, whose count includes the kernel's bookkeeping): more than none, at most a million.
    @Test func anFFmpegThatStopsReadingIsToldHowMuchItRead() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        // Frames of 400 × 400 px (240 KB each in 4:2:0): more than a million bytes in all.
        let scenario = try scratch.write("s.json", VideoExportTests.scenario(width: 200, height: 200, scale: 2))
        let result = try run("echo $$ > \(scratch.path("pids"))\n/bin/dd bs=1000 count=1000 iflag=fullblock of=/dev/null 2>/dev/null\nexec /bin/sleep 120",
                             scratch: scratch, scenario: scenario)
        #expect(result.status == 1, "\(result.stderr)")
        let prefix = "error: ffmpeg read ", suffix = " bytes of its input, then nothing more for 1 s, so it was stopped"
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix(prefix), "\(result.stderr)")
        let read = result.errorLines.first.flatMap { line in
            line.hasPrefix(prefix) && line.contains(suffix) ? Int(line.dropFirst(prefix.count).prefix { $0.isNumber }) : nil
        }
        #expect(read.map { $0 > 0 && $0 <= 1_000_000 } == true, "\(result.stderr)")
        if let pid = pid_t((try String(contentsOfFile: scratch.path("pids"), encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)) {
            #expect(!Self.stillRunningAfterItsKill(pid), "process \(pid) of the fake is still running")
            if Self.isRunning(pid) { kill(pid, SIGKILL) }
        }
        #expect(!scratch.contents().contains { $0.hasPrefix(".renderpages") }, "\(scratch.contents())")
    }

    /// A scratch folder holding `s.json` (a scenario of `width` × `height` pt at `scale`), the
    /// real ffmpeg's `demo.EXTENSION` of it and a copy as `earlier.EXTENSION`; the scenario's
    /// path and the video's bytes.
    func earlierVideo(_ extension: String, width: Int, height: Int, scale: Double) throws -> (Scratch, String, Data) {
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", VideoExportTests.scenario(width: width, height: height, scale: scale))
        let first = try CLI.run(["animate", scenario, "--out", scratch.path("demo." + `extension`), "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let earlier = try #require(FileManager.default.contents(atPath: scratch.path("demo." + `extension`)))
        try FileManager.default.copyItem(atPath: scratch.path("demo." + `extension`), toPath: scratch.path("earlier." + `extension`))
        return (scratch, scenario, earlier)
    }

    /// Whether `pid` is a live process: a zombie (a killed child its new parent has not reaped
    /// yet) is not.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Whether `pid` is still running after the SIGKILL renderpages sent has had time to act:
    /// waits for the event (the loop only bounds a hang, 5 s).
    static func stillRunningAfterItsKill(_ pid: pid_t) -> Bool {
        for _ in 0..<500 where isRunning(pid) { usleep(10_000) }
        return isRunning(pid)
    }
}
