import Foundation
import Testing
@testable import PageRender

/// The commit re-checks what it replaces (reliability attack 3, D01 to D05, D17): each test is a
/// shell reproduction of the report, made deterministic by holding the run's commit at the moment
/// the report's scripts acted (`GatedRun`). Expected outcomes are the report's "promised" lines.
@Suite struct CommitRaceTests {
    static let base = BadInputMatrixTests.base

    /// The scratch folder with `s.json` and an earlier render in `frames`.
    func earlierRender() throws -> (Scratch, scenario: String, frames: [String: Data]) {
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", Self.base)
        #expect(try CLI.run(["render", scenario, "--out", scratch.path("frames"), "--quiet"]).status == 0)
        return (scratch, scenario, OutputSafetyTests.files(in: scratch.path("frames")))
    }

    /// D01: the output folder swapped for a symbolic link to another folder while the run draws.
    /// The old code exited 0, deleted the victim's frame-0001.png and manifest.json and moved its
    /// precious.txt into the new output. Now: refused, exit 1, both folders as they were.
    @Test func aFolderSwappedForALinkIsRefusedAndTheLinksTargetUntouched() throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, earlier) = try earlierRender()
        try FileManager.default.createDirectory(atPath: scratch.path("victim"), withIntermediateDirectories: false)
        try scratch.write("victim/precious.txt", "precious")
        try scratch.write("victim/frame-0001.png", "photo")
        try scratch.write("victim/manifest.json", "notes")
        let victim = OutputSafetyTests.files(in: scratch.path("victim"))
        let run = try GatedRun.run(["render", scenario, "--out", "frames", "--quiet", "--fps", "20"], in: scratch.url) { _ in
            #expect(rename(scratch.path("frames"), scratch.path("frames.moved")) == 0)
            #expect(symlink("victim", scratch.path("frames")) == 0)
        }
        #expect(run.status == 1 && run.errorLines.count == 1 && run.stderr.contains("during the run"), "\(run.stderr)")
        #expect(OutputSafetyTests.files(in: scratch.path("victim")) == victim)
        #expect(OutputSafetyTests.files(in: scratch.path("frames.moved")) == earlier)
        #expect(scratch.contents() == ["frames", "frames.moved", "s.json", "victim"])
    }

    /// D01's variant: another real folder moved in under the output's name. The old code deleted
    /// its frame-named files and moved the rest into the output.
    @Test func anotherFolderMovedInIsRefusedAndUntouched() throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, earlier) = try earlierRender()
        try FileManager.default.createDirectory(atPath: scratch.path("mydata"), withIntermediateDirectories: false)
        try scratch.write("mydata/frame-0000.png", "mine")
        try scratch.write("mydata/notes.txt", "mine")
        let mine = OutputSafetyTests.files(in: scratch.path("mydata"))
        let run = try GatedRun.run(["render", scenario, "--out", "frames", "--quiet", "--fps", "20"], in: scratch.url) { _ in
            #expect(rename(scratch.path("frames"), scratch.path("frames.moved")) == 0)
            #expect(rename(scratch.path("mydata"), scratch.path("frames")) == 0)
        }
        #expect(run.status == 1 && run.stderr.contains("during the run"), "\(run.stderr)")
        #expect(OutputSafetyTests.files(in: scratch.path("frames")) == mine)
        #expect(OutputSafetyTests.files(in: scratch.path("frames.moved")) == earlier)
        #expect(scratch.contents() == ["frames", "frames.moved", "s.json"])
    }

    /// D02: a frame-named file saved into the output during the run. The old code hid it in
    /// `.renderpages-PID-N.staging` (exit 0), where a sweep an hour later deleted it. Now the
    /// commit is refused (the same rule as at staging), exit 1, the file and the earlier render kept.
    @Test func aFrameFileSavedDuringTheRunIsNeverHidden() throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, earlier) = try earlierRender()
        let run = try GatedRun.run(["render", scenario, "--out", "frames", "--quiet", "--fps", "20"], in: scratch.url) { _ in
            try scratch.write("frames/frame-0500.png", "my own frame")
        }
        #expect(run.status == 1 && run.errorLines.count == 1 && run.stderr.contains("frame-0500.png"), "\(run.stderr)")
        var expected = earlier
        expected["frame-0500.png"] = Data("my own frame".utf8)
        #expect(OutputSafetyTests.files(in: scratch.path("frames")) == expected)
        #expect(scratch.contents() == ["frames", "s.json"])
    }

    /// A file of the user's saved during the run under any other name stays in the committed
    /// folder, where it was: the folder is then updated in place and the user's entries never move.
    @Test func aNoteSavedDuringTheRunStaysWhereItWas() throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, _) = try earlierRender()
        let run = try GatedRun.run(["render", scenario, "--out", "frames", "--quiet", "--fps", "20"], in: scratch.url) { _ in
            try scratch.write("frames/notes.txt", "mine")
        }
        #expect(run.status == 0, "\(run.stderr)")
        let names = scratch.contents("frames")
        #expect(names.contains("notes.txt") && names.contains("manifest.json") && !names.contains(FrameFiles.transitionManifestName))
        let manifest = try String(contentsOfFile: scratch.path("frames/manifest.json"), encoding: .utf8)
        #expect(manifest.contains(#""fps": 20"#) || manifest.contains(#""fps":20"#), "\(manifest.prefix(200))")
        #expect(scratch.contents() == ["frames", "s.json"])
    }

    /// D05: a regular file saved at `--out` while a new folder is drawn. The old code exited 1
    /// ("Not a directory") and leaked the whole staged folder. Now: refused, nothing left.
    @Test func aFileSavedAtTheOutputLeavesNoStagedFolder() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", Self.base)
        let run = try GatedRun.run(["render", scenario, "--out", "fr", "--quiet"], in: scratch.url) { _ in
            try scratch.write("fr", "mine")
        }
        #expect(run.status == 1 && run.stderr.contains("during the run"), "\(run.stderr)")
        #expect(scratch.contents() == ["fr", "s.json"])
        #expect(try String(contentsOfFile: scratch.path("fr"), encoding: .utf8) == "mine")
    }

    /// D05 for a file: the target turned into a folder during the run. The old code dropped the
    /// item from its list before the check threw, so `.renderpages-PID-N.tmp` stayed.
    @Test func aFailingFileCommitLeavesNoStagedFile() throws {
        let scratch = try Scratch()
        let target = scratch.path("a.gif")
        let output = OutputTransaction()
        try output.write([1, 2, 3], to: target)
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        #expect(throws: OutputError(.notARegularFile(.folder), path: target)) { try output.commit() }
        #expect(scratch.contents() == ["a.gif"])
        #expect(!output.isCommitted)
    }

    /// D04: a signal that arrives once every item is in place waits for the commit and says the
    /// output is written; the old code printed "error: interrupted" over a finished output.
    @Test func aSignalAfterTheCommitSaysTheOutputIsWritten() throws {
        try #require(CLI.isAvailable)
        let (scratch, scenario, _) = try earlierRender()
        let run = try GatedRun.run(["render", scenario, "--out", "frames", "--quiet", "--fps", "20"], in: scratch.url, at: "after") { pid in
            kill(pid, SIGTERM)
            // The handler runs on another thread and waits for the commit's lock (held at the gate).
            usleep(100_000)
        }
        #expect(run.status == 128 + SIGTERM)
        #expect(run.errorLines == ["error: interrupted after the output was written; it is complete"], "\(run.stderr)")
        let manifest = try String(contentsOfFile: scratch.path("frames/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("20"), "the new render is in place")
        #expect(scratch.contents() == ["frames", "s.json"])
    }

    /// D17: a re-rendered file keeps its mode (0600) and, as root, its owner (65534); the old code
    /// made it 0644 and root's.
    @Test func aReplacedFileKeepsItsModeAndOwner() throws {
        let scratch = try Scratch()
        let target = scratch.path("r.html")
        try OutputTransaction.write(Array("one".utf8), to: target, replacesAnyFile: true)
        #expect(chmod(target, 0o600) == 0)
        let asRoot = geteuid() == 0
        if asRoot { #expect(chown(target, 65534, 65534) == 0) }
        try OutputTransaction.write(Array("two".utf8), to: target, replacesAnyFile: true)
        var info = stat()
        #expect(stat(target, &info) == 0 && info.st_mode & 0o7777 == 0o600, "\(String(info.st_mode & 0o7777, radix: 8))")
        if asRoot { #expect(info.st_uid == 65534 && info.st_gid == 65534, "\(info.st_uid):\(info.st_gid)") }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "two")
    }
}

/// D16 of reliability attack 3: a foreign `manifest.json` was read whole (a 600 MB sparse file
/// cost 1.25 GB of memory). It is now read through the folder's handle up to
/// `FrameFiles.manifestByteLimit` (32 MiB) and no further. A frame manifest padded past the cap
/// with spaces (valid JSON, so the old code accepted it as an earlier render) is refused as foreign.
@Suite struct ManifestCapTests {
    @Test func aManifestOverTheCapIsForeign() throws {
        let scratch = try Scratch()
        let folder = scratch.path("frames")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let padded = Array(#"{"frames": []}"#.utf8) + [UInt8](repeating: 0x20, count: FrameFiles.manifestByteLimit)
        try Data(padded).write(to: URL(fileURLWithPath: folder + "/manifest.json"))
        #expect(throws: OutputError(.foreignManifest, path: folder)) {
            _ = try FrameFiles.earlierRender(in: try DirectoryHandle(path: folder), path: folder)
        }
        // The same manifest under the cap is an earlier render of no frames.
        try Data(#"{"frames": []}"#.utf8).write(to: URL(fileURLWithPath: folder + "/manifest.json"))
        #expect(try FrameFiles.earlierRender(in: try DirectoryHandle(path: folder), path: folder) == ["manifest.json"])
    }
}
