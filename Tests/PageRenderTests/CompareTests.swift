import Foundation
import Testing
@testable import PageRender

/// Diff, side-by-side sheets and filmstrips on 60×40 pt screens at @1x.
@Suite struct CompareTests {
    func compared(_ name: String, velocity: Double, strategy: StrategySpec = .nativePaging(pages: 3)) throws -> ComparedScenario {
        let scenario = AnimationFixtures.pagingScenario(velocity: velocity, strategy: strategy)
        return ComparedScenario(name: name, scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario))
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
        let wide = ComparedScenario(name: "wide", scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario))
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
}
