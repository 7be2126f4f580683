import Foundation
import Testing
@testable import PageRender

/// D03 of reliability attack 3: entries of the output folder that cannot be moved. The old commit
/// swapped the folders and then moved the user's entries one by one into the new one; a read-only
/// subfolder (for a non-root user: renaming it must update its "..") or a mount point (EBUSY for
/// anyone) made it fail halfway, exit 1, with the old render half deleted and the user's files
/// hidden under `.renderpages-PID-N.staging`. The user's entries now never move.
@Suite struct UnmovableEntryTests {
    /// As an unprivileged user (uid 65534 through setpriv when the suite runs as root): a 555
    /// subfolder and two notes around it stay, and the re-render (fps 20) is in place.
    @Test func aReadOnlySubfolderStaysAndTheReRenderSucceeds() throws {
        try #require(CLI.isAvailable)
        let asRoot = getuid() == 0
        try #require(!asRoot || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv runs the command without root")
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", BadInputMatrixTests.base)
        #expect(chmod(scratch.url.path, 0o777) == 0 && chmod(scenario, 0o644) == 0)
        func run(_ extra: [String]) throws -> ChildProcess.Result {
            let arguments = ["render", scenario, "--out", "frames", "--quiet"] + extra
            return asRoot
                ? try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/setpriv"), ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary.path] + arguments, in: scratch.url)
                : try CLI.run(arguments, in: scratch.url)
        }
        #expect(try run([]).status == 0)
        try FileManager.default.createDirectory(atPath: scratch.path("frames/sub"), withIntermediateDirectories: false)
        try scratch.write("frames/sub/inside.txt", "mine")
        try scratch.write("frames/aa-notes.txt", "mine")
        try scratch.write("frames/zz-notes.txt", "mine")
        if asRoot { for name in ["frames/sub", "frames/sub/inside.txt", "frames/aa-notes.txt", "frames/zz-notes.txt"] { chown(scratch.path(name), 65534, 65534) } }
        #expect(chmod(scratch.path("frames/sub"), 0o555) == 0)
        defer { chmod(scratch.path("frames/sub"), 0o755) }
        let result = try run(["--set", "fps=20"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = scratch.contents("frames")
        #expect(names.contains("sub") && names.contains("aa-notes.txt") && names.contains("zz-notes.txt"), "\(names)")
        #expect(scratch.contents("frames/sub") == ["inside.txt"])
        let manifest = try String(contentsOfFile: scratch.path("frames/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("20"), "the re-render is in place")
        #expect(scratch.contents() == ["frames", "s.json"])
    }

    /// As root: a mount point inside `--out .` stays mounted where it is; the render succeeds and
    /// nothing is hidden. Needs a tmpfs mount (the suite runs as root in a container that allows it).
    @Test(.enabled(if: getuid() == 0)) func aMountPointStaysWhereItIs() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let out = scratch.path("out")
        try FileManager.default.createDirectory(atPath: out + "/mnt", withIntermediateDirectories: true)
        try scratch.write("out/s.json", BadInputMatrixTests.base)
        let mount = try ChildProcess.run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "tmpfs", out + "/mnt"])
        try #require(mount.status == 0, "mount: \(mount.stderr)")
        defer { _ = try? ChildProcess.run(URL(fileURLWithPath: "/bin/umount"), [out + "/mnt"]) }
        try scratch.write("out/mnt/on-the-mount.txt", "mine")
        let first = try CLI.run(["render", "s.json", "--out", ".", "--quiet"], in: URL(fileURLWithPath: out))
        #expect(first.status == 0, "\(first.stderr)")
        let again = try CLI.run(["render", "s.json", "--out", ".", "--quiet", "--fps", "20"], in: URL(fileURLWithPath: out))
        #expect(again.status == 0, "\(again.stderr)")
        #expect(scratch.contents("out/mnt") == ["on-the-mount.txt"])
        #expect(scratch.contents("out").contains("s.json") && scratch.contents("out").contains("manifest.json"))
        #expect(scratch.contents() == ["out"])
    }
}
