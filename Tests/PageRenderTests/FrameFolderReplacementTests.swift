import Foundation
import Testing
@testable import PageRender

/// A re-render swaps a whole folder in: the earlier render (its manifest and listed frames) goes,
/// the user's files stay, a folder of unknown frames or a foreign manifest is refused, and a
/// failed render keeps the earlier one byte for byte.
@Suite struct FrameFolderReplacementTests {
    static func renderer(offset: Double) throws -> FrameSequence { try FrameFolderTests.renderer(GestureStep(.fling(offset: offset, velocity: 1))) }

    func bytes(_ folder: String) -> [String: Data] {
        var all: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            all[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return all
    }

    @Test func theUsersFilesSurviveAReRender() throws {
        let scratch = try Scratch()
        let folder = scratch.path("frames")
        let long = try Self.renderer(offset: 5).write(to: folder, format: .png, threads: 2)
        try scratch.write("frames/notes.txt", "mine")
        // A file name that is not UTF-8 (0xFF) is kept byte for byte.
        let raw = Array((folder + "/raw-").utf8) + [0xFF, 0]
        let fd = raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
        #expect(fd >= 0)
        close(fd)
        let short = try Self.renderer(offset: 40).write(to: folder, format: .svg, threads: 1)
        #expect(long > 5 && short == 1)
        let names = Set(FileSystem.entries(of: folder))
        #expect(names.contains("notes.txt") && names.contains("manifest.json") && names.contains("frame-0000.svg"))
        #expect(!names.contains { $0.hasSuffix(".png") }, "\(names.sorted())")
        #expect(try DirectoryHandle(path: folder).rawEntries().contains(Array("raw-".utf8) + [0xFF]))
        #expect(names.count == 4)
        #expect(scratch.contents() == ["frames"])
    }

    @Test func unknownFrameFilesAreRefusedAndKept() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("frames"), withIntermediateDirectories: false)
        try scratch.write("frames/frame-0000.png", "my own frame")
        let before = bytes(scratch.path("frames"))
        #expect(throws: OutputError(.unknownFrameFiles(["frame-0000.png"]), path: scratch.path("frames"))) {
            _ = try Self.renderer(offset: 40).write(to: scratch.path("frames"), format: .png, threads: 1)
        }
        #expect(bytes(scratch.path("frames")) == before)
        #expect(scratch.contents() == ["frames"])
    }

    @Test func aFrameTheManifestDoesNotListIsRefused() throws {
        let scratch = try Scratch()
        let folder = scratch.path("frames")
        _ = try Self.renderer(offset: 40).write(to: folder, format: .png, threads: 1)
        try scratch.write("frames/frame-0007.png", "added by hand")
        #expect(throws: OutputError(.unknownFrameFiles(["frame-0007.png"]), path: folder)) {
            _ = try Self.renderer(offset: 40).write(to: folder, format: .png, threads: 1)
        }
    }

    @Test func aForeignManifestIsRefused() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("frames"), withIntermediateDirectories: false)
        try scratch.write("frames/manifest.json", #"{"name": "my web app"}"#)
        #expect(throws: OutputError(.foreignManifest, path: scratch.path("frames"))) {
            _ = try Self.renderer(offset: 40).write(to: scratch.path("frames"), format: .png, threads: 1)
        }
        #expect(scratch.contents("frames") == ["manifest.json"])
    }

    /// A re-render swaps a new folder in; it keeps the old one's mode (0750 here; it became the
    /// run's 0755) and, run as root, its owner (uid and gid 65534 here; they became root's).
    @Test func aReRenderKeepsTheFoldersModeAndOwner() throws {
        let scratch = try Scratch()
        let folder = scratch.path("frames")
        _ = try Self.renderer(offset: 5).write(to: folder, format: .png, threads: 2)
        #expect(chmod(folder, 0o750) == 0)
        let asRoot = geteuid() == 0
        if asRoot { #expect(chown(folder, 65534, 65534) == 0) }
        _ = try Self.renderer(offset: 40).write(to: folder, format: .png, threads: 1)
        var info = stat()
        #expect(stat(folder, &info) == 0 && info.st_mode & 0o7777 == 0o750, "\(String(info.st_mode & 0o7777, radix: 8))")
        if asRoot { #expect(info.st_uid == 65534 && info.st_gid == 65534, "\(info.st_uid):\(info.st_gid)") }
    }

    @Test func aFailedReRenderKeepsTheEarlierRenderByteForByte() throws {
        let scratch = try Scratch()
        let folder = scratch.path("frames")
        _ = try Self.renderer(offset: 5).write(to: folder, format: .png, threads: 2)
        let before = bytes(folder)
        let output = OutputTransaction()
        let count = try Self.renderer(offset: 40).write(to: folder, in: output, format: .png, threads: 1)
        #expect(count == 1 && bytes(folder) == before)
        output.rollback()
        #expect(bytes(folder) == before)
        #expect(scratch.contents() == ["frames"])
    }

    /// A frame folder this run may not empty (mode 555, not the run's own) is refused before
    /// anything is drawn, exit 1, and keeps its frames and the user's file. It was swapped out
    /// anyway: the run failed ("cannot keep a file of") with the new frames in place and the old
    /// ones, with the user's notes.txt, hidden under .renderpages-PID-1.staging. Root may empty
    /// any folder, so as root the command runs as nobody (uid 65534, through setpriv).
    @Test func aFolderTheRunMayNotEmptyIsRefusedAndKept() throws {
        try #require(CLI.isAvailable)
        let asRoot = getuid() == 0
        try #require(!asRoot || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv runs the command without root")
        let scratch = try Scratch()
        let folder = scratch.path("frames")
        _ = try Self.renderer(offset: 5).write(to: folder, format: .png, threads: 2)
        try scratch.write("frames/notes.txt", "mine")
        let scenario = try scratch.write("s.json", BadInputMatrixTests.base)
        let before = bytes(folder)
        #expect(chmod(scratch.url.path, 0o777) == 0 && chmod(scenario, 0o644) == 0 && chmod(folder, 0o555) == 0)
        defer { chmod(folder, 0o755) }
        let arguments = ["render", scenario, "--out", folder, "--quiet"]
        let result = asRoot
            ? try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/setpriv"), ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary.path] + arguments, in: scratch.url)
            : try CLI.run(arguments)
        #expect(result.status == 1 && result.errorLines == ["error: cannot replace \(folder): Permission denied; check the path or choose another --out"], "\(result.stderr)")
        #expect(bytes(folder) == before)
        #expect(scratch.contents() == ["frames", "s.json"])
    }
}
