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

/// Cases found in review, each against a rule of docs/physics.md.
@Suite struct PagingReviewTests {
    @Test func aFlickAfterAnInterruptedSnapNeverGoesAgainstTheFinger() throws {
        // Reference: v > 0.3 -> ceil(u). The second drag carries the content to 810.6 (u = 2.16)
        // while the interrupted snap was heading to page 1: the flick goes to page 3, not back to 2.
        let drag = GestureStep(.path(points: [.init(t: 0, position: 370), .init(t: 400, position: -170), .init(t: 410, position: -180),
                                              .init(t: 420, position: -190), .init(t: 430, position: -200)]), at: 100)
        let t = try simulate(makeScenario([fling(10, 2), drag], strategy: .nativePaging(pages: 10)))
        #expect(t.releases[1].offset.x > 750 && t.releases[1].target.x == 1125 && t.rest.offset.x == 1125)
        #expect(PageChoice.page(offset: 810.58, pageLength: 375, velocity: 1, previousTarget: 1) == 3)
        #expect(PageChoice.page(offset: 70.6, pageLength: 375, velocity: 1, previousTarget: 1) == 2)
        #expect(PageChoice.page(offset: 70.6, pageLength: 375, velocity: 1, previousTarget: 4) == 2)
        #expect(PageChoice.page(offset: 1000, pageLength: 375, velocity: -1, previousTarget: 4) == 2)
        #expect(PageChoice.page(offset: 1000, pageLength: 375, velocity: -1, previousTarget: 0) == 1)
    }

    @Test func resnapConsidersThePartialLastPage() throws {
        // Content 2.5 pages: pages at 0, 375 and 562.5 (the clamped last one). A delegate target of
        // 490 is 72.5 pt from 562.5 and 115 pt from 375.
        var probe = ProbeStrategy()
        probe.paging = true
        probe.contentLength = 2.5 * 375
        probe.retarget = { _, _ in CGPoint(x: 490, y: 0) }
        let t = try simulate(makeScenario([fling(100, 2)]), probe)
        #expect(t.releases[0].target.x == 562.5 && t.rest.offset.x == 562.5)
    }

    @Test func ruleBFromRestUsesSignOfZeroAsPlusOne() throws {
        // Reference: s = 0.01*sign(v), sign(0) = +1; v' = s - D*ln d = 0.01 + 100*ln 0.99 = -0.995.
        let plan = Retargeting.plan(velocity: 0, rate: 0.99, distance: -100)
        #expect(abs(plan.velocity - (0.01 + 100 * log(0.99))) < 1e-12 && plan.rate == 0.99)
        // The motion stops short and the creep lands it exactly on the target.
        var probe = ProbeStrategy()
        probe.retarget = { _, _ in CGPoint(x: 900, y: 0) }
        let t = try simulate(makeScenario([fling(1000, 0.1)], rate: .fast), probe)
        #expect(t.rest.offset.x == 900)
        #expect(t.samples.contains { $0.phase == .decelerating && abs($0.velocity) < 0.01 })
    }

    @Test func onlyLaterGesturesHaveAt() throws {
        let json = #"{"screen":{"width":375,"height":667},"strategy":{"kind":"native-paging"},"gestures":[{"kind":"fling","offset":10,"velocity":2,"at":200}]}"#
        #expect(throws: ScenarioErrors.self) { try Scenario.read(Array(json.utf8)) }
        do { _ = try Scenario.read(Array(json.utf8)) } catch let e as ScenarioErrors {
            #expect(e.errors.map(\.path) == ["gestures[0].at"])
        }
    }

    @Test func aPathTouchesDownAtItsFirstPoint() throws {
        let path = GestureStep(.path(points: [.init(t: 50, position: 300), .init(t: 150, position: 200)]))
        let t = try simulate(makeScenario([path], strategy: .free(pages: 5)))
        #expect(t.releases[0].t == 100)
        #expect(t.samples[0].phase == .dragging)
    }
}
