import Foundation
import Testing
@testable import PageRender

/// view-aligned's model step by step (docs/strategies.md, "view-aligned"), on hand-made tables.
@Suite struct ViewAlignedTests {
    /// 20 items of 100 pt, 10 apart, no insets, W = 390. By hand: x_i = 110 i, C = 2190,
    /// range [0, 1800]; T_i(0) = 110 i; T_i(1/2) = 110 i - 145; T_i(1) = 110 i - 290; T_i(1/4) =
    /// 110 i - 72.5. The container shows k = floor((390 + 10) / 110) = 3 whole items.
    static let small = ItemRow(count: 20, length: 100, crossLength: 100, spacing: 10)

    static func rule(_ limit: ViewAlignedBehavior.LimitBehavior, _ size: ViewAlignedBehavior.SizeClass = .compact,
                     anchor: Double = 0, row: ItemRow = small) -> ViewAlignedBehavior {
        ViewAlignedBehavior(row: row, limitBehavior: limit, sizeClass: size, anchor: anchor, axis: .horizontal)
    }

    @Test func stepOneLimitsAndRates() {
        #expect(Self.rule(.automatic).limit == .containerItems && Self.rule(.automatic).decelerationRate == .fast)
        #expect(Self.rule(.automatic, .regular).limit == .none && Self.rule(.automatic, .regular).decelerationRate == .normal)
        #expect(Self.rule(.always).limit == .containerItems && Self.rule(.alwaysByFew, .regular).limit == .containerItems)
        #expect(Self.rule(.alwaysByOne, .regular).limit == .oneItem && Self.rule(.alwaysByOne).decelerationRate == .fast)
        #expect(Self.rule(.never).limit == .none && Self.rule(.never).decelerationRate == .normal)
    }

    @Test func reachIsTheItemsTheContainerShows() {
        #expect(Self.rule(.always).reach(origin: 0, boundsLength: 390) == 3)
        #expect(Self.rule(.alwaysByOne).reach(origin: 0, boundsLength: 390) == 1)
        #expect(Self.rule(.never).reach(origin: 0, boundsLength: 390) == nil)
        // The carousel (300-pt cards, 16 apart, insets 24): (390 - 48 + 16) / 316 = 1.13 -> 1.
        let carousel = ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)
        #expect(Self.rule(.always, row: carousel).reach(origin: 3, boundsLength: 390) == 1)
        // Uneven items use the origin's own length: (390 + 10) / (50 + 10) = 6.67 -> 6; / 210 -> 1.
        let uneven = ItemRow(lengths: [50, 200, 50], crossLength: 10, spacing: 10)
        #expect(Self.rule(.always, row: uneven).reach(origin: 0, boundsLength: 390) == 6)
        #expect(Self.rule(.always, row: uneven).reach(origin: 1, boundsLength: 390) == 1)
    }

    // (limit, size class, anchor, touch-down offset, proposed, velocity, expected rest), leading
    // anchor T_i = 110 i unless stated. The hard flick: from item 0, proposed 1000 (nearest
    // T_9 = 990: 10 away, T_10 = 1100: 100 away).
    static let table: [(ViewAlignedBehavior.LimitBehavior, ViewAlignedBehavior.SizeClass, Double, Double, Double, Double, Double)] = [
        (.never, .compact, 0, 0, 1000, 2, 990),
        (.automatic, .regular, 0, 0, 1000, 2, 990),
        (.always, .compact, 0, 0, 1000, 2, 330),        // window [0, 3]
        (.alwaysByFew, .compact, 0, 0, 1000, 2, 330),
        (.automatic, .compact, 0, 0, 1000, 2, 330),
        (.alwaysByOne, .compact, 0, 0, 1000, 2, 110),
        (.always, .compact, 0, 990, 0 + 1, -2, 660),   // backward from item 9: window [6, 12]
        // Step 4: a flick leaves the origin item; no velocity stays.
        (.never, .compact, 0, 220, 240, 0.5, 330),
        (.never, .compact, 0, 220, 240, -0.5, 110),
        (.never, .compact, 0, 220, 240, 0, 220),
        // Ties go to the lower index: 275 is between T_2 = 220 and T_3 = 330.
        (.never, .compact, 0, 0, 275, 1, 220),
        (.never, .compact, 0, 0, 275.001, 1, 330),
        // Touch-down between items: 55 is between T_0 and T_1, so the origin is item 0; a flick
        // proposing 60 (nearest item 1, not the origin) rests on item 1.
        (.alwaysByOne, .compact, 0, 55, 60, 1, 110),
        // Step 3, the ends: 1800 = max is no T_i (T_16 = 1760, T_17 = 1870) but is kept.
        (.never, .compact, 0, 0, 1800, 3, 1800),
        (.never, .compact, 0, 550, 0, -3, 0),
        // ... unless the limit forbids it: from item 15 alwaysByOne reaches T_16 = 1760 at most;
        // from item 16 the next item rests at the end (T_17 clamped to 1800).
        (.alwaysByOne, .compact, 0, 1650, 1800, 3, 1760),
        (.alwaysByOne, .compact, 0, 1760, 1800, 3, 1800),
        (.alwaysByOne, .compact, 0, 550, 0, -3, 440),
        // The flick past the last item stays on it (trailing anchor: T_19(1) = 1800, the end).
        (.never, .compact, 1, 1800, 1790, 1, 1800),
        // Centre anchor: T_i = 110 i - 145. Touch-down 0 -> item 1 (T_1 = -35); proposed 600 ->
        // item 7 (T_7 = 625, 25 away; T_6 = 515, 85 away).
        (.never, .compact, 0.5, 0, 600, 1, 625),
        (.alwaysByOne, .compact, 0.5, 0, 600, 1, 75),
        // A numeric anchor 1/4: T_i = 110 i - 72.5; proposed 600 -> T_6 = 587.5.
        (.never, .compact, 0.25, 0, 600, 1, 587.5),
        // Item 1 centred lies before the range: T_1(1/2) = -35 clamps to 0.
        (.never, .compact, 0.5, 300, 10, -1, 0),
    ]

    @Test(arguments: table)
    func targetFollowsTheModel(row: (ViewAlignedBehavior.LimitBehavior, ViewAlignedBehavior.SizeClass, Double, Double, Double, Double, Double)) {
        let rule = Self.rule(row.0, row.1, anchor: row.2)
        #expect(rule.target(touchDownOffset: row.3, proposed: row.4, velocity: row.5, boundsLength: 390) == row.6)
    }

    @Test func originItemIsTheNearestRestAtTouchDown() {
        #expect(Self.rule(.never).originItem(touchDownOffset: 55, boundsLength: 390) == 0)  // tie 0 / 110
        #expect(Self.rule(.never).originItem(touchDownOffset: 56, boundsLength: 390) == 1)
        #expect(Self.rule(.never, anchor: 0.5).originItem(touchDownOffset: 0, boundsLength: 390) == 1)
    }

    /// Through the SwiftUI-shaped protocol, on both axes: the context's rects are the container
    /// region (offset + leading inset), velocities pt/s.
    @Test(arguments: Axis.allCases) func updateTargetSpeaksContainerRects(axis: Axis) {
        let row = ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)
        let rule = ViewAlignedBehavior(row: row, limitBehavior: .alwaysByOne, anchor: 0, axis: axis)
        let container = CGSize(length: 342, crossLength: 844, along: axis)  // 390 - 24 - 24
        func region(_ offset: CGFloat) -> ScrollTarget {
            ScrollTarget(rect: CGRect(origin: CGPoint(offset + 24, along: axis), size: container))
        }
        // From item 0 (offset -24) a flick proposing 1500 rests on item 1: offset 292, rect at 316.
        var target = region(1500)
        rule.updateTarget(&target, context: ScrollTargetBehaviorContext(
            originalTarget: region(-24), velocity: .init(dx: axis == .horizontal ? 2000 : 0, dy: axis == .vertical ? 2000 : 0),
            containerSize: container, contentSize: CGSize(length: 2512, crossLength: 844, along: axis), axes: [axis]))
        #expect(target.rect.origin[axis] == 316 && target.rect.origin[axis.cross] == 0)
        #expect(target.contentOffset(axis, container: 342, leadingInset: 24, proposed: 1500) == 292)
    }
}
