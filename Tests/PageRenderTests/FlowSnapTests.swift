import Foundation
import Testing
@testable import PageRender

/// The two flow-layout recipes: decision functions on hand-made tables and end to end
/// (docs/strategies.md, "flow-snap").
@Suite struct FlowSnapTests {
    /// The carousel with the recipe's centring inset (390 - 300) / 2 = 45: x_i = 316 i, centres
    /// 316 i + 150, centred rests floor(316 i + 150 - 195) = 316 i - 45; range [-45, 2167].
    static let centred = ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 45, trailingInset: 45)
    /// The carousel with its own 24-pt insets: one page P = 316, pages 316 k - 24; range [-24, 2146].
    static let carousel = ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)

    @Test func centringInsetsFollowTheEndItems() {
        #expect(FlowSnapStrategy.centringInsets(row: Self.carousel, boundsLength: 390) == (45, 45))
        let uneven = ItemRow(lengths: [100, 300, 200], crossLength: 10)
        #expect(FlowSnapStrategy.centringInsets(row: uneven, boundsLength: 390) == (145, 95))
    }

    // (offset at release, proposed, expected), nearest-centre on `centred`, W = 390.
    static let nearest: [(Double, Double, Double)] = [
        (100, 1500, 271),   // on screen (100, 490): items 0 and 1; mid 1695 -> item 1 (a hard fling: one item)
        (100, 50, -45),     // mid 245: centre 150 (95 away) beats 466 (221)
        (100, 113, -45),    // mid 308: exactly between 150 and 466 -> the lower index
        (100, 113.5, 271),
        (-45, 2167, 271),   // from rest on item 0 the screen (-45, 345) shows items 0 and 1 (316 < 345)
        (255, 2167, 587),   // released at 255 the screen reaches item 2 (632 < 645)
        (1500, -45, 1219),  // backward: on screen (1500, 1890) items 4 (1264) and 5 (1580); mid 150 -> item 4
    ]

    @Test(arguments: nearest) func nearestCentreChoosesAmongItemsOnScreen(offset: Double, proposed: Double, expected: Double) {
        #expect(FlowSnapStrategy.nearestCentreTarget(row: Self.centred, releaseOffset: offset, proposed: proposed, boundsLength: 390) == expected)
    }

    @Test func nearestCentreFloorsInTheLayoutsCoordinatesAndKeepsTheProposalInAGap() {
        // A 301-pt item behind a 44.5-pt section inset centres at 44.5 + 150.5 = 195 in the
        // layout (UIKit's coordinates): floor(195 - 195) = 0, which is -44.5 in the tool's
        // (offsets from -a). Flooring the tool's own -44.5 would give -45, half a point off.
        let odd = ItemRow(lengths: [301, 300], crossLength: 10, spacing: 16, leadingInset: 44.5, trailingInset: 45)
        #expect(FlowSnapStrategy.nearestCentreTarget(row: odd, releaseOffset: 0, proposed: 0, boundsLength: 390) == -44.5)
        #expect(FlowSnapStrategy(recipe: .nearestCentre, row: odd, axis: .horizontal)
            .layout(screen: CGSize(width: 390, height: 844), axis: .horizontal).snapOffsets.first == -44.5)
        // Items [0, 300] and [800, 1100]: a screen at (350, 740) shows neither; the proposal stays.
        let sparse = ItemRow(count: 2, length: 300, crossLength: 10, spacing: 500)
        #expect(FlowSnapStrategy.nearestCentreTarget(row: sparse, releaseOffset: 350, proposed: 600, boundsLength: 390) == 600)
    }

    // (offset at release, velocity pt/ms, expected), one-page on `carousel`: u = (offset + 24) / 316.
    static let onePage: [(Double, Double, Double)] = [
        (100, 1, 292),      // u = 0.39, forward -> 1
        (100, -1, -24),     // backward -> 0
        (100, 0.1, -24),    // slow: round(0.39) = 0
        (150, 0, 292),      // round(0.55) = 1
        (134, 0, 292),      // u = 0.5 exactly: half away from zero -> 1
        (100, 0.2, -24),    // 0.2 is not above the threshold: round
        (292, 3, 292),      // the quirk: u = 1 is whole, ceil(1) = 1, a forward flick stays
        (292, -3, 292),
        (2100, 3, 2146),    // u = 6.72 -> 7: 2188, clamped
    ]

    @Test(arguments: onePage) func onePageCountsFromTheReleaseOffset(offset: Double, velocity: Double, expected: Double) {
        #expect(FlowSnapStrategy.onePageTarget(row: Self.carousel, releaseOffset: offset, velocity: velocity, boundsLength: 390) == expected)
    }

    static func run(_ recipe: FlowSnapStrategy.Recipe, row: ItemRow, axis: Axis = .horizontal, _ gestures: [GestureStep]) throws -> Timeline {
        let screen = axis == .horizontal ? (390.0, 844.0) : (844.0, 390.0)
        return try simulate(makeScenario(gestures, axis: axis, width: screen.0, height: screen.1),
                            FlowSnapStrategy(recipe: recipe, row: row, axis: axis))
    }

    @Test(arguments: Axis.allCases) func endToEnd(axis: Axis) throws {
        // one-page: 100 pt in 100 ms from -24 releases at 76 at 1 pt/ms: u = 0.32, ceil -> 292.
        #expect(try Self.run(.onePage, row: Self.carousel, axis: axis, [swipe(100, over: 100, from: -24)]).rest.offset[axis] == 292)
        // The quirk end to end: a fling at 292 (u whole) targets the current offset and stops dead.
        let quirk = try Self.run(.onePage, row: Self.carousel, axis: axis, [fling(292, 3)])
        #expect(quirk.rest.t == 0 && quirk.rest.offset[axis] == 292)
        // nearest-centre: a hard swipe of 300 pt in 50 ms from -45 releases at 255; the screen then
        // reaches item 2 and the fling's proposal (the end) picks it: 587.
        let hard = try Self.run(.nearestCentre, row: Self.centred, axis: axis, [swipe(300, over: 50, from: -45)])
        #expect(hard.rest.offset[axis] == 587)
    }

    @Test func bothRecipesDecelerateFast() {
        let screen = CGSize(width: 390, height: 844)
        for recipe in FlowSnapStrategy.Recipe.allCases {
            let view = FlowSnapStrategy(recipe: recipe, row: Self.carousel, axis: .horizontal)
                .makeScrollView(screen: screen, axis: .horizontal, decelerationRate: nil)
            #expect(view.decelerationRate == .fast && !view.isPagingEnabled)
        }
    }
}
