import Foundation

/// Overflowing spacing (seed 000, "Simple Overflowing Paginated UIScrollView"): a plain native
/// paging scroll view made S wider than the screen and centred on it, so every page carries S/2
/// of separator at each end, off screen at rest and sliding in during a drag. No delegate hook:
/// UIKit's own paging does all the work, with page P = L + S.
struct OverflowingStrategy: PagingStrategy {
    var pages: Int
    /// S, pt.
    var separator: CGFloat
    var rtl: Bool

    init(pages: Int, separator: CGFloat, rtl: Bool) {
        self.pages = pages
        self.separator = separator
        self.rtl = rtl
    }

    func geometry(screen: CGSize, axis: Axis) -> OverflowingGeometry {
        OverflowingGeometry(screen: screen, axis: axis, pages: pages, separator: separator, rtl: rtl)
    }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        let g = geometry(screen: screen, axis: axis)
        return ScrollView(frame: g.scrollViewFrame, contentSize: g.contentSize,
                          contentOffset: CGPoint(g.firstPageOffset, along: axis), isPagingEnabled: true,
                          decelerationRate: decelerationRate ?? .normal)
    }

    /// Items are the whole pages (strips included); snaps are the page starts.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let g = geometry(screen: screen, axis: axis)
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let items = (0..<pages).map(g.pageRect)
        return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: items,
                              snapOffsets: StrategyLayout.restingOffsets(items.map { $0.start(axis) }, in: view, axis: axis))
    }
}
