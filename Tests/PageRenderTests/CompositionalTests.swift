import Foundation
import Testing
@testable import PageRender

/// Compositional layout's orthogonal scrolling behaviours: decision functions on hand-made tables
/// and end to end through the engine (docs/strategies.md, "compositional").
@Suite struct CompositionalTests {
    /// The carousel: 8 cards of 300 pt, 16 apart (S = 316), insets 24; W = 390: range [-24, 2146].
    static let carousel = ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)

    // (proposed, offset at release, stride, leading inset, range, expected), by hand:
    // u = (p + a) / S; forward ceil(u - 0.005), backward floor(u + 0.005), still round(u).
    static let boundary: [(Double, Double, Double, Double, ClosedRange<Double>, Double)] = [
        (500, 100, 316, 24, -24...2146, 608),     // u = 1.658, forward -> 2
        (500, 900, 316, 24, -24...2146, 292),     // backward -> 1
        (500, 500, 316, 24, -24...2146, 608),     // still: round(1.658) = 2
        (2146, 1000, 316, 24, -24...2146, 2146),  // u = 6.87 -> 7: 2188, clamped to the end
        (-24, 100, 316, 24, -24...2146, -24),     // u = 0 backward -> 0
        // The 0.005 tolerance, S = 200, a = 0: 200.9 is u = 1.0045 (ceil(0.9995) = 1),
        // 201.1 is u = 1.0055 (ceil(1.0005) = 2); backward 399.1 (floor(2.0005) = 2) and 398.9 (1).
        (200.9, 0, 200, 0, 0...5000, 200), (201.1, 0, 200, 0, 0...5000, 400),
        (399.1, 1000, 200, 0, 0...5000, 400), (398.9, 1000, 200, 0, 0...5000, 200),
        // Half away from zero when still: u = 1.5 -> 2.
        (300, 300, 200, 0, 0...5000, 400),
        // Many groups at once: u = 12.3 forward -> 13.
        (2460, 0, 200, 0, 0...5000, 2600),
    ]

    @Test(arguments: boundary)
    func leadingBoundarySnapsInTheDirectionOfTravel(row: (Double, Double, Double, Double, ClosedRange<Double>, Double)) {
        #expect(CompositionalStrategy.leadingBoundaryTarget(proposed: row.0, releaseOffset: row.1, stride: row.2,
                                                            leadingInset: row.3, range: row.4) == row.5)
    }

    @Test func centringInsetIsPixelRounded() {
        // (390 - 300) / 2 = 45; (390 - 301) / 2 = 44.5: @2x 44.5, @1x 45 (half away), @3x 134/3.
        #expect(CompositionalStrategy.centringInset(boundsLength: 390, groupLength: 300, scale: 2) == 45)
        #expect(CompositionalStrategy.centringInset(boundsLength: 390, groupLength: 301, scale: 2) == 44.5)
        #expect(CompositionalStrategy.centringInset(boundsLength: 390, groupLength: 301, scale: 1) == 45)
        #expect(CompositionalStrategy.centringInset(boundsLength: 390, groupLength: 301, scale: 3) == 134.0 / 3)
    }

    @Test func pagingBehavioursPageLengthAndOrigin() {
        let screen = CGSize(width: 390, height: 844)
        func make(_ b: CompositionalStrategy.Behavior) -> CompositionalStrategy {
            CompositionalStrategy(behavior: b, row: Self.carousel, axis: .horizontal, screen: screen, scale: 2)
        }
        #expect(make(.continuous).paging(boundsLength: 390) == nil)
        #expect(make(.continuousGroupLeadingBoundary).paging(boundsLength: 390) == nil)
        #expect(make(.paging).paging(boundsLength: 390)! == (390, -24))
        #expect(make(.groupPaging).paging(boundsLength: 390)! == (316, -24))
        #expect(make(.groupPagingCentered).paging(boundsLength: 390)! == (316, -45))
        let view = make(.groupPaging).makeScrollView(screen: screen, axis: .horizontal, decelerationRate: nil)
        #expect(view.isPagingEnabled && view.pageLength(.horizontal) == 316 && view.pagingOrigin.x == -24)
        #expect(!make(.continuousGroupLeadingBoundary).makeScrollView(screen: screen, axis: .horizontal, decelerationRate: nil).isPagingEnabled)
    }

    static func rest(_ b: CompositionalStrategy.Behavior, axis: Axis = .horizontal, _ gestures: [GestureStep]) throws -> Timeline {
        let screen = axis == .horizontal ? CGSize(width: 390, height: 844) : CGSize(width: 844, height: 390)
        let row = ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)
        let strategy = CompositionalStrategy(behavior: b, row: row, axis: axis, screen: screen, scale: 2)
        return try simulate(makeScenario(gestures, axis: axis, width: Double(screen.width), height: Double(screen.height)), strategy)
    }

    // (behaviour, gesture, expected rest), by hand. A swipe of 200 pt in 50 ms from the start
    // releases at 176 (from -24) or 155 (from -45) at 4 pt/ms.
    // groupPaging: u = 200/316 -> 1 -> 292. paging: P = 390, u = 200/390 -> 1 -> 366.
    // groupPagingCentered: from -45, u = 200/316 -> 1 -> 271 (item 1 centred: 316 + 150 - 195).
    // continuousGroupLeadingBoundary: 100 pt in 100 ms from -24 (1 pt/ms) proposes about
    // 76 + 0.99/0.002 = 570, between 292 and 608, forward -> 608.
    @Test func swipesRestWhereTheRulesSay() throws {
        #expect(try Self.rest(.groupPaging, [swipe(200, over: 50, from: -24)]).rest.offset.x == 292)
        #expect(try Self.rest(.paging, [swipe(200, over: 50, from: -24)]).rest.offset.x == 366)
        #expect(try Self.rest(.groupPagingCentered, [swipe(200, over: 50, from: -45)]).rest.offset.x == 271)
        #expect(try Self.rest(.continuousGroupLeadingBoundary, [swipe(100, over: 100, from: -24)]).rest.offset.x == 608)
        // Backward from 608: release at 508, proposes about 508 - 494 = 14: u = 0.12, floor -> 0 -> -24.
        #expect(try Self.rest(.continuousGroupLeadingBoundary, [swipe(-100, over: 100, from: 608)]).rest.offset.x == -24)
    }

    @Test(arguments: Axis.allCases) func groupPagingMovesOneGroupPerSwipeOnBothAxes(axis: Axis) throws {
        // Three hard swipes (250 pt in 25 ms, 10 pt/ms): one group each, 292, 608, 924.
        let t = try Self.rest(.groupPaging, axis: axis, [swipe(250, over: 25, from: -24), swipe(250, over: 25), swipe(250, over: 25)])
        #expect(t.releases.map { $0.target[axis] } == [292, 608, 924])
    }

    @Test func continuousLeavesTheNaturalTarget() throws {
        let t = try Self.rest(.continuous, [swipe(100, over: 100, from: -24)])
        #expect(t.releases[0].target == t.releases[0].proposedTarget)
    }
}
