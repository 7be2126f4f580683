import Foundation
import Testing
@testable import PageRender

/// Frame sequences: same bytes on any thread count and on every run, SVG ids independent of what
/// the process drew before, a manifest that names every frame, no frames of an earlier render left.
@Suite struct FrameSequenceTests {
    static func renderer(scale: Double = 1) throws -> FrameSequence {
        let scenario = Scenario(screen: .init(width: 120, height: 90, scale: scale), strategy: .nativePaging(pages: 4),
                                gestures: [GestureStep(.fling(offset: 30, velocity: 1.5))], fps: 30)
        return try FrameSequence(try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)), scale: scale)
    }

    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "renderpages-frames-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func files(in folder: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            out[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return out
    }

    @Test(arguments: FrameFormat.allCases)
    func sameBytesOnAnyThreadCount(format: FrameFormat) throws {
        let renderer = try Self.renderer(scale: 2)
        let one = Self.temporaryFolder(), three = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: one); try? FileManager.default.removeItem(atPath: three) }
        let count = try renderer.write(to: one, format: format, threads: 1)
        #expect(try renderer.write(to: three, format: format, threads: 3) == count)
        let a = try Self.files(in: one), b = try Self.files(in: three)
        #expect(count == renderer.timeline.samples.count && count > 5)
        #expect(a.count == count + 1)
        #expect(a == b)
    }

    /// cairo numbers the SVG page group from a process-global counter; documents are renumbered.
    @Test func svgDocumentsDependOnTheSceneAlone() throws {
        let renderer = try Self.renderer()
        let scene = renderer.scene(for: renderer.timeline.samples[2])
        let first = try SVGWriter.document(for: scene)
        _ = try SVGWriter.document(for: renderer.scene(for: renderer.timeline.samples[0]))
        let again = try SVGWriter.document(for: scene)
        #expect(first == again)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("width=\"120px\" height=\"90px\" viewBox=\"0 0 120 90\""))
        #expect(text.contains("id=\"surface1\""))
    }

    @Test func renumbersGlobalIdsAndTheirReferences() {
        let input = ##"<g id="surface17"><use xlink:href="#surface17"/><g id="surface4"/><image id="image9"/> surface5"##
        let output = String(decoding: SVGIdentifiers.renumbered(Array(input.utf8)), as: UTF8.self)
        #expect(output == ##"<g id="surface1"><use xlink:href="#surface1"/><g id="surface2"/><image id="image1"/> surface5"##)
    }

    @Test func manifestNamesEveryFrame() throws {
        let renderer = try Self.renderer(scale: 2)
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = try renderer.write(to: folder, format: .png, threads: 2)
        let manifest = try JSONSerialization.jsonObject(with: FileManager.default.contents(atPath: folder + "/manifest.json")!) as! [String: Any]
        #expect(manifest["count"] as? Int == count)
        #expect(manifest["fps"] as? Double == 30)
        #expect((manifest["size"] as? [String: Double]) == ["width": 240, "height": 180])
        let frames = manifest["frames"] as! [[String: Any]]
        #expect(frames.count == count)
        #expect(frames[1]["file"] as? String == "frame-0001.png")
        #expect(abs((frames[1]["t"] as! Double) - 1000.0 / 30) < 1e-9)
        #expect((frames[0]["offset"] as? [String: Double])?["x"] == 30)
    }

    @Test func replacesFramesOfAnEarlierRender() throws {
        let renderer = try Self.renderer()
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["frame-0999.png", "frame-0000.svg", "notes.txt", "frame-12.png"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([1]))
        }
        // Frame files that no manifest lists may be the user's: refused, the folder untouched.
        #expect(throws: OutputError(.unknownFrameFiles(["frame-0000.svg", "frame-0999.png"]), path: folder)) {
            try renderer.write(to: folder, format: .png, threads: 2)
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == ["frame-0999.png", "frame-0000.svg", "notes.txt", "frame-12.png"])
        try FileManager.default.removeItem(atPath: folder + "/frame-0999.png")
        try FileManager.default.removeItem(atPath: folder + "/frame-0000.svg")
        let count = try renderer.write(to: folder, format: .png, threads: 2)
        // Re-rendering removes only what the first render's manifest listed.
        _ = try Self.renderer().write(to: folder, format: .svg, threads: 1)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == Set((0..<count).map { FrameFormat.svg.fileName(frame: $0) } + ["manifest.json", "notes.txt", "frame-12.png"]))
        _ = try renderer.write(to: folder, format: .png, threads: 2)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(names == Set((0..<count).map { FrameFormat.png.fileName(frame: $0) } + ["manifest.json", "notes.txt", "frame-12.png"]))
    }

    @Test func reportsTheFailureOfTheLowestFrame() {
        #expect(throws: RenderError("frame 3")) {
            try ParallelFrames.run(count: 40, threads: 4, makeWorker: { 0 }) { _, index in
                if index == 3 || index == 17 { throw RenderError("frame \(index)") }
            }
        }
    }

    /// ParallelMap runs on ParallelFrames' pool: each result at its index (the square of it,
    /// worked out here) and the lowest failing index rethrown, for any thread count.
    @Test(arguments: [1, 3, nil] as [Int?]) func mapKeepsIndexOrder(threads: Int?) throws {
        #expect(try ParallelMap.map(40, threads: threads) { $0 * $0 } == (0..<40).map { $0 * $0 })
        #expect(try ParallelMap.map(0, threads: threads) { $0 }.isEmpty)
        #expect(throws: RenderError("frame 3")) {
            try ParallelMap.map(40, threads: threads) { index in
                if index == 3 || index == 17 { throw RenderError("frame \(index)") }
                return index
            }
        }
    }
}
