import Foundation

/// Page offsets (seed 002): `scrollViewWillEndDragging` sets the target to
/// `ScrollPageController().pageOffset(for: contentOffset, velocity:, in: pageOffsets(in: scrollView))`
/// exactly as the document's example view controller does, with `.fast` deceleration; the page
/// control follows `pageFraction` on every scroll (the timeline's `page`).
struct PageOffsetsStrategy: PagingStrategy {
    /// Where the pages come from.
    enum Pages: Sendable, Equatable {
        /// Explicit offsets; the content is the largest offset plus the view length long.
        case offsets([CGFloat])
        /// Cards that define the content; offsets by one of the document's recipes.
        case cards(PageCards)
        /// The scenario's row of items (`content`): the items are the page views, paged by the
        /// subviews recipe (each item's start minus the leading inset).
        case items(ItemRow)
    }

    var axis: Axis
    var pages: Pages
    var contentInset: EdgeInsets
    let controller = ScrollPageController()

    init(axis: Axis, pages: Pages, contentInset: EdgeInsets = .zero) {
        self.axis = axis
        self.pages = pages
        self.contentInset = contentInset
    }

    /// The content across the axis: the view minus the insets on that axis, so it does not scroll.
    func crossLength(viewSize: CGSize) -> CGFloat {
        max(0, viewSize[axis.cross] - contentInset.leading(axis.cross) - contentInset.trailing(axis.cross))
    }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        let length: CGFloat
        switch pages {
        case let .offsets(offsets): length = (offsets.max() ?? 0) + screen[self.axis]
        case let .cards(cards): length = cards.contentLength(viewLength: screen[self.axis], inset: contentInset, axis: self.axis)
        case let .items(row): return row.scrollView(screen: screen, axis: self.axis, decelerationRate: decelerationRate ?? .fast)
        }
        var view = ScrollView(frame: CGRect(origin: .zero, size: screen),
                              contentSize: CGSize(length: length, crossLength: crossLength(viewSize: screen), along: self.axis),
                              contentInset: contentInset, decelerationRate: decelerationRate ?? .fast)
        // A collection view with insets first shows its content at -adjustedContentInset.
        view.contentOffset = CGPoint(x: view.minOffset(.horizontal), y: view.minOffset(.vertical))
        return view
    }

    /// The page views of `scrollView`: the cards or items, or none for explicit offsets.
    func pageViewFrames(in scrollView: ScrollView) -> [CGRect] {
        if case let .items(row) = pages { return row.frames(axis: axis, screenCross: Double(scrollView.frame.size[axis.cross])) }
        guard case let .cards(cards) = pages else { return [] }
        return cards.cardRects(viewSize: scrollView.frame.size, inset: scrollView.adjustedContentInset, axis: axis,
                               crossLength: scrollView.contentSize[axis.cross])
    }

    /// The example view controller's `pageOffsets(in:)`.
    func pageOffsets(in scrollView: ScrollView) -> [CGFloat] {
        switch pages {
        case let .offsets(offsets): return offsets
        case let .cards(cards) where cards.pageBy == .frame:
            return ScrollPageController.pageOffsetsByFrame(of: scrollView, axis: axis)
        case .cards, .items:
            return ScrollPageController.pageOffsets(bySubviews: pageViewFrames(in: scrollView), in: scrollView, axis: axis)
        }
    }

    func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {
        if let offset = controller.pageOffset(for: scrollView.contentOffset[axis], velocity: velocity[axis],
                                              in: pageOffsets(in: scrollView)) {
            targetContentOffset[axis] = offset
        }
    }

    func pageFraction(of scrollView: ScrollView) -> Double? {
        controller.pageFraction(for: scrollView.contentOffset[axis], in: pageOffsets(in: scrollView)).map(Double.init)
    }

    /// Items are the cards or items, or for explicit offsets the pages between them
    /// (`pages(between:in:axis:)`), the geometry the demo look draws; snaps are the page offsets
    /// UIKit can reach; the page count is the number of page offsets, which the page control's
    /// dots show.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let offsets = pageOffsets(in: view)
        var items = pageViewFrames(in: view)
        if case let .offsets(given) = pages { items = Self.pages(between: given, in: view, axis: self.axis) }
        var layout = StrategyLayout(axis: self.axis, screen: screen, visibleView: view, items: items,
                                    snapOffsets: StrategyLayout.restingOffsets(offsets, in: view, axis: self.axis))
        layout.pageCount = offsets.count
        return layout
    }

    /// Page offsets given as bare numbers have no page views; page i runs from where offset i
    /// shows the content's leading edge to where the next one does (the last to the content's
    /// end), within the content.
    static func pages(between offsets: [CGFloat], in view: ScrollView, axis: Axis) -> [CGRect] {
        let inset = view.contentInset.leading(axis), end = view.contentSize[axis]
        let starts = offsets.map { $0 + inset }.sorted()
        return starts.indices.compactMap { i in
            let start = max(0, starts[i]), stop = min(end, i + 1 < starts.count ? starts[i + 1] : end)
            guard stop > start else { return nil }
            return axis == .horizontal
                ? CGRect(x: start, y: 0, width: stop - start, height: view.contentSize.height)
                : CGRect(x: 0, y: start, width: view.contentSize.width, height: stop - start)
        }
    }
}
