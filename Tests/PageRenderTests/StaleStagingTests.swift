import Foundation
import Testing
@testable import PageRender

/// Orphaned staging entries (left by a run killed outright) are removed by the next run that
/// writes into the same folder, and nothing else is: not a live process's entries, not a name
/// that only looks like ours, not the user's files inside an interrupted folder swap.
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
        try make(".renderpages-\(getpid())-5.tmp")              // this process
        try make(".renderpages-notes.tmp")                      // not a staging name
        try FileManager.default.createSymbolicLink(atPath: folder + "/.renderpages-\(dead)-6.tmp", withDestinationPath: "notes.txt")
        let output = OutputTransaction()
        try output.write("gif", to: folder + "/demo.gif")
        try output.commit()
        #expect(scratch.contents() == [".renderpages-1-4.tmp", ".renderpages-\(dead)-3.staging-old", ".renderpages-\(dead)-6.tmp",
                                       ".renderpages-\(getpid())-5.tmp", ".renderpages-notes.tmp", "demo.gif"].sorted())
        #expect(scratch.contents(".renderpages-\(dead)-3.staging-old") == ["notes.txt"])
    }

    /// A render killed with SIGKILL cannot clean up and leaves its staging folder; the next
    /// render into the same place removes it and leaves only its own output.
    @Test func aRenderAfterSIGKILLClearsWhatTheKilledOneLeft() throws {
        try #require(CLI.isAvailable)
        let run = try OutputSafetyTests().interruptedRender(signal: SIGKILL, after: { scratch in
            #expect(scratch.contents("new").contains { $0.hasSuffix(".staging") }, "\(scratch.contents("new"))")
            let small = try scratch.write("small.json", BadInputMatrixTests.base)
            let again = try CLI.run(["render", small, "--out", scratch.path("new/frames"), "--quiet"])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(scratch.contents("new") == ["frames"], "\(scratch.contents("new"))")
        })
        #expect(run.status == SIGKILL, "Foundation reports the killing signal as the status")
    }
}
