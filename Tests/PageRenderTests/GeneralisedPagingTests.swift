import Foundation
import Testing
@testable import PageRender

/// Native paging with a page length P other than the bounds and an origin O (UIKit's private
/// inter-page spacing and paging origin), end to end through the engine.
@Suite struct GeneralisedPagingTests {
    /// The carousel of docs/strategies.md: 8 cards of 300 pt, 16 apart, insets 24, screen 390.
    /// P = 316 (spacing 316 - 390 = -74), O = -24. Content 2512, range [-24, 2146].
    struct GroupPager: PagingStrategy {
        var axis: Axis = .horizontal
        var retarget: CGFloat?
        func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
            var view = ScrollView(frame: CGRect(origin: .zero, size: screen),
                                  contentSize: CGSize(length: 2512, crossLength: screen[axis.cross], along: axis),
                                  contentInset: axis == .horizontal ? EdgeInsets(left: 24, right: 24) : EdgeInsets(top: 24, bottom: 24),
                                  isPagingEnabled: true)
            view.interpageSpacing[axis] = 316 - screen[axis]
            view.pagingOrigin[axis] = -24
            return view
        }
        mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                targetContentOffset: inout CGPoint) {
            if let retarget { targetContentOffset[axis] = retarget }
        }
    }

    // (offset, velocity, expected rest), by hand with u = (offset + 24) / 316 and pages -24 + 316 k:
    // 100, +2: u = 0.39, ceil 1 -> 292. 100, +0.1 (under the 0.3 flick speed): floor(u + 0.5) = 0 -> -24.
    // 150, +0.1: u = 0.55 -> 1 -> 292. 300, -2: u = 1.03, floor 1 -> 292. 600, -2: u = 1.97 -> 1 -> 292.
    // 2000, +2: u = 6.41, ceil 7 -> -24 + 2212 = 2188, clamped to 2146.
    static let flings: [(Double, Double, CGFloat)] = [
        (100, 2, 292), (100, 0.1, -24), (150, 0.1, 292), (300, -2, 292), (600, -2, 292), (2000, 2, 2146),
    ]

    @Test(arguments: flings) func pageChoiceCountsFromTheOrigin(offset: Double, velocity: Double, rest: CGFloat) throws {
        let t = try simulate(makeScenario([fling(offset, velocity)], width: 390, height: 844), GroupPager())
        #expect(t.releases[0].target.x == rest)
        #expect(t.rest.offset.x == rest)
    }

    @Test(arguments: flings) func verticalMirrorsHorizontal(offset: Double, velocity: Double, rest: CGFloat) throws {
        // A square screen so the spring (constants from the bounds width) is the same on both axes.
        let h = try simulate(makeScenario([fling(offset, velocity)], width: 390, height: 390), GroupPager())
        let v = try simulate(makeScenario([fling(offset, velocity)], axis: .vertical, width: 390, height: 390), GroupPager(axis: .vertical))
        #expect(v.rest.offset.y == rest)
        #expect(h.samples.map(\.offset.x) == v.samples.map(\.offset.y))
    }

    @Test func aReleaseOnAPageBoundaryFromTheOriginStays() throws {
        // (292 + 24) / 316 = 1 exactly: no motion whatever the velocity.
        let t = try simulate(makeScenario([fling(292, 5)], width: 390, height: 844), GroupPager())
        #expect(t.rest.t == 0 && t.rest.offset.x == 292)
    }

    @Test func aDelegateTargetIsResnappedToTheShiftedGrid() throws {
        // 1000: u = 1024 / 316 = 3.24, between 924 and 1240; 924 is nearer.
        let t = try simulate(makeScenario([fling(100, 2)], width: 390, height: 844), GroupPager(retarget: 1000))
        #expect(t.releases[0].proposedTarget.x == 292)
        #expect(t.rest.offset.x == 924)
    }

    @Test func aSwipeMovesOnePageWhateverItsSpeed() throws {
        // 200 pt in 50 ms (4 pt/ms) from -24: u = 0.63 at release, ceil 1 -> 292, one group.
        let t = try simulate(makeScenario([swipe(200, over: 50, from: -24)], width: 390, height: 844), GroupPager())
        #expect(t.rest.offset.x == 292)
        #expect(t.samples.contains { $0.phase == .paging })
    }

    @Test func aFlickDuringTheSnapAdvancesFromTheInterruptedPage() throws {
        // A fling from 0 heads for page 1 (292); 40 ms later a 30-pt flick at 1 pt/ms, released
        // short of 292, goes to page 2 (608): the interrupted target plus one, counted from O.
        let t = try simulate(makeScenario([fling(0, 2), swipe(30, over: 30, at: 40)], width: 390, height: 844), GroupPager())
        #expect(t.releases[1].offset.x < 292)
        #expect(t.rest.offset.x == 608)
    }
}
