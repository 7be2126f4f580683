import Foundation
import Testing
@testable import PageRender

/// Orphaned staging entries (left by a run killed outright, unchanged for an hour) are removed by
/// the next run that writes into the same folder, and nothing else is: not a live process's
/// entries, not a recent one, not a name that only looks like ours, not the user's files inside
/// an interrupted folder swap.
@Suite struct StaleStagingTests {
    /// The id of a process that has exited: /bin/true, started and waited for.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func namesAreParsedStrictly() {
        #expect(StaleStaging.parse(".renderpages-123-4.tmp") == .init(pid: 123, isFolder: false))
        #expect(StaleStaging.parse(".renderpages-123-4.staging") == .init(pid: 123, isFolder: true))
        #expect(StaleStaging.parse(".renderpages-123-4.staging-old") == .init(pid: 123, isFolder: true))
        for other in [".renderpages-0123456789abcdef.lock", ".renderpages-notes.tmp", ".renderpages-12.tmp", ".renderpages--4.tmp",
                      ".renderpages-1-2-3.tmp", ".renderpages-1-2.txt", "renderpages-1-2.tmp", ".renderpages-0-2.tmp"] {
            #expect(StaleStaging.parse(other) == nil, "\(other)")
        }
    }

    @Test func theNextWriterRemovesOnlyOrphans() throws {
        let dead = try Self.deadProcessID()
        try #require(kill(dead, 0) == -1 && errno == ESRCH, "process \(dead) was reused")
        let scratch = try Scratch()
        let folder = scratch.url.path
        func make(_ name: String, _ files: [String] = []) throws {
            if files.isEmpty { _ = try scratch.write(name, "x"); return }
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: false)
            for file in files { _ = try scratch.write(name + "/" + file, "x") }
        }
        try make(".renderpages-\(dead)-1.tmp")
        try make(".renderpages-\(dead)-2.staging", ["frame-0000.png", "frame-0001.png", "manifest.json"])
        try make(".renderpages-\(dead)-3.staging-old", ["frame-0000.png", "notes.txt"])
        try make(".renderpages-1-4.tmp")                       // process 1 is alive
        // This process's: a number its staging counter does not reach while the suite runs (other
        // tests stage files in parallel, and a small number once collided with one of theirs).
        try make(".renderpages-\(getpid())-900000005.tmp")
        try make(".renderpages-notes.tmp")                      // not a staging name
        try FileManager.default.createSymbolicLink(atPath: folder + "/.renderpages-\(dead)-6.tmp", withDestinationPath: "notes.txt")
        try make(".renderpages-\(dead)-7.tmp")                  // an orphan, but too recent
        for name in scratch.contents() where name != ".renderpages-\(dead)-7.tmp" { try Self.age(folder + "/" + name) }
        let output = OutputTransaction()
        try output.write("gif", to: folder + "/demo.gif")
        try output.commit()
        #expect(scratch.contents() == [".renderpages-1-4.tmp", ".renderpages-\(dead)-3.staging-old", ".renderpages-\(dead)-6.tmp",
                                       ".renderpages-\(dead)-7.tmp", ".renderpages-\(getpid())-900000005.tmp", ".renderpages-notes.tmp",
                                       "demo.gif"].sorted())
        #expect(scratch.contents(".renderpages-\(dead)-3.staging-old") == ["notes.txt"])
    }

    /// Sets `path`'s modification time (a link's own, not its target's) to `seconds` since 1970;
    /// by default to the start of 2000, older than `StaleStaging.minimumAge` at any time these
    /// tests run, as an entry left by a run killed long ago is (a fixed time: tests read no clock).
    static func age(_ path: String, to seconds: Int = 946_684_800) throws {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        try #require(utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) == 0, "\(path)")
    }

    /// The age rule alone, at fixed times: a dead process's staged file is kept until it has
    /// stood `minimumAge` unchanged, and removed from then on.
    @Test func anOrphanIsRemovedOnlyOnceItIsOld() throws {
        let dead = try Self.deadProcessID()
        try #require(kill(dead, 0) == -1 && errno == ESRCH, "process \(dead) was reused")
        let scratch = try Scratch()
        let file = try scratch.write(".renderpages-\(dead)-1.tmp", "x")
        try Self.age(file, to: 1_000_000)
        #expect(StaleStaging.sweep(scratch.url.path, now: 1_000_000 + StaleStaging.minimumAge - 1) == 0)
        #expect(scratch.contents() == [".renderpages-\(dead)-1.tmp"])
        #expect(StaleStaging.sweep(scratch.url.path, now: 1_000_000 + StaleStaging.minimumAge) == 1)
        #expect(scratch.contents().isEmpty)
    }

    /// A render killed with SIGKILL cannot clean up and leaves its staging folder; a render into
    /// the same place keeps it while it is recent and removes it once it is old, leaving only
    /// its own output.
    @Test func aRenderAfterSIGKILLClearsWhatTheKilledOneLeft() throws {
        try #require(CLI.isAvailable)
        let run = try OutputSafetyTests().interruptedRender(signal: SIGKILL, after: { scratch in
            let left = scratch.contents("new").filter { $0.hasSuffix(".staging") }
            #expect(!left.isEmpty, "\(scratch.contents("new"))")
            let small = try scratch.write("small.json", BadInputMatrixTests.base)
            // Right after the kill the staged folder is too recent to be taken for an orphan.
            #expect(try CLI.run(["render", small, "--out", scratch.path("new/frames"), "--quiet"]).status == 0)
            #expect(Set(scratch.contents("new")) == Set(left + ["frames"]), "\(scratch.contents("new"))")
            // Two hours later (its time set back) the next render removes it.
            for name in left { try Self.age(scratch.path("new/" + name)) }
            let again = try CLI.run(["render", small, "--out", scratch.path("new/frames"), "--quiet"])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(scratch.contents("new") == ["frames"], "\(scratch.contents("new"))")
        })
        #expect(run.status == SIGKILL, "Foundation reports the killing signal as the status")
    }
}
