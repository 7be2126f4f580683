import Foundation

/// The hidden pager (seed 003, CustomPageableCollectionView): a second, invisible scroll view with
/// `isPagingEnabled` whose bounds are one page and whose contentSize is the visible view's. The
/// finger drives the pager, so pages of any size get UIKit's own paging (its paging spring runs
/// with the pager's width), and every pager offset sets the visible offset to pagerOffset + delta
/// (`PagingConfiguration.delta`). Visible offsets may leave the visible view's normal range: the
/// first and last pages can be centred.
///
/// The driven scroll view returned by `makeScrollView` is the pager. Its frame is placed on the
/// screen slot where a resting page sits (origin = -delta on the paging axes), which keeps a
/// content point at the same screen position through either view; so visible = pager offset -
/// pager frame origin, and the x-ray can draw the pager where it acts. On an unused axis the pager
/// spans the available length from the screen's edge and adds no offset.
/// See `PagingConfiguration+Resolve.swift` for the original's quirks that are not reproduced.
struct HiddenPagerStrategy: PagingStrategy {
    var axis: Axis
    var items: Int
    /// Each item's size, pt.
    var itemSize: CGSize
    /// Gap between items along the axis, pt.
    var spacing: CGFloat
    /// The visible view's contentInset (adjustedContentInset here).
    var contentInset: EdgeInsets
    var configuration: PagingConfiguration

    init(axis: Axis, items: Int, itemSize: CGSize, spacing: CGFloat = 0, contentInset: EdgeInsets = .zero,
                configuration: PagingConfiguration = PagingConfiguration()) {
        self.axis = axis
        self.items = items
        self.itemSize = itemSize
        self.spacing = spacing
        self.contentInset = contentInset
        self.configuration = configuration
    }

    var drivesHiddenPager: Bool { true }

    /// The content across the axis: the view minus the insets on that axis (one line of items).
    func crossLength(screen: CGSize) -> CGFloat {
        max(0, screen[axis.cross] - contentInset.leading(axis.cross) - contentInset.trailing(axis.cross))
    }

    /// items × item length + (items - 1) × spacing along the axis.
    func contentSize(screen: CGSize) -> CGSize {
        CGSize(length: CGFloat(items) * itemSize[axis] + CGFloat(items - 1) * spacing,
               crossLength: crossLength(screen: screen), along: axis)
    }

    /// The items in content coordinates, centred across the axis as a one-line flow layout does.
    func itemRects(screen: CGSize) -> [CGRect] {
        let cross = (crossLength(screen: screen) - itemSize[axis.cross]) / 2
        return (0..<items).map {
            CGRect(along: axis, start: CGFloat($0) * (itemSize[axis] + spacing), length: itemSize[axis],
                   crossStart: cross, crossLength: itemSize[axis.cross])
        }
    }

    /// The view the user sees, at the offset that shows the pager's first page.
    func visibleView(screen: CGSize) -> ScrollView {
        ScrollView(frame: CGRect(origin: .zero, size: screen), contentSize: contentSize(screen: screen),
                   contentInset: contentInset, contentOffset: configuration.delta(viewSize: screen, contentInset: contentInset))
    }

    /// The pager: one page big, on the slot where pages rest, the visible view's contentSize,
    /// zero insets, native paging.
    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        let delta = configuration.delta(viewSize: screen, contentInset: contentInset)
        return ScrollView(frame: CGRect(origin: CGPoint(x: -delta.x, y: -delta.y),
                                        size: configuration.pageSize(viewSize: screen, contentInset: contentInset)),
                          contentSize: contentSize(screen: screen), isPagingEnabled: true,
                          decelerationRate: decelerationRate ?? .normal)
    }

    func visibleContentOffset(of scrollView: ScrollView) -> CGPoint {
        CGPoint(x: scrollView.contentOffset.x - scrollView.frame.minX, y: scrollView.contentOffset.y - scrollView.frame.minY)
    }

    /// The intended inverse of `visibleContentOffset` (pager = visible - delta) for every alignment.
    func drivenContentOffset(forVisible visibleOffset: CGPoint, of scrollView: ScrollView) -> CGPoint {
        CGPoint(x: visibleOffset.x + scrollView.frame.minX, y: visibleOffset.y + scrollView.frame.minY)
    }

    /// The pager's page starts in its range (the last page may be partial), in visible coordinates.
    func restingOffsets(screen: CGSize) -> [CGFloat] {
        let pager = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let page = pager.pageLength(axis), last = pager.maxOffset(axis)
        guard page > 0 else { return [] }
        let count = Int((last / page).rounded(.up)) + 1
        return (0..<count).map { min(CGFloat($0) * page, last) - pager.frame.origin[axis] }
    }

    /// Items in content coordinates of the visible view, the pager's frame on screen, and the
    /// visible offsets of the pager's pages as snaps.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        StrategyLayout(axis: self.axis, screen: screen, visibleView: visibleView(screen: screen),
                       items: itemRects(screen: screen), snapOffsets: restingOffsets(screen: screen),
                       pagerFrame: makeScrollView(screen: screen, axis: self.axis, decelerationRate: nil).frame)
    }
}
