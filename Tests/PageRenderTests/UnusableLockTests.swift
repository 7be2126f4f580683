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
}
