import Foundation
import PageRender
import Testing

/// Seed 002's ScrollPageController through the public API, as a client of the library writes it:
/// the 32 expectations of `ScrollPageControllerSpec.swift`, the Quick/Nimble spec the seed document
/// ("Custom pagination in UIScrollView") attaches to its controller, transcribed row by row. Every
/// expected value is the spec's own; the spec compares with `==`, so do these (the fractions
/// 0.01, 0.99, 1.01 and 1.99 come out exact: prevIndex + (offset - prev) / (next - prev) with one
/// correctly rounded division and one addition, checked in Python: 1 + 198 / 200 == 1.99).
/// The module is imported without `@testable`: only public names are reachable.
@Suite struct ScrollPageControllerSpecTests {
    let sut = ScrollPageController()
    /// The spec's `describe("three pages")` fixture.
    static let pagePoints: [CGFloat] = [0, 100, 300]

    // it("should return nil page offset when no pages"): 3 expectations.
    @Test(arguments: [(-1.0, 0.0), (0, 2), (1, -2)])
    func nilPageOffsetWithoutPages(offset: Double, velocity: Double) {
        #expect(sut.pageOffset(for: CGFloat(offset), velocity: CGFloat(velocity), in: []) == nil)
    }

    // it("should return nil page fraction when no pages"): 3 expectations.
    @Test(arguments: [-1.0, 0, 1])
    func nilPageFractionWithoutPages(offset: Double) {
        #expect(sut.pageFraction(for: CGFloat(offset), in: []) == nil)
    }

    // it("should return correct page fraction"): 11 expectations.
    @Test(arguments: [
        (-1000.0, 0.0), (0, 0), (1, 0.01), (50, 0.5), (99, 0.99), (100, 1),
        (102, 1.01), (200, 1.5), (298, 1.99), (300, 2), (1000, 2),
    ])
    func pageFraction(offset: Double, expected: Double) {
        #expect(sut.pageFraction(for: CGFloat(offset), in: Self.pagePoints) == CGFloat(expected))
    }

    // context("touch up"), velocity 0, it("should return closest page offset"): 5 expectations;
    // context("swipe left"), velocity 2, it("should return next page offset"): 5;
    // context("swipe right"), velocity -2, it("should return previous page offset"): 5
    // (3 + 3 + 11 + 15 = 32 rows, one expectation each).
    // Expected values are indices into pagePoints, as the spec writes `pagePoints[k]`.
    @Test(arguments: [
        (0.0, -1000.0, 0), (0, 0, 0), (0, 49, 0), (0, 51, 1), (0, 1000, 2),
        (2, -1000, 1), (2, 0, 1), (2, 49, 1), (2, 51, 2), (2, 1000, 2),
        (-2, -1000, 0), (-2, 0, 0), (-2, 49, 0), (-2, 51, 0), (-2, 1000, 1),
    ])
    func pageOffset(velocity: Double, offset: Double, expectedPage: Int) {
        #expect(sut.pageOffset(for: CGFloat(offset), velocity: CGFloat(velocity), in: Self.pagePoints) == Self.pagePoints[expectedPage])
    }
}
