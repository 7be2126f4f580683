import Foundation
import Testing
@testable import PageRender

/// The output transaction in-process: nothing reaches the target before commit, a rollback keeps
/// the previous output, non-regular files are refused, a second writer is locked out, and a
/// re-render keeps the user's own files. Expected contents are the bytes each test writes; tests
/// of staging and locking replace any file (`replacesAnyFile`), as the mark is tested on its own.
@Suite struct OutputTransactionTests {
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aFileReachesItsPathOnlyAtCommit() throws {
        let scratch = try Scratch()
        let path = scratch.path("a.txt")
        try OutputTransaction.write(Array("old".utf8), to: path, replacesAnyFile: true)
        let output = OutputTransaction(replacesAnyFile: true)
        try output.write("new", to: path)
        #expect(read(path) == "old")
        try output.commit()
        #expect(read(path) == "new")
        #expect(scratch.contents() == ["a.txt"], "staging or lock left behind: \(scratch.contents())")
    }

    @Test func aRollbackKeepsThePreviousFileAndLeavesNothing() throws {
        let scratch = try Scratch()
        let path = scratch.path("a.txt")
        try OutputTransaction.write(Array("old".utf8), to: path, replacesAnyFile: true)
        let output = OutputTransaction(replacesAnyFile: true)
        try output.write("new", to: path)
        #expect(output.rollback() == 1)
        #expect(read(path) == "old")
        #expect(scratch.contents() == ["a.txt"])
        #expect(throws: OutputError(.abandoned, path: path)) { try output.write("again", to: path) }
        #expect(throws: OutputError.self) { try output.commit() }
    }

    @Test func aCommittedFileSurvivesALaterRollback() throws {
        let scratch = try Scratch()
        let output = OutputTransaction()
        try output.write("kept", to: scratch.path("a.gif"))
        try output.commit()
        #expect(output.rollback() == 0)
        #expect(read(scratch.path("a.gif")) == "kept")
    }

    @Test func aFailingWriterLeavesNoStagingFile() throws {
        let scratch = try Scratch()
        let output = OutputTransaction()
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try output.stageFile(scratch.path("a.png")) { staged in
                try Data("half".utf8).write(to: URL(fileURLWithPath: staged))
                throw Boom()
            }
        }
        try output.commit()
        #expect(scratch.contents().isEmpty, "\(scratch.contents())")
    }

    @Test func nonRegularFilesAreRefused() throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.path("fifo"), 0o644) == 0)
        #expect(throws: OutputError(.notARegularFile(.fifo), path: scratch.path("fifo"))) {
            try OutputTransaction.write([1], to: scratch.path("fifo"))
        }
        // A symbolic link is followed: the device behind it is what would be replaced.
        try FileManager.default.createSymbolicLink(atPath: scratch.path("null.gif"), withDestinationPath: "/dev/null")
        #expect(throws: OutputError(.notARegularFile(.characterDevice), path: scratch.path("null.gif"))) {
            try OutputTransaction.write([1], to: scratch.path("null.gif"))
        }
        try FileManager.default.createDirectory(atPath: scratch.path("folder.gif"), withIntermediateDirectories: false)
        #expect(throws: OutputError(.notARegularFile(.folder), path: scratch.path("folder.gif"))) {
            try OutputTransaction.write([1], to: scratch.path("folder.gif"))
        }
        let file = try scratch.write("file", "x")
        #expect(throws: OutputError(.notAFolder, path: file)) {
            _ = try OutputTransaction().stageFolder(file) { _ in [] }
        }
        #expect(FileSystem.kind(of: "/dev/null") == .characterDevice && read(file) == "x")
    }

    @Test func aLinkToARegularFileReplacesItsTargetAndKeepsTheLink() throws {
        let scratch = try Scratch()
        let real = scratch.path("real.txt")
        try OutputTransaction.write(Array("old".utf8), to: real, replacesAnyFile: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.txt"), withDestinationPath: real)
        try OutputTransaction.write(Array("new".utf8), to: scratch.path("link.txt"), replacesAnyFile: true)
        #expect(read(real) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link.txt"))) == real)
    }

    /// A regular file without the mark is refused and kept (the house rule: never replace a file
    /// the tool did not write); one whose bytes carry it (docs/output.md: here an HTML comment
    /// with `OutputMark.text`, as the report writes) is replaced without asking, and so is a
    /// copy of it; `replacesAnyFile` (the command line's --force) replaces either. `cp` over a
    /// marked file writes the user's bytes into the same inode: the result has no mark and is
    /// refused (an extended attribute would have stayed and vouched for it).
    @Test func aFileWithoutTheMarkIsKept() throws {
        let scratch = try Scratch()
        let marked = Array("<!DOCTYPE html>\n\(OutputMark.xmlComment)\n<p>report</p>".utf8)
        let file = try scratch.write("mine.html", "the user's")
        #expect(throws: OutputError(.notWrittenHere, path: file)) { try OutputTransaction.write(marked, to: file) }
        #expect(read(file) == "the user's" && scratch.contents() == ["mine.html"])
        try OutputTransaction.write(marked, to: file, replacesAnyFile: true)
        try OutputTransaction.write(marked + Array("again".utf8), to: file)
        #expect(read(file)?.hasSuffix("again") == true)
        try FileManager.default.copyItem(atPath: file, toPath: scratch.path("copy.html"))
        try OutputTransaction.write(marked, to: scratch.path("copy.html"))
        let own = try scratch.write("own.html", "<p>the user's own page</p>")
        let cp = try ChildProcess.run(URL(fileURLWithPath: "/bin/cp"), [own, file])
        #expect(cp.status == 0, "\(cp.stderr)")
        #expect(throws: OutputError(.notWrittenHere, path: file)) { try OutputTransaction.write(marked, to: file) }
        #expect(read(file) == "<p>the user's own page</p>")
    }

    /// `reserve` refuses before any work what the write would refuse after it, and holds the
    /// lock from then on, so a second run is told at once that the output is busy.
    @Test func reserveRefusesAndLocksBeforeTheWork() throws {
        let scratch = try Scratch()
        let file = try scratch.write("mine.gif", "the user's")
        #expect(throws: OutputError(.notWrittenHere, path: file)) { try OutputTransaction().reserve(file) }
        #expect(throws: OutputError(.missingFolder(scratch.path("none")), path: scratch.path("none/a.gif"))) {
            try OutputTransaction().reserve(scratch.path("none/a.gif"))
        }
        let first = OutputTransaction()
        try first.reserve(scratch.path("new.gif"))
        #expect(throws: OutputError(.busy, path: scratch.path("new.gif"))) { try OutputTransaction().reserve(scratch.path("new.gif")) }
        first.rollback()
        let second = OutputTransaction()
        try second.reserve(scratch.path("new.gif"))
        second.rollback()
        #expect(scratch.contents() == ["mine.gif"])
    }

    /// A link to nothing is refused naming its target (it was "the folder . does not exist"),
    /// for a file and for a frame folder; the link stays and nothing is created.
    @Test func aLinkToNothingIsRefusedNamingItsTarget() throws {
        let scratch = try Scratch()
        try FileManager.default.createSymbolicLink(atPath: scratch.path("dangling.gif"), withDestinationPath: "missing.gif")
        #expect(throws: OutputError(.danglingLink(target: "missing.gif"), path: scratch.path("dangling.gif"))) {
            try OutputTransaction.write([1], to: scratch.path("dangling.gif"))
        }
        try FileManager.default.createSymbolicLink(atPath: scratch.path("frames"), withDestinationPath: "/nonexistent/frames")
        #expect(throws: OutputError(.danglingLink(target: "/nonexistent/frames"), path: scratch.path("frames"))) {
            _ = try OutputTransaction().stageFolder(scratch.path("frames")) { _ in [] }
        }
        #expect(Set(scratch.contents()) == ["dangling.gif", "frames"])
        let scenario = try scratch.write("s.json", BadInputMatrixTests.base)
        let result = InProcessCLI.run(["render", scenario, "--out", scratch.path("frames"), "--quiet"])
        #expect(result.status == 1 && result.errorLines == ["error: cannot write \(scratch.path("frames")): it is a symbolic link to /nonexistent/frames, which does not exist; remove the link or choose another --out"], "\(result.stderr)")
        #expect(Set(scratch.contents()) == ["dangling.gif", "frames", "s.json"])
    }

    @Test func emptyAndMissingFoldersAreErrors() throws {
        let scratch = try Scratch()
        #expect(throws: OutputError(.emptyPath, path: "")) { try OutputTransaction.write([1], to: "") }
        let path = scratch.path("no/such/a.gif")
        #expect(throws: OutputError(.missingFolder(scratch.path("no/such")), path: path)) {
            try OutputTransaction.write([1], to: path)
        }
    }

    @Test func aSecondWriterOfOneOutputIsLockedOut() throws {
        let scratch = try Scratch()
        let path = scratch.path("a.gif")
        let first = OutputTransaction(replacesAnyFile: true), second = OutputTransaction(replacesAnyFile: true)
        try first.write("first", to: path)
        #expect(throws: OutputError(.busy, path: path)) { try second.write("second", to: path) }
        // Another output in the same folder is not locked.
        try second.write("other", to: scratch.path("b.gif"))
        try first.commit()
        try second.commit()
        try OutputTransaction.write(Array("third".utf8), to: path, replacesAnyFile: true)
        #expect(read(path) == "third" && read(scratch.path("b.gif")) == "other")
        #expect(scratch.contents() == ["a.gif", "b.gif"])
    }

    @Test func aLongestLegalNameWorks() throws {
        let scratch = try Scratch()
        // 255 bytes is NAME_MAX on Linux file systems; staging and lock names must stay shorter.
        let name = String(repeating: "n", count: 251) + ".gif"
        try OutputTransaction.write(Array("x".utf8), to: scratch.path(name))
        #expect(scratch.contents() == [name])
        let folder = String(repeating: "f", count: 254)
        let output = OutputTransaction()
        _ = try output.stageFolder(scratch.path(folder)) { _ in [] }
        try output.commit()
        #expect(scratch.contents() == [name, folder].sorted())
    }

    @Test func missingParentsOfAFolderAreCreatedAndRemovedOnRollback() throws {
        let scratch = try Scratch()
        let output = OutputTransaction()
        let staged = try output.stageFolder(scratch.path("a/b/frames")) { _ in [] }
        #expect(FileManager.default.createFile(atPath: staged + "/frame-0000.png", contents: Data([1])))
        output.rollback()
        #expect(scratch.contents().isEmpty, "\(scratch.contents())")
    }
}
