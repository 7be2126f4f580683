import Foundation
import Testing
@testable import PageRender

/// isPagingEnabled end to end: page choice from real swipes, the spring, re-snapping, a second
/// swipe during the snap, both axes.
@Suite struct PagingEngineTests {
    // (axis, start offset, distance, duration ms, expected rest). Screen 390 × 844, so pages are
    // 390 apart horizontally and 844 vertically. Release velocities: 100 pt/100 ms = 1 pt/ms
    // (flick: next page); 100 pt/1000 ms = 0.1 pt/ms (half-page rule).
    static let swipes: [(Axis, Double, Double, Double, Double)] = [
        (.horizontal, 0, 100, 100, 390), (.horizontal, 0, 100, 1000, 0), (.horizontal, 0, 250, 2500, 390),
        (.horizontal, 780, -100, 100, 390), (.horizontal, 780, -100, 1000, 780), (.horizontal, 780, -250, 2500, 390),
        (.vertical, 0, 100, 100, 844), (.vertical, 1688, -100, 100, 844), (.vertical, 844, 300, 3000, 844),
        (.vertical, 844, 500, 5000, 1688),
    ]

    @Test(arguments: swipes) func swipeChoosesThePageUIKitWould(row: (Axis, Double, Double, Double, Double)) throws {
        let t = try simulate(makeScenario([swipe(row.2, over: row.3, from: row.1)], strategy: .nativePaging(pages: 5),
                                          axis: row.0, width: 390, height: 844))
        #expect(t.rest.offset[row.0] == CGFloat(row.4))
        #expect(t.releases[0].target[row.0] == CGFloat(row.4))
        #expect(t.samples.contains { $0.phase == .paging } || t.releases[0].offset[row.0] == CGFloat(row.4))
    }

    @Test func flingExactlyOnABoundaryStays() throws {
        let t = try simulate(makeScenario([fling(390, 5)], strategy: .nativePaging(pages: 5), width: 390))
        #expect(t.rest.t == 0 && t.rest.offset.x == 390)
    }

    @Test func releasedPastTheFirstPageSnapsBackWithTheSpring() throws {
        let t = try simulate(makeScenario([swipe(-120, over: 600, from: 0)], strategy: .nativePaging(pages: 5)))
        #expect(t.rest.offset.x == 0)
        #expect(t.samples.contains { $0.offset.x < -40 })
        #expect(t.samples.contains { $0.phase == .paging })
    }

    @Test func secondSwipeDuringTheSnapAdvancesFromThePreviousTarget() throws {
        // A fling from 10 heads for page 1 (375). 50 ms later, while the content is still near 100 pt,
        // a 40-pt flick at 1 pt/ms goes to page 2, not to ceil(u) = page 1.
        let t = try simulate(makeScenario([fling(10, 2), swipe(40, over: 40, at: 50)], strategy: .nativePaging(pages: 5)))
        #expect(t.releases[1].offset.x < 375)
        #expect(t.releases[1].target.x == 750 && t.rest.offset.x == 750)
        // Without the interruption the same flick from rest on page 0 would go to page 1.
        let alone = try simulate(makeScenario([swipe(40, over: 40, from: t.releases[1].offset.x - 40)],
                                              strategy: .nativePaging(pages: 5)))
        #expect(alone.rest.offset.x == 375)
    }

    @Test func aDelegateTargetBetweenPagesIsResnapped() throws {
        var probe = ProbeStrategy()
        probe.paging = true
        probe.contentLength = 5 * 375
        probe.retarget = { _, _ in CGPoint(x: 1000, y: 0) }
        let t = try simulate(makeScenario([fling(100, 2)]), probe)
        #expect(t.releases[0].proposedTarget.x == 375)
        #expect(t.releases[0].target.x == 1125 && t.rest.offset.x == 1125)
    }

    @Test func nominalClockRunsAbout4PercentFaster() throws {
        var scenario = makeScenario([fling(100, 2)], strategy: .nativePaging(pages: 5), fps: 120)
        let display = try simulate(scenario)
        scenario.physics.nominalPagingClock = true
        let nominal = try simulate(scenario)
        #expect(nominal.rest.offset == display.rest.offset)
        // UIKit drops 1/3 ms per 120 Hz frame: 8 iterations per 8.33 ms, 4 % fewer.
        #expect(nominal.rest.t < display.rest.t && nominal.rest.t > display.rest.t * 0.9)
    }

    @Test func verticalPagingMirrorsHorizontal() throws {
        let h = try simulate(makeScenario([swipe(120, over: 90, from: 0)], strategy: .nativePaging(pages: 4), axis: .horizontal, width: 400, height: 400))
        let v = try simulate(makeScenario([swipe(120, over: 90, from: 0)], strategy: .nativePaging(pages: 4), axis: .vertical, width: 400, height: 400))
        #expect(h.samples.map(\.offset.x) == v.samples.map(\.offset.y))
        #expect(h.rest.t == v.rest.t)
    }
}
