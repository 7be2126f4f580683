import Foundation
import Testing

/// Tests/FuzzFindings holds the fuzzers' seeds (seed-*.json: one valid scenario per strategy and
/// gesture kind, the limits, documents each hostile-input guard must refuse, and scenarios the
/// reader and the simulation refuse) and every crash
/// `make fuzz` finds (copied there by hand). Each `make test` replays all of them through the
/// decoder, the engine and the scenes (the screen with the HUD, and the x-ray) with the
/// `scenario-fuzz` replayer, in its own process so that a crash fails this test instead of taking
/// the test run down; `DecoderFuzzTests` also mutates them.
@Suite struct FuzzFindingsTests {
    static let folder = CLI.repositoryRoot.appendingPathComponent("Tests/FuzzFindings")
    static let replayer = CLI.binary.deletingLastPathComponent().appendingPathComponent("scenario-fuzz")

    /// The files of the folder, sorted; throws when the folder is missing.
    static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0) }
    }

    static func replay(_ arguments: [String]) throws -> CLI.Result {
        try ChildProcess.run(replayer, arguments)
    }

    @Test func folderHoldsTheSeeds() throws {
        let names = try Self.files().map(\.lastPathComponent)
        #expect(names.filter { $0.hasPrefix("seed-") }.count == 19, "\(names)")
    }

    /// Every file replays without a crash, and the seeds reach every stage. The seeds' counts
    /// come from `renderpages simulate` on each file: 7 refused by the JSON parser (nesting, range,
    /// surrogate, control character, leading zeros, byte-order mark, duplicate key), 2 by the
    /// scenario reader, 1 by the simulation (a gesture before the previous lifts), 9 simulated;
    /// findings added later only raise them.
    @Test func replayRunsEveryFileThroughTheDecoderAndTheEngine() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.replayer.path), "build it first: swift build --build-tests")
        let count = try Self.files().count
        let result = try Self.replay([Self.folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("replayed \(count) inputs without a crash: "), "\(result.stdout)")
        let numbers = result.stdout.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 5 && numbers.dropFirst().reduce(0, +) == count, "\(result.stdout)")
        if numbers.count == 5 {
            #expect(numbers[1] >= 7 && numbers[2] >= 2 && numbers[3] >= 1 && numbers[4] >= 9, "\(result.stdout)")
        }
    }

    /// The replayer fails on a path that does not exist (so a renamed folder cannot pass as empty).
    @Test func replayFailsOnAMissingFolder() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.replayer.path))
        let result = try Self.replay([Self.folder.appendingPathComponent("no-such-folder").path])
        #expect(result.status == 2 && result.stderr.contains("no such file or folder"), "\(result.stderr)")
    }
}
