import Foundation
import Testing
@testable import PageRender

/// The engine's decided edge cases (docs/engine.md, "Edge cases, decided"). Expected values come
/// from scripts/reference-edge-cases.py (an independent Python model of the reference) unless a
/// row says "by hand"; offsets are displayed ones, pixel-rounded to 1/2 pt at scale 2.
@Suite struct EngineEdgeCaseTests {
    static func read(_ json: String) throws -> Scenario { try Scenario.read(Array(json.utf8)) }

    static func scenario(strategy: String, gestures: String, width: Double = 375, fps: Double = 120) throws -> Scenario {
        try read(#"{"screen": {"width": \#(width), "height": 667, "scale": 2}, "strategy": \#(strategy), "gestures": \#(gestures), "fps": \#(fps)}"#)
    }

    // MARK: Content that fits the bounds

    /// One strategy of every kind whose content fits a 375-pt screen (by hand: free/native 1 page
    /// = 375; overflowing 1 page of W + S in a W + S view; uneven pairs 2*100 + 50 = 250;
    /// page-offsets [0]: 0 + 375; hidden pager one 375-pt item in a full-width page).
    static let fitting: [String] = [
        #"{"kind": "free", "pages": 1}"#, #"{"kind": "native-paging", "pages": 1}"#,
        #"{"kind": "overflowing", "pages": 1, "separator": 100}"#,
        #"{"kind": "uneven-pairs", "pairs": 1, "itemWidth": 100, "spacing": 50}"#,
        #"{"kind": "page-offsets", "offsets": [0]}"#,
        #"{"kind": "hidden-pager", "items": 1, "itemSize": {"width": 375, "height": 200}}"#,
    ]

    @Test(arguments: fitting) func contentThatFitsReleasesWithoutMomentum(strategy: String) throws {
        // A fling 40 pt before the edge at -2 pt/ms: velocity 0, then the bounce from rest
        // (oracle: -14.5 at 100 ms, -24 at 50 ms, settled at 441.6667 ms); never deeper than -40.
        let t = try simulate(try Self.scenario(strategy: strategy, gestures: #"[{"kind": "fling", "offset": -40, "velocity": -2}]"#))
        #expect(t.releases[0].velocity == .zero)
        #expect(t.releases[0].target.x == 0)
        #expect(t.sample(at: 50)?.offset.x == -24 && t.sample(at: 100)?.offset.x == -14.5)
        #expect(abs(t.rest.t - 441.6667) < 1e-3 && t.rest.offset.x == 0)
        #expect(t.samples.allSatisfy { $0.offset.x >= -40 && $0.offset.x <= 0 })
        #expect(t.samples.dropFirst().dropLast().allSatisfy { $0.phase == .bouncing })
    }

    @Test func contentThatFitsPagesLikeFreeScrolling() throws {
        // The issue's example: native-paging with one page used to keep the fling's velocity and
        // overshoot to -76.5; now it moves exactly as free scrolling does, on both axes.
        for axis in ["horizontal", "vertical"] {
            let gestures = #"[{"kind": "fling", "offset": -40, "velocity": -2}]"#
            func run(_ kind: String) throws -> Timeline {
                try simulate(try Self.read(#"{"screen": {"width": 375, "height": 667, "scale": 2}, "axis": "\#(axis)", "strategy": {"kind": "\#(kind)", "pages": 1}, "gestures": \#(gestures), "fps": 120}"#))
            }
            let paging = try run("native-paging"), free = try run("free")
            #expect(paging.samples.map(\.offset) == free.samples.map(\.offset) && paging.rest == free.rest, "\(axis)")
        }
    }

    // MARK: Paging release at or past the maximum

    /// (fling offset, velocity, target, rest time ms). Hidden pager: 3 items of 200 pt, page 250,
    /// so pages at 0 and 250 and a partial last page clamped at 350. Oracle; the half-page rule
    /// used before gave 250 for the first four rows.
    static let slowReleasesAtTheEnd: [(Double, Double, Double, Double)] = [
        (360, 0.1, 350, 275), (350, 0, 350, 0), (360, 0.3, 350, 308.3333), (360, -0.29, 350, 75),
        (360, -0.31, 250, 333.3333), (340, 0.1, 250, 341.6667), (400, 0, 350, 325),
    ]

    @Test(arguments: slowReleasesAtTheEnd) func slowReleaseAtTheEndKeepsThePartialLastPage(row: (Double, Double, Double, Double)) throws {
        let strategy = #"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 200, "height": 200}, "pagingConfiguration": {"size": {"width": {"absolute": 250}}}}"#
        let t = try simulate(try Self.scenario(strategy: strategy, gestures: #"[{"kind": "fling", "offset": \#(row.0), "velocity": \#(row.1)}]"#))
        #expect(t.releases[0].target.x == CGFloat(row.2))
        #expect(t.rest.offset.x == CGFloat(row.2))
        #expect(abs(t.rest.t - row.3) < 1e-3, "rest at \(t.rest.t)")
    }

    @Test func pageChoiceAtTheMaximum() {
        // By hand from the decided rule: u = 1.44 at or past max 1.4 pages with |v| <= 0.3 takes ceil.
        #expect(PageChoice.page(offset: 360, pageLength: 250, velocity: 0.1, maxOffset: 350) == 2)
        #expect(PageChoice.page(offset: 349, pageLength: 250, velocity: 0.1, maxOffset: 350) == 1)
        #expect(PageChoice.page(offset: 360, pageLength: 250, velocity: -0.31, maxOffset: 350) == 1)
        #expect(PageChoice.page(offset: 360, pageLength: 250, velocity: 0.1) == 1)
    }

    // MARK: "Changed" after pixel rounding

    @Test func aHookValueThatRoundsToTheProposalIsNoChange() throws {
        // page-offsets [0, 300.125] at @2x (content max 300.125), .fast, fling from 200 at 3 pt/ms:
        // the controller returns 300.125, which rounds to 300 like the proposal, so the natural
        // deceleration runs into the edge: oracle peak 349.5, rest 300 at 641.6667 ms.
        let t = try simulate(try Self.scenario(strategy: #"{"kind": "page-offsets", "offsets": [0, 300.125]}"#,
                                                gestures: #"[{"kind": "fling", "offset": 200, "velocity": 3}]"#))
        #expect(t.releases[0].target == t.releases[0].proposedTarget)
        #expect(t.samples.map(\.offset.x).max() == 349.5)
        #expect(t.rest.offset.x == 300 && abs(t.rest.t - 641.6667) < 1e-3)
        #expect(t.samples.contains { $0.phase == .bouncing })
    }

    // MARK: Repeated page offsets

    /// (fling offset, velocity, rest). Offsets [0, 100, 0, 300], .fast; oracle (controller of
    /// docs/strategies.md, "page-offsets": nearest with ties to the lowest index, then neighbours in array order).
    static let repeatedOffsets: [(Double, Double, Double)] = [
        (10, 1, 100), (10, -1, 0), (280, -1, 0), (280, 1, 300), (60, 0.1, 100), (50, 0.1, 0),
    ]

    @Test(arguments: repeatedOffsets) func repeatedPageOffsetsAreValid(row: (Double, Double, Double)) throws {
        let t = try simulate(try Self.scenario(strategy: #"{"kind": "page-offsets", "offsets": [0, 100, 0, 300]}"#,
                                                gestures: #"[{"kind": "fling", "offset": \#(row.0), "velocity": \#(row.1)}]"#))
        #expect(t.releases[0].target.x == CGFloat(row.2) && t.rest.offset.x == CGFloat(row.2))
    }

    @Test func repeatedPageOffsetsInTheController() {
        // Oracle: pageFraction on the sorted [0, 0, 100, 300]; nearest-offset ties go to index 0.
        let offsets: [CGFloat] = [0, 100, 0, 300], controller = ScrollPageController()
        #expect([0, 50, 100, 200, 300].map { controller.pageFraction(for: $0, in: offsets) } == [0, 1.5, 2, 2.5, 3])
        #expect(controller.pageOffset(for: 10, velocity: 1, in: offsets) == 100)
        #expect(controller.pageOffset(for: 280, velocity: -1, in: offsets) == 0)
    }

    // MARK: Rule C

    /// (fling x0, v, target x, target y, rest time ms, displayed (x, y) at frames 6, 30 and 120).
    /// Both axes scroll (content 20 × 375 by 2 × 667), .normal, 120 fps so samples are device
    /// frames. Oracle: row 1 x alone would be rule A (d' 0.99603) and takes y's 0.998 with
    /// v' = 1.0110; row 2 y alone would be the quick curve (0.985) and takes x's 0.998 with
    /// v' = 0.0701. Under the stop threshold the axes do not finish together (row 1: x 2341.7 ms,
    /// y 1875 ms; row 2: x 2600 ms, y 983.3 ms).
    static let ruleC: [(Double, Double, CGFloat, CGFloat, Double, [CGPoint])] = [
        (1000, 2, 1500, 200, 2341.6667, [CGPoint(x: 1048, y: 19.5), CGPoint(x: 1198.5, y: 80.5), CGPoint(x: 1436.5, y: 177)]),
        (1000, 1, 1800, 30, 2600, [CGPoint(x: 1076.5, y: 3.5), CGPoint(x: 1316.5, y: 14), CGPoint(x: 1695.5, y: 30)]),
    ]

    @Test(arguments: ruleC) func bothAxesRetargetedShareTheLargerRate(row: (Double, Double, CGFloat, CGFloat, Double, [CGPoint])) throws {
        var probe = ProbeStrategy()
        probe.crossLength = 2 * 667
        let target = CGPoint(x: row.2, y: row.3)
        probe.retarget = { _, _ in target }
        let t = try simulate(makeScenario([fling(row.0, row.1)], fps: 120), probe)
        #expect(t.releases[0].target == target && t.releases[0].proposedTarget.y == 0)
        for (k, expected) in zip([6.0, 30, 120], row.5) {
            #expect(t.sample(at: k * 1000 / 120)?.offset == expected, "frame \(k)")
        }
        #expect(abs(t.rest.t - row.4) < 1e-3 && t.rest.offset == target)
    }

    // MARK: Adopted readings

    /// (fling offset, velocity, adjusted target, rest time ms, displayed x at frames 1 and 12,
    /// deepest and farthest displayed x). Free scrolling over 0...7125, .normal. Oracle, with the
    /// engine's adopted reading: rule A gives the rate (0.99544 ahead in row 1; the 0.999 cap
    /// behind the motion in row 2), then the bounce runs toward the target, with no one-frame jump.
    static let outsideWithATarget: [(Double, Double, CGFloat, Double, CGFloat, CGFloat, CGFloat, CGFloat)] = [
        (-60, 2, 375, 466.6667, -10, 274.5, -10, 375), (7185, 2, 7000, 783.3333, 7185.5, 7137.5, 7000, 7185.5),
    ]

    @Test(arguments: outsideWithATarget) func releasedOutsideTheRangeBouncesTowardTheAdjustedTarget(
        row: (Double, Double, CGFloat, Double, CGFloat, CGFloat, CGFloat, CGFloat)) throws {
        var probe = ProbeStrategy()
        let target = CGPoint(x: row.2, y: 0)
        probe.retarget = { _, _ in target }
        let t = try simulate(makeScenario([fling(row.0, row.1)], fps: 120), probe)
        #expect(t.sample(at: 1000.0 / 120)?.offset.x == row.4 && t.sample(at: 100)?.offset.x == row.5)
        let xs = t.samples.dropFirst().map(\.offset.x)
        #expect(xs.min() == row.6 && xs.max() == row.7)
        #expect(abs(t.rest.t - row.3) < 1e-3 && t.rest.offset.x == row.2)
        #expect(t.samples.dropFirst().dropLast().allSatisfy { $0.phase == .bouncing })
    }

    /// (page length, offset on page 3's boundary in decimal, velocity, displayed offset). In
    /// floating point offset/length is 2.9999999999999996 and 3.0000000000000004 (oracle): an exact
    /// test would page to 2 and to 4; within 1e-9 pages the release stays on page 3.
    static let fractionalBoundaries: [(Double, Double, Double, CGFloat)] = [(300.1, 900.3, -5, 900.5), (300.4, 901.2, 5, 901)]

    @Test(arguments: fractionalBoundaries) func releaseOnAFractionalPageBoundaryDoesNotMove(row: (Double, Double, Double, CGFloat)) throws {
        let t = try simulate(try Self.scenario(strategy: #"{"kind": "native-paging", "pages": 6}"#,
                                                gestures: #"[{"kind": "fling", "offset": \#(row.1), "velocity": \#(row.2)}]"#, width: row.0))
        #expect(t.releases[0].target.x == row.3)
        #expect(t.samples.allSatisfy { $0.offset.x == row.3 } && t.rest.offset.x == row.3 && t.rest.t == 0)
    }
}
