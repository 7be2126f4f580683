import Foundation
import Testing
@testable import PageRender

/// ItemRow against hand-computed geometry (docs/strategies.md, "One row of items").
@Suite struct ItemRowTests {
    /// The carousel: 8 cards of 300 pt, 16 pt apart, 24-pt insets, on a 390-pt screen.
    /// By hand: x_i = 316 i; C = 8*300 + 7*16 = 2512; range [-24, 2512 + 24 - 390] = [-24, 2146];
    /// T_i(0) = 316 i - 24; T_i(1/2) = 316 i + 150 - 24 - (390 - 48)/2 = 316 i - 45;
    /// T_i(1) = 316 i + 300 - 24 - 342 = 316 i - 66.
    static let carousel = ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)

    /// Three uneven items [100, 200, 50], 10 apart, insets a = 5, b = 15, W = 100.
    /// By hand: x = 0, 110, 320; C = 370; range [-5, 370 + 15 - 100] = [-5, 285];
    /// T_i(1/2) = x_i + L_i/2 - 5 - (100 - 20)/2 = x_i + L_i/2 - 45: 5, 165, 300.
    static let uneven = ItemRow(lengths: [100, 200, 50], crossLength: 40, spacing: 10, leadingInset: 5, trailingInset: 15)

    @Test func carouselGeometry() {
        let row = Self.carousel
        #expect(row.count == 8 && row.isUniform)
        #expect((0..<8).map(row.start) == [0, 316, 632, 948, 1264, 1580, 1896, 2212])
        #expect(row.end(7) == 2512 && row.contentLength == 2512)
        #expect(row.offsetRange(boundsLength: 390) == -24...2146)
        #expect(row.clamped(-100, boundsLength: 390) == -24 && row.clamped(3000, boundsLength: 390) == 2146)
        #expect(row.clamped(500, boundsLength: 390) == 500)
    }

    @Test(arguments: [(0.0, -24.0), (0.5, -45.0), (1.0, -66.0)])
    func carouselAnchors(anchor: Double, base: Double) {
        for i in 0..<8 {
            #expect(Self.carousel.restingOffset(ofItem: i, anchor: anchor, boundsLength: 390) == 316 * Double(i) + base)
        }
    }

    @Test func lastItemTrailingRestsExactlyAtTheEnd() {
        // T_7(1) = 2212 - 66 = 2146 = max: the trailing edge at the trailing inset.
        #expect(Self.carousel.restingOffset(ofItem: 7, anchor: 1, boundsLength: 390) == 2146)
    }

    @Test func contentShorterThanTheBoundsCannotScroll() {
        // C = 2*50 + 10 = 110, + b 5 - W 390 < -a: max = min = -5.
        let row = ItemRow(count: 2, length: 50, crossLength: 50, spacing: 10, leadingInset: 5, trailingInset: 5)
        #expect(row.offsetRange(boundsLength: 390) == -5 ... -5)
    }

    @Test func unevenGeometry() {
        let row = Self.uneven
        #expect(!row.isUniform)
        #expect([0, 1, 2].map(row.start) == [0, 110, 320])
        #expect([0, 1, 2].map(row.length) == [100, 200, 50])
        #expect(row.contentLength == 370)
        #expect(row.offsetRange(boundsLength: 100) == -5...285)
        #expect([0, 1, 2].map { row.restingOffset(ofItem: $0, anchor: 0.5, boundsLength: 100) } == [5, 165, 300])
    }

    // (offset, expected nearest item) for the uneven row, centre anchor, T = 5, 165, 300.
    // 85 is exactly between 5 and 165 (tie: lower index); 232.5 between 165 and 300.
    static let nearest: [(Double, Int)] = [
        (-1000, 0), (5, 0), (84.999, 0), (85, 0), (85.001, 1), (165, 1), (232.5, 1), (232.501, 2), (300, 2), (1e6, 2),
    ]

    @Test(arguments: nearest) func nearestItemIsABinarySearchWithLowerTies(offset: Double, item: Int) {
        #expect(Self.uneven.nearestItem(toOffset: offset, anchor: 0.5, boundsLength: 100) == item)
    }

    @Test func nearestItemOnTheCarouselLeadingAnchor() {
        // T_i(0) = 316 i - 24: 134 is exactly between T_0 = -24 and T_1 = 292 (tie: item 0).
        let row = Self.carousel
        #expect(row.nearestItem(toOffset: 134, anchor: 0, boundsLength: 390) == 0)
        #expect(row.nearestItem(toOffset: 134.5, anchor: 0, boundsLength: 390) == 1)
        #expect(row.nearestItem(toOffset: 2146, anchor: 0, boundsLength: 390) == 7)  // T_7 = 2188
        #expect(row.nearestItem(toOffset: 1950, anchor: 0, boundsLength: 390) == 6)  // T_6 = 1872, T_7 = 2188
    }

    @Test func equalRestingOffsetsTieToTheLowerIndex() {
        // Zero-length items with no spacing all rest at -a.
        let row = ItemRow(count: 4, length: 0, crossLength: 10, leadingInset: 3)
        #expect(row.nearestItem(toOffset: -3, anchor: 0, boundsLength: 100) == 0)
        #expect(row.nearestItem(toOffset: 50, anchor: 0, boundsLength: 100) == 0)
    }

    // (lower, upper, expected range) for the uneven row: items span [0, 100], [110, 310], [320, 370].
    static let overlaps: [(Double, Double, Range<Int>)] = [
        (105, 110, 1..<1), (100, 110, 1..<1), (99, 111, 0..<2), (-50, 0, 0..<0), (-50, 0.5, 0..<1),
        (0, 1000, 0..<3), (350, 400, 2..<3), (370, 400, 3..<3), (200, 150, 0..<0), (150, 160, 1..<2),
    ]

    @Test(arguments: overlaps) func itemsOverlappingAnOpenInterval(lower: Double, upper: Double, expected: Range<Int>) {
        let found = Self.uneven.items(overlapping: lower, upper)
        #expect(found.count == expected.count)
        if !expected.isEmpty { #expect(found == expected) }
    }

    @Test func itemContainingAPosition() {
        let row = Self.uneven
        #expect(row.item(containing: 0) == 0 && row.item(containing: 100) == 0)
        #expect(row.item(containing: 105) == nil && row.item(containing: -1) == nil)
        #expect(row.item(containing: 110) == 1 && row.item(containing: 370) == 2 && row.item(containing: 370.5) == nil)
        // Touching items: the later one owns the shared edge.
        #expect(ItemRow(lengths: [10, 10], crossLength: 1).item(containing: 10) == 1)
    }

    @Test func framesOnBothAxes() {
        let row = Self.uneven
        #expect(row.frame(ofItem: 1, axis: .horizontal, crossStart: 7) == CGRect(x: 110, y: 7, width: 200, height: 40))
        #expect(row.frame(ofItem: 1, axis: .vertical, crossStart: 7) == CGRect(x: 7, y: 110, width: 40, height: 200))
    }

    @Test func aHundredThousandItemsAreExactMultiplesOfTheStride() {
        // Uniform starts are i * 316 (exact in Double), not a running sum.
        let row = ItemRow(count: 100_000, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)
        #expect(row.start(99_999) == 31_599_684)
        #expect(row.contentLength == 31_599_984)  // 100000*300 + 99999*16
        #expect(row.nearestItem(toOffset: 31_599_684 - 24 + 157, anchor: 0, boundsLength: 390) == 99_999)
        #expect(row.nearestItem(toOffset: 31_599_684 - 24 - 159, anchor: 0, boundsLength: 390) == 99_998)
        #expect(row.items(overlapping: 316 * 50_000 - 20, 316 * 50_000 + 1) == 49_999..<50_001)  // item 49999 ends at 15799984
    }
}
