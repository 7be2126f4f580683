import Foundation
import Testing
@testable import PageRender

/// D07 of reliability attack 3: the lock file's name is predictable (FNV-1a of the output's
/// name, docs/limits.md), so anyone who may write into the folder can plant something there. The
/// old code opened it O_CREAT through a link, creating (or opening read-write) the link's target.
@Suite struct OutputLockTests {
    /// A link planted at the lock's name: refused, and the link's target never created.
    @Test func aLinkAtTheLockNameIsRefusedAndNotFollowed() throws {
        let scratch = try Scratch()
        // ".renderpages-ee53b7b5060955f8.lock" is the report's name for "a.gif" (its own FNV-1a).
        #expect(OutputLock.lockName(for: "a.gif") == ".renderpages-ee53b7b5060955f8.lock")
        let lock = scratch.path(".renderpages-ee53b7b5060955f8.lock")
        #expect(symlink(scratch.path("created-by-lock"), lock) == 0)
        #expect(throws: OutputError(.lockNotAFile(lock), path: scratch.path("a.gif"))) {
            try OutputTransaction.write([1], to: scratch.path("a.gif"))
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("created-by-lock")))
        #expect(scratch.contents() == [".renderpages-ee53b7b5060955f8.lock"])
    }

    /// A FIFO at the lock's name: refused without blocking (O_NONBLOCK) and left as it is.
    @Test func aFIFOAtTheLockNameIsRefused() throws {
        let scratch = try Scratch()
        let lock = scratch.path(OutputLock.lockName(for: "a.gif"))
        #expect(mkfifo(lock, 0o644) == 0)
        #expect(throws: OutputError(.lockNotAFile(lock), path: scratch.path("a.gif"))) {
            try OutputTransaction.write([1], to: scratch.path("a.gif"))
        }
        #expect(FileSystem.lstatKind(of: lock) == .fifo)
    }
}
