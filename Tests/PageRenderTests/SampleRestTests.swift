import Foundation
import Testing
@testable import PageRender

/// Every scenario in samples/ simulates to the resting offset its document's algorithm predicts.
/// The expectations are derived by hand from the documents, not from the engine: a linear swipe
/// of d pt over T ms releases at v = d/T pt/ms; paging picks ceil/floor(u) for |v| > 0.3; a
/// decelerating release proposes x + (v - 0.01)/-ln(rate), rounded to 0.5 pt, before the
/// strategy snaps it (-ln 0.99 = 0.01005, so (v - 0.01)/0.01005 ≈ 99.5 v - 1).
@Suite struct SampleRestTests {
    static let samples = ArchitectureTests.root.appendingPathComponent("samples")

    /// File name -> rest offset (x, y), with the derivation.
    static let expected: [String: CGPoint] = [
        // Native paging, W 375: fling from 100 at 2 pt/ms, u = 0.27 -> page 1.
        "native-paging.json": CGPoint(x: 375, y: 0),
        // Free, .normal: swipe 300/100 -> v 3; 120 Hz frames until v < 0.01 after 342 frames:
        // 300 + 3 * 0.998 * (1 - 0.998^2850) / 0.002 = 1792.02 -> 1792.
        "free-scrolling.json": CGPoint(x: 1792, y: 0),
        // P = 475: 150 -> u 0.32 -> 475; 625 -> u 1.32 -> 950.
        "overflowing.json": CGPoint(x: 950, y: 0),
        // RTL starts at 99 * 475 = 47025; -150 twice: u 98.68 -> 98, u 97.68 -> 97: 46075.
        "overflowing-rtl.json": CGPoint(x: 46_075, y: 0),
        // 200/100: proposed 200 + 198 = 398, mid 585.5 -> item 1 at 400. Weak 40/100 from 400:
        // proposed 440 + 38.8 -> 479, mid 666.5 -> item 1 again: animated (fix) or a one-frame
        // jump back (no fix), both to 400.
        "uneven-pairs-weak-swipe.json": CGPoint(x: 400, y: 0),
        "uneven-pairs-weak-swipe-unfixed.json": CGPoint(x: 400, y: 0),
        // From 400 (item 1), 300/50 -> release 700 at 6 pt/ms: proposed 700 + 596 = 1296, mid
        // 1483.5 -> pair 1, right item 3 at 1200; clamped to item 1 + 1 = item 2 at 825.
        "uneven-pairs-long-swipe.json": CGPoint(x: 1200, y: 0),
        "uneven-pairs-long-swipe-clamped.json": CGPoint(x: 825, y: 0),
        // Cards 295 long, 24 apart, inset 40: pages -40, 279, 598. +120 from -40 (release 80,
        // nearest -40) -> 279; +120 (release 399, nearest 279) -> 598; -120 (478, nearest 598) -> 279;
        // -120 (159, nearest 279, 1.2 pt/ms back) -> -40, where it started: the GIF loops.
        "todays-deals.json": CGPoint(x: -40, y: 0),
        // Pager 194, delta -98: +60 (u 0.31) -> 194, +60 (u 1.31) -> 388, -150/50 (u 1.23) -> 194: 96.
        "hidden-pager.json": CGPoint(x: 96, y: 0),
        // Pager 100, delta -100: +60 -> page 1, +60 -> page 2: 200 - 100.
        "hidden-pager-leading-100.json": CGPoint(x: 100, y: 0),
        // Pages 422, delta -422/2: 200/100 (u 0.47, v 2) -> 422 - 211.
        "hidden-pager-vertical-centred.json": CGPoint(x: 0, y: 211),
        // Pages (844 - 20) / 2 = 412, delta -844 + 412 + 10 = -422: page 1 -> 412 - 422.
        "hidden-pager-vertical-bottom.json": CGPoint(x: 0, y: -10),
    ]

    static func sampleFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func everySampleHasAnExpectation() throws {
        let files = try Self.sampleFiles()
        #expect(Set(files) == Set(Self.expected.keys))
    }

    @Test(arguments: expected.keys.sorted())
    func restsWhereTheDocumentPredicts(file: String) throws {
        let bytes = try Array(Data(contentsOf: Self.samples.appendingPathComponent(file)))
        let timeline = try ScrollSimulation.timeline(for: Scenario.read(bytes))
        let expected = try #require(Self.expected[file])
        #expect(abs(timeline.rest.offset.x - expected.x) < 1e-9 && abs(timeline.rest.offset.y - expected.y) < 1e-9,
                "\(file) rests at \(timeline.rest.offset), expected \(expected)")
        // With a snapping strategy the last release's target is where the view rests (free
        // scrolling's proposed target is the continuous form, 1.5 pt past the stepped rest).
        if file != "free-scrolling.json" {
            #expect(timeline.releases.last?.target == timeline.rest.offset)
        }
    }
}
