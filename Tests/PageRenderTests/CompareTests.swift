import Foundation
import Testing
@testable import PageRender

/// Diff, side-by-side sheets and filmstrips on 60×40 pt screens at @1x.
@Suite struct CompareTests {
    func compared(_ name: String, velocity: Double, strategy: StrategySpec = .nativePaging(pages: 3)) throws -> ComparedScenario {
        let scenario = AnimationFixtures.pagingScenario(velocity: velocity, strategy: strategy)
        return try ComparedScenario(name: name, input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)))
    }

    @Test func identicalScenariosMatchEverywhere() throws {
        let a = try compared("a", velocity: 1.2), b = try compared("b", velocity: 1.2)
        let report = try DiffReport(a, b, scale: 1)
        #expect(report.diff.mismatchRatio == 0)
        #expect(report.diff.firstDifferingFrame == nil && report.diff.peakFrame == nil)
        #expect(report.diff.frames.count == a.timeline.samples.count)
        #expect(report.summary.contains("every frame matches"))
        #expect(report.summary.contains("Both rest at x = 60 pt"))
        #expect(!report.exceeds(0))
    }

    @Test func differentFlingsDifferFromTheFirstMovingFrame() throws {
        let a = try compared("slow", velocity: 0.3), b = try compared("fast", velocity: 1.2)
        #expect(a.timeline.rest.offset.x == 0 && b.timeline.rest.offset.x == 60)
        let report = try DiffReport(a, b, scale: 1)
        let diff = report.diff
        #expect(diff.frames.count == max(a.timeline.samples.count, b.timeline.samples.count))
        // Recount independently: frame k of each (the shorter holding its last frame).
        var mismatched = 0
        for k in diff.frames.indices {
            let x = try a.image(atFrame: k, scale: 1), y = try b.image(atFrame: k, scale: 1)
            let count = zip(x.pixels, y.pixels).filter { $0 != $1 }.count
            #expect(diff.frames[k].mismatched == count, "frame \(k)")
            mismatched += count
        }
        #expect(abs(diff.mismatchRatio - Double(mismatched) / Double(60 * 40 * diff.frames.count)) < 1e-12)
        #expect(diff.firstDifferingFrame == 1)
        #expect(diff.maxChannelDifference > 100)
        #expect(report.exceeds(0.01) && !report.exceeds(1))
        #expect(report.summary.contains("the first at frame 1 (t = 20 ms)"))
        #expect(report.summary.contains("slow rests at (0, 0) pt"))
        #expect(report.summary.contains("60 pt apart along x"))
        // A | difference | B under a 24 pt title row, 10 pt gaps.
        let picture = try report.peakPicture()
        #expect(picture.width == 3 * 60 + 2 * 10 && picture.height == 24 + 40)
        let tolerant = try PixelDiff.compare(a, b, scale: 1, threshold: 255)
        #expect(tolerant.mismatchRatio == 0 && tolerant.maxChannelDifference == diff.maxChannelDifference)
    }

    @Test func differentScreenSizesAreRefused() throws {
        var scenario = AnimationFixtures.pagingScenario()
        scenario.screen.width = 80
        let wide = try ComparedScenario(name: "wide", input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)))
        #expect(throws: RenderError.self) { try DiffReport(try compared("a", velocity: 1), wide, scale: 1) }
    }

    @Test func sheetShowsEveryScenarioAtTheSameInstant() throws {
        let a = try compared("slow", velocity: 0.3), b = try compared("fast", velocity: 1.2, strategy: .free(pages: 3))
        let sheet = try ComparisonSheet([a, b], scale: 1)
        // 16 margin + 60 + 16 gap + 60 + 16 margin wide; 16 + 26 clock + 40 heading + 40 + 22 caption + 16 high.
        #expect(sheet.size == CGSize(width: 168, height: 160))
        let source = try sheet.animation(hold: 100)
        #expect(source.frameCount == max(a.timeline.samples.count, b.timeline.samples.count))
        for k in [0, 3, source.frameCount - 1] {
            let frame = try sheet.frame(k)
            #expect(frame.width == 168 && frame.height == 160)
            for (s, left) in [(a, 16), (b, 92)] {
                let screen = try s.image(atFrame: k, scale: 1)
                var cut = RGBImage(width: 60, height: 40, fill: 0)
                for y in 0..<40 { for x in 0..<60 { cut[x, y] = frame[left + x, 82 + y] } }
                #expect(cut == screen, "\(s.name) at frame \(k)")
            }
        }
        // The GIF of the sheet decodes to the sheet's frames: its text and two screens need more
        // than 255 colours, so one reduced global palette holds them within 60 dB overall.
        let export = try GIFExport.encode(source)
        #expect(export.colors.hasPrefix("one global palette of 255 colours (reduced"))
        let decoded = try GIFDecoder.decode(export.bytes)
        let quality = try AnimationQuality.measure(decoded, against: source, unit: 10)
        #expect(quality.psnr >= GIFExport.globalPaletteMinimumPSNR && quality.worstPSNR >= 50)
    }

    @Test func filmstripRowsAreReleaseMidMotionAndRest() throws {
        let a = try compared("slow", velocity: 0.3), b = try compared("fast", velocity: 1.2)
        let strip = try Filmstrip([a, b], scale: 1)
        // 16 + 40 heading + 3 rows of (24 title + 40 + 22 caption) with 16 between, + 16.
        #expect(strip.size == CGSize(width: 168, height: 16 + 40 + 3 * 86 + 2 * 16 + 16))
        let image = try strip.image()
        #expect(image.width == 168 && image.height == 362)
        let last = b.timeline.samples.count - 1
        #expect(Filmstrip.sampleIndex(.release, of: b) == 0)
        #expect(Filmstrip.sampleIndex(.rest, of: b) == last)
        let middle = Filmstrip.sampleIndex(.midMotion, of: b)
        #expect(abs(b.timeline.samples[middle].t - b.timeline.rest.t / 2) <= 10)
        // The rest row of the second column shows the resting frame.
        let rest = try b.image(atFrame: last, scale: 1)
        let top = 56 + 2 * (86 + 16) + 24
        #expect((0..<40).allSatisfy { y in (0..<60).allSatisfy { x in image[92 + x, top + y] == rest[x, y] } })
    }

    /// Flings at 60 × 40 pt, native paging over 60-pt pages, alternating forward from offset 8
    /// and back from offset 50: the native rule (docs/strategies.md, native paging: ceil of u for a
    /// positive velocity above 0.3 pt/ms, floor for a negative one) sends u = 8/60 to page 1
    /// (60 pt) and u = 50/60 to page 0, so the rests alternate 60, 0, 60, ...
    func alternatingFlings(_ count: Int) throws -> ComparedScenario {
        let steps = (0..<count).map { GestureStep(.fling(offset: $0 % 2 == 0 ? 8 : 50, velocity: $0 % 2 == 0 ? 1.2 : -1.2)) }
        let scenario = Scenario(screen: .init(width: 60, height: 40, scale: 1), strategy: .nativePaging(pages: 3), gestures: steps, fps: 50)
        return try ComparedScenario(name: "flings", input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)))
    }

    @Test func filmstripShowsEveryGesturesReleaseAndRest() throws {
        let two = try alternatingFlings(2), one = try compared("one", velocity: 1.2)
        let strip = try Filmstrip([two, one], scale: 1)
        #expect(strip.gestures == [0, 1] && strip.shownMoments == "release, mid-motion and rest of gestures 1 and 2")
        // 16 + 40 heading + 6 rows of (24 title + 40 + 22 caption) with 16 between, + 16.
        #expect(strip.size == CGSize(width: 168, height: 16 + 40 + 6 * 86 + 5 * 16 + 16))
        let samples = two.timeline.samples, releases = two.timeline.releases
        let rest0 = try #require(Filmstrip.sampleIndex(.rest, gesture: 0, of: two))
        #expect(samples[rest0].offset.x == 60 && samples[rest0].phase == .resting && samples[rest0].t < releases[1].t)
        let mid0 = try #require(Filmstrip.sampleIndex(.midMotion, gesture: 0, of: two))
        #expect(samples[mid0].offset.x > 8 && samples[mid0].offset.x < 60)
        let release1 = try #require(Filmstrip.sampleIndex(.release, gesture: 1, of: two))
        #expect(samples[release1].t >= releases[1].t && samples[release1 - 1].t < releases[1].t)
        #expect(Filmstrip.sampleIndex(.rest, gesture: 1, of: two) == samples.count - 1 && samples.last?.offset.x == 0)
        #expect(Filmstrip.sampleIndex(.release, gesture: 1, of: one) == nil)
        // Row 3 (gesture 1's rest) shows its resting frame in the first column; the second
        // column's gesture-2 rows hold no screen, only "no gesture 2" (its 12-pt text within 20
        // pt of the row's top) on the sheet's paper.
        let image = try strip.image()
        let rest = try two.image(atFrame: rest0, scale: 1)
        let top = 56 + 2 * (86 + 16) + 24
        #expect((0..<40).allSatisfy { y in (0..<60).allSatisfy { x in image[16 + x, top + y] == rest[x, y] } })
        let emptyTop = 56 + 5 * (86 + 16) + 24
        let paper = image[92 + 59, emptyTop + 39]
        #expect((20..<40).allSatisfy { y in (0..<60).allSatisfy { x in image[92 + x, emptyTop + y] == paper } })
        #expect((0..<20).contains { y in (0..<60).contains { x in image[92 + x, emptyTop + y] != paper } })
    }

    @Test func filmstripOfManyGesturesShowsTheFirstThreeAndTheLast() throws {
        let six = try alternatingFlings(6)
        let strip = try Filmstrip([six], scale: 1)
        #expect(strip.gestures == [0, 1, 2, 5])
        #expect(strip.shownMoments == "release, mid-motion and rest of gestures 1, 2, 3 and 6 of 6")
        let samples = six.timeline.samples
        #expect(Filmstrip.sampleIndex(.rest, gesture: 2, of: six).map { samples[$0].offset.x } == 60)
        #expect(try strip.image().height == 16 + 40 + 12 * 86 + 11 * 16 + 16)
    }
}
