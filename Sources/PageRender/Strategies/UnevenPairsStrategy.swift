import Foundation

/// Uneven pairs (seeds 001/004, "Experimenting With targetContentOffset: Part 1: Uneven
/// Pagination"): no `isPagingEnabled`, `.fast` deceleration, and `scrollViewWillEndDragging`
/// moves `targetContentOffset` onto the item `UnevenPairsGeometry.snappedItem` picks.
///
/// Two optional fixes from the post, each switchable so the artefact it fixes can be shown:
/// - `weakSwipeFix` (the post's last note): a weak swipe whose velocity is not 0 but whose snapped
///   target equals the previous release's target makes UIKit stop dead or jump (the target lies
///   where the finger left the content or behind the motion); the fix calls
///   `setContentOffset(target, animated: true)` instead. The previous target starts at 0 and is
///   remembered across gestures; the comparison uses the strategy's own target, before UIKit
///   rounds and clamps it.
/// - `clamp` (the post's note 3): the snap may move at most one item away from the item shown
///   when the drag began (the item the snapping rule picks for the offset at willBeginDragging),
///   so a long swipe cannot skip items.
struct UnevenPairsStrategy: PagingStrategy {
    var axis: Axis
    var pairs: Int
    /// s, pt.
    var spacing: CGFloat
    /// Iw, pt; nil: the scroll view's length along the axis (the demo's items fill the screen).
    var itemLength: CGFloat?
    var weakSwipeFix: Bool
    var clamp: Bool

    /// The target of the previous release (the demo's stored offset), 0 before the first.
    private(set) var previousTarget: CGFloat = 0
    /// The item shown at willBeginDragging, when `clamp` is on.
    private(set) var dragStartItem: Int?

    init(axis: Axis, pairs: Int, spacing: CGFloat, itemLength: CGFloat?, weakSwipeFix: Bool, clamp: Bool) {
        self.axis = axis
        self.pairs = pairs
        self.spacing = spacing
        self.itemLength = itemLength
        self.weakSwipeFix = weakSwipeFix
        self.clamp = clamp
    }

    func geometry(viewSize: CGSize) -> UnevenPairsGeometry {
        UnevenPairsGeometry(viewLength: viewSize[axis], crossLength: viewSize[axis.cross], axis: axis, pairs: pairs,
                            spacing: spacing, itemLength: itemLength ?? viewSize[axis])
    }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        ScrollView(frame: CGRect(origin: .zero, size: screen), contentSize: geometry(viewSize: screen).contentSize,
                   decelerationRate: decelerationRate ?? .fast)
    }

    mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView) {
        dragStartItem = clamp ? geometry(viewSize: scrollView.frame.size).snappedItem(forProposed: scrollView.contentOffset[axis]) : nil
    }

    mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                   targetContentOffset: inout CGPoint) {
        let g = geometry(viewSize: scrollView.frame.size)
        var item = g.snappedItem(forProposed: targetContentOffset[axis])
        if let start = dragStartItem {
            item = min(max(item, start - 1), start + 1)
        }
        let target = g.itemOffset(item)
        if weakSwipeFix && velocity[axis] != 0 && target == previousTarget {
            var offset = scrollView.contentOffset
            offset[axis] = target
            // Clamped into the range: UIKit's setContentOffset does not clamp, and with items
            // shorter than the screen the last item's start lies past the largest offset, where
            // the animation would leave the view resting out of range until the next touch.
            scrollView.setContentOffset(scrollView.clamped(offset), animated: true)
        }
        previousTarget = target
        targetContentOffset[axis] = target
    }

    /// Items in reading order; snaps at each item's start.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let g = geometry(viewSize: screen)
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let items = (0..<g.itemCount).map(g.itemRect)
        return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: items,
                              snapOffsets: StrategyLayout.restingOffsets(items.map { $0.start(axis) }, in: view, axis: axis))
    }
}
