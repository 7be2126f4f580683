import Foundation
import Testing
@testable import PageRender

/// A lock file that is there but cannot be opened is named as the lock's problem (reliability
/// attack 4, D14).
@Suite struct UnusableLockTests {
    /// A folder at the lock's name. Before (a01ce4e's debug build, this test): "cannot write
    /// g.gif: Is a directory", naming the output. Now the line names the lock and the fix; the
    /// earlier output stays.
    @Test func aFolderAtTheLockNameIsNamed() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", VideoExportTests.scenario(width: 60, height: 40, scale: 1))
        let first = try CLI.run(["animate", "s.json", "--out", "g.gif", "--quiet"], in: scratch.url)
        #expect(first.status == 0)
        let earlier = FileManager.default.contents(atPath: scratch.path("g.gif"))
        let lock = OutputLock.lockName(for: "g.gif")
        try FileManager.default.createDirectory(atPath: scratch.path(lock), withIntermediateDirectories: false)
        let run = try CLI.run(["animate", "s.json", "--out", "g.gif", "--quiet"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: cannot lock g.gif: its lock file ./\(lock) cannot be opened: Is a directory (left by another user's run, or made by someone); remove it or choose another --out"],
                "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: scratch.path("g.gif")) == earlier)
    }

    /// A lock file root left, 0600, in a folder everyone may write, and a run as nobody (uid
    /// 65534 through setpriv; root opens any file, so only as root can the suite make it). The
    /// report's D14 (a01ce4e): "cannot write nb/x.gif: Permission denied; check the path or
    /// choose another --out", naming the output. Now the line names the lock and the fix, and
    /// the earlier output stays as it was.
    @Test(.enabled(if: getuid() == 0)) func anotherUsersLockFileIsNamed() throws {
        try #require(CLI.isAvailable)
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv runs the command without root")
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", VideoExportTests.scenario(width: 60, height: 40, scale: 1))
        let first = try CLI.run(["animate", "s.json", "--out", "x.gif", "--quiet"], in: scratch.url)
        #expect(first.status == 0)
        let earlier = FileManager.default.contents(atPath: scratch.path("x.gif"))
        let lock = OutputLock.lockName(for: "x.gif")
        try scratch.write(lock, "")
        #expect(chmod(scratch.path(lock), 0o600) == 0 && chmod(scratch.url.path, 0o777) == 0 && chmod(scenario, 0o644) == 0)
        let run = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                       ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary.path, "animate", "s.json", "--out", "x.gif", "--quiet"],
                                       in: scratch.url)
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: cannot lock x.gif: its lock file ./\(lock) cannot be opened: Permission denied (left by another user's run, or made by someone); remove it or choose another --out"],
                "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: scratch.path("x.gif")) == earlier)
        #expect(Set(scratch.contents()) == ["s.json", "x.gif", lock], "\(scratch.contents())")
    }
}
