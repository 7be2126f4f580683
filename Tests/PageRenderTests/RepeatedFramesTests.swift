import Foundation
import Testing
@testable import PageRender

/// One detection of repeated frames per timeline (`RepeatedFrames`, from the per-frame state),
/// asked by the frame folders, the animated exports and the report. Each consumer is handed a
/// detection that lies (every frame after the first repeats) and must follow it: that shows it
/// asks the detection instead of comparing scenes, pixels or bytes itself. With the true
/// detection the exports are byte for byte what the pixel comparison alone gives.
@Suite struct RepeatedFramesTests {
    /// A fling, a 200 ms pause (10 equal frames at 50 fps) and a fling back: the scenario of
    /// OutputFormatTests.restingFramesFormRuns.
    static func scenario() -> Scenario {
        Scenario(screen: .init(width: 60, height: 40, scale: 1), strategy: .nativePaging(pages: 3),
                 gestures: [GestureStep(.fling(offset: 8, velocity: 1.2)), GestureStep(.fling(offset: nil, velocity: -1.2), pause: 200)], fps: 50)
    }

    /// Every frame after the first said to repeat.
    static func allRepeat(_ count: Int) -> RepeatedFrames {
        RepeatedFrames(repeatsPrevious: (0..<count).map { $0 > 0 })
    }

    /// Expected by hand: a frame repeats only when its whole state equals the one before, so a
    /// state that differs only in the finger, only in the HUD's lines or only in the current dot
    /// is a change.
    @Test func anyPartOfTheStateIsAChange() throws {
        let scenario = Self.scenario()
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(hud: true))
        let rest = scenes.state(for: try #require(timeline.samples.last))
        #expect(!rest.readout.isEmpty && rest.finger == nil)
        var finger = rest
        finger.finger = 12
        var hud = rest
        hud.readout[0] += " "
        var dot = rest
        dot.currentDot = (rest.currentDot ?? 0) + 1
        let frames = RepeatedFrames(states: [rest, rest, finger, finger, rest, hud, dot])
        #expect(frames.repeatsPrevious == [false, true, false, true, false, false, false])
        #expect(frames.runs == [0..<2, 2..<4, 4..<5, 5..<6, 6..<7])
    }

    @Test func frameFoldersAskTheDetection() throws {
        let scenario = Self.scenario()
        let timeline = try ScrollSimulation.timeline(for: scenario)
        var frames = try FrameSequence(try RenderInput(scenario: scenario, timeline: timeline), scale: 1)
        try #require(!frames.repeated.repeatsPrevious(1), "the fling moves between frames 0 and 1")
        let scratch = try Scratch()
        _ = try frames.write(to: scratch.path("true"), format: .png, threads: 2)
        frames.repeated = Self.allRepeat(timeline.samples.count)
        _ = try frames.write(to: scratch.path("lie"), format: .png, threads: 2)
        func bytes(_ folder: String, _ k: Int) -> Data? { FileManager.default.contents(atPath: scratch.path(folder + "/" + FrameFormat.png.fileName(frame: k))) }
        #expect(bytes("true", 1) != bytes("true", 0))
        for k in timeline.samples.indices { #expect(bytes("lie", k) == bytes("lie", 0)) }
    }

    @Test func animatedExportsAskTheDetection() throws {
        let scenario = Self.scenario()
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let frames = try FrameSequence(try RenderInput(scenario: scenario, timeline: timeline), scale: 1)
        let source = try frames.animation()
        #expect(source.repeated == frames.repeated)
        var lying = source
        lying.repeated = Self.allRepeat(source.frameCount)
        #expect(try GIFExport.encode(lying).storedFrames == 1)
        #expect(try APNGExport.encode(lying).storedFrames == 1)
        #expect(try WebPExport.encode(lying).storedFrames == 1)
        // The true detection skips drawing and comparing the repeats, and writes what comparing
        // every frame's pixels wrote: the same bytes, one stored frame per run of equal states.
        var pixelsOnly = source
        pixelsOnly.repeated = nil
        let gif = try GIFExport.encode(source)
        #expect(gif.bytes == (try GIFExport.encode(pixelsOnly)).bytes)
        #expect(gif.storedFrames == frames.repeated.runs.count && gif.storedFrames < source.frameCount)
        #expect(try APNGExport.encode(source).bytes == (try APNGExport.encode(pixelsOnly)).bytes)
        #expect(try WebPExport.encode(source).bytes == (try WebPExport.encode(pixelsOnly)).bytes)
    }

    @Test func theReportAsksTheDetection() throws {
        let scenario = Self.scenario()
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let compared = try ComparedScenario(name: "pause", input: try RenderInput(scenario: scenario, timeline: timeline))
        let truthful = try ReportFrames.render([compared], scale: 1)
        let repeated = compared.scenes.repeatedFrames(of: timeline.samples)
        for k in timeline.samples.indices where repeated.repeatsPrevious(k) {
            #expect(truthful.screen[0][k] == truthful.screen[0][k - 1])
        }
        #expect(Set(truthful.screen[0]).count > 1)
        let lying = try ReportFrames.render([compared], scale: 1, repeats: { _, timeline in Self.allRepeat(timeline.samples.count) })
        #expect(Set(lying.screen[0]).count == 1 && Set(lying.xray[0]).count == 1)
        #expect(lying.images.count == 2)
    }

    /// Comparison sheets and diffs decide their repeats by the same rule, from their own state
    /// (each screen's `FrameState` and the texts around the screens). Expected from the pixels:
    /// a frame repeats exactly where its drawn picture equals the one before (the clock and the
    /// diff's title change every frame, so nowhere here, although both scenarios rest through
    /// their 200 ms pause, where their screens alone repeat); and the exports write what
    /// comparing every frame's pixels wrote.
    @Test func sheetsAndDiffsAskTheSameDetection() throws {
        let scenario = Self.scenario()
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let a = try ComparedScenario(name: "a", input: try RenderInput(scenario: scenario, timeline: timeline))
        var slower = scenario
        slower.decelerationRate = .normal
        let b = try ComparedScenario(name: "b", input: try RenderInput(scenario: slower, timeline: try ScrollSimulation.timeline(for: slower)))
        let sheet = try ComparisonSheet([a, b], scale: 1)
        let report = try DiffReport(a, b, scale: 1)
        let sources: [(String, AnimationSource, (Int) throws -> RGBImage)] = [("sheet", try sheet.animation(), sheet.frame), ("diff", try report.animation(), report.picture(atFrame:))]
        #expect(a.scenes.repeatedFrames(of: timeline.samples).runs.count < timeline.samples.count, "the screens alone repeat")
        for (name, source, draw) in sources {
            let repeated = try #require(source.repeated, "\(name): no detection")
            var previous: RGBImage?
            for k in 0..<source.frameCount {
                let image = try draw(k)
                #expect(repeated.repeatsPrevious(k) == (previous == image), "\(name) frame \(k)")
                previous = image
            }
            var pixelsOnly = source
            pixelsOnly.repeated = nil
            #expect(try GIFExport.encode(source).bytes == (try GIFExport.encode(pixelsOnly)).bytes, "\(name)")
            #expect(try APNGExport.encode(source).bytes == (try APNGExport.encode(pixelsOnly)).bytes, "\(name)")
            #expect(try WebPExport.encode(source).bytes == (try WebPExport.encode(pixelsOnly)).bytes, "\(name)")
        }
    }
}
