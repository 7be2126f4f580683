import Foundation

/// The page-offsets controller of seed 002 (ScrollPageController, used in the "Today's deals"
/// e-commerce demo), with the document's names so code written against the original reads the
/// same. Pages are arbitrary offsets along the scrolling axis, in any order and spacing.
///
/// The semantics are pinned where the original left them to chance (docs/strategies.md, "page-offsets"):
/// the original finds the nearest page by iterating a Dictionary, so an exact tie picked an
/// arbitrary page; here the lowest index wins. Public so that a strategy written outside the
/// library calls it from its hooks as the document's `ExampleViewController` does.
public struct ScrollPageController: Sendable, Equatable {
    /// |velocity| below this (pt/ms, as UIKit passes it to willEndDragging) keeps the nearest page;
    /// at or above it the page turns (the document's `abs(velocity) < 0.2`).
    static let swipeVelocity: CGFloat = 0.2

    /// The controller; it holds no state, as in the document.
    public init() {}

    /// The page offset to target when a drag ends at contentOffset `offset` (the *current* offset,
    /// not UIKit's proposed target) with `velocity` (pt/ms): the nearest page (an exact tie goes to
    /// the lowest index) when |velocity| < 0.2, else the previous (velocity < 0) or next page in
    /// array order, staying on the nearest when there is none. nil when there are no pages.
    public func pageOffset(for offset: CGFloat, velocity: CGFloat, in pageOffsets: [CGFloat]) -> CGFloat? {
        guard var nearest = pageOffsets.indices.first else { return nil }
        for i in pageOffsets.indices where abs(pageOffsets[i] - offset) < abs(pageOffsets[nearest] - offset) {
            nearest = i
        }
        if abs(velocity) < Self.swipeVelocity { return pageOffsets[nearest] }
        let neighbour = velocity < 0 ? nearest - 1 : nearest + 1
        return pageOffsets.indices.contains(neighbour) ? pageOffsets[neighbour] : pageOffsets[nearest]
    }

    /// The fractional page at contentOffset `offset`, for a page control, on the sorted offsets:
    /// an exact match gives its (first) index; below the first page 0, above the last count - 1;
    /// otherwise prevIndex + (offset - prev) / (next - prev), evaluated in that order as the
    /// original does (offset 1 on [0, 100, 300] is exactly 0.01). nil when there are no pages.
    public func pageFraction(for offset: CGFloat, in pageOffsets: [CGFloat]) -> CGFloat? {
        let pages = pageOffsets.sorted()
        guard !pages.isEmpty else { return nil }
        if let index = pages.firstIndex(of: offset) { return CGFloat(index) }
        guard let nextOffset = pages.first(where: { $0 >= offset }) else { return CGFloat(pages.count - 1) }
        guard let prevIndex = pages.lastIndex(where: { $0 <= offset }) else { return 0 }
        return CGFloat(prevIndex) + (offset - pages[prevIndex]) / (nextOffset - pages[prevIndex])
    }

    /// The page a `UIPageControl` shows for a fraction: `Int(round(fraction))`, half away from zero.
    static func currentPage(forFraction fraction: CGFloat) -> Int {
        Int(fraction.rounded(.toNearestOrAwayFromZero))
    }
}

extension ScrollPageController {
    /// The document's "page by scroll view frame width" recipe, along `axis`: page length =
    /// bounds - adjustedContentInset at both ends, n = ceil(content length / page length),
    /// offset_i = i * page length - leading inset. Empty when the page length is not positive.
    static func pageOffsetsByFrame(of scrollView: ScrollView, axis: Axis) -> [CGFloat] {
        let inset = scrollView.adjustedContentInset
        let pageLength = scrollView.bounds.size[axis] - inset.leading(axis) - inset.trailing(axis)
        guard pageLength > 0 else { return [] }
        let count = Int((scrollView.contentSize[axis] / pageLength).rounded(.up))
        return (0..<count).map { CGFloat($0) * pageLength - inset.leading(axis) }
    }

    /// The document's "page by subviews" recipe, along `axis`: each page view's minX (minY) minus
    /// the leading adjustedContentInset, in the order given.
    static func pageOffsets(bySubviews frames: [CGRect], in scrollView: ScrollView, axis: Axis) -> [CGFloat] {
        frames.map { $0.start(axis) - scrollView.adjustedContentInset.leading(axis) }
    }
}
