import Foundation
import Testing
@testable import PageRender

/// A frame folder never mixes renders, and hand-built empty timelines fail with an error, not a
/// crash (found in review).
@Suite struct FrameFolderTests {
    static func renderer(_ gesture: GestureStep) throws -> FrameSequence {
        let scenario = Scenario(screen: .init(width: 40, height: 30, scale: 1), strategy: .nativePaging(pages: 3),
                                gestures: [gesture], fps: 60)
        return try FrameSequence(try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)), scale: 1)
    }

    static func frames(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("frame-") }.sorted()
    }

    @Test func aShorterRerenderReplacesEveryOldFrameAndTheManifest() throws {
        let scratch = try Scratch()
        let folder = scratch.path("frames")
        let long = try Self.renderer(GestureStep(.fling(offset: 5, velocity: 1)))
        let count = try long.write(to: folder, format: .png, threads: 2)
        #expect(count > 5 && Self.frames(in: folder).count == count)
        let short = try Self.renderer(GestureStep(.fling(offset: 40, velocity: 1)))
        let shortCount = try short.write(to: folder, format: .png, threads: 2)
        #expect(shortCount == 1 && Self.frames(in: folder) == ["frame-0000.png"])
        let manifest = try String(contentsOfFile: folder + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"count\": 1"))
    }

    /// A listed frame that is now a folder is not the earlier render's any more: the re-render is
    /// refused and the folder stays as it was (the staging folder is removed).
    @Test func aListedFrameReplacedByAFolderIsRefusedAndKept() throws {
        let scratch = try Scratch()
        let folder = scratch.path("frames")
        let renderer = try Self.renderer(GestureStep(.fling(offset: 5, velocity: 1)))
        let count = try renderer.write(to: folder, format: .png, threads: 1)
        try FileManager.default.removeItem(atPath: folder + "/frame-0002.png")
        try FileManager.default.createDirectory(atPath: folder + "/frame-0002.png", withIntermediateDirectories: false)
        #expect(throws: OutputError(.unknownFrameFiles(["frame-0002.png"]), path: folder)) {
            try renderer.write(to: folder, format: .png, threads: 1)
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/manifest.json"))
        #expect(Self.frames(in: folder).count == count)
        #expect(scratch.contents() == ["frames"])
    }

    @Test func anEmptyTimelineIsAnErrorNotACrash() throws {
        let empty = Timeline(releases: [], rest: .init(t: 0, offset: .zero), samples: [])
        let scenario = Scenario(screen: .init(width: 40, height: 30, scale: 1), strategy: .nativePaging(pages: 3),
                                gestures: [GestureStep(.fling(offset: 5, velocity: 1))], fps: 60)
        let renderer = try FrameSequence(try RenderInput(scenario: scenario, timeline: empty), scale: 1)
        let scratch = try Scratch()
        #expect(throws: RenderError.self) { try renderer.write(to: scratch.path("x"), format: .png, threads: 1) }
        #expect(throws: RenderError.self) { try renderer.animation() }
        #expect(try ComparedScenario(name: "empty", input: try RenderInput(scenario: scenario, timeline: empty)).sceneSize == CGSize(width: 40, height: 30))
    }
}
