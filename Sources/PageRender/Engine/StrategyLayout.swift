import Foundation

/// A strategy's geometry as pure values, so a renderer can draw pages, separators, the scroll
/// view's frame and snap ticks without re-deriving the strategy's math.
///
/// Coordinates: `items` are rects in the content coordinates of the *visible* scroll view;
/// `scrollViewFrame` places that view on the screen. A content point p shows on screen at
/// `p - contentOffset + scrollViewFrame.origin` (see `screenRect(ofContent:contentOffset:)`), with
/// `contentOffset` the visible offset the timeline reports.
public struct StrategyLayout: Sendable, Equatable {
    /// The axis the strategy pages along.
    public var axis: Axis
    /// The visible area, pt.
    public var screen: CGSize
    /// The visible scroll view's frame in screen coordinates (W + S wide at x = -S/2 for
    /// overflowing; the screen for the others).
    var scrollViewFrame: CGRect
    /// The visible scroll view's content size, pt.
    public var contentSize: CGSize
    /// The visible scroll view's content insets, pt.
    public var contentInset: EdgeInsets
    /// Pages or items in content coordinates, in reading order.
    public var items: [CGRect]
    /// Visible contentOffsets along `axis` where a snap can leave the view at rest, ascending:
    /// the strategy's own targets after UIKit's clamping. Empty for free scrolling.
    var snapOffsets: [CGFloat]
    /// The hidden pager's frame in screen coordinates: the slot a page rests in (hidden-pager only).
    var pagerFrame: CGRect?
    /// Which items one gesture may end on, for a strategy that limits a gesture's travel
    /// (view-aligned); nil for the others.
    var gestureReach: GestureReach?
    /// The visible view's scrollable contentOffsets along `axis`, `minOffset...maxOffset`
    /// (`ScrollView`'s range, which UIKit clamps targets to).
    package var offsetRange: ClosedRange<CGFloat>
    /// How many pages the strategy's page fraction counts (the page control's dots of its demo
    /// look); nil for a strategy that reports none.
    package var pageCount: Int?

    /// The layout of `visibleView` (its frame, content size and insets) with `items` and `snapOffsets`.
    public init(axis: Axis, screen: CGSize, visibleView: ScrollView, items: [CGRect], snapOffsets: [CGFloat],
                pagerFrame: CGRect? = nil) {
        self.axis = axis
        self.screen = screen
        scrollViewFrame = visibleView.frame
        contentSize = visibleView.contentSize
        contentInset = visibleView.contentInset
        self.items = items
        self.snapOffsets = snapOffsets
        self.pagerFrame = pagerFrame
        offsetRange = visibleView.minOffset(axis)...visibleView.maxOffset(axis)
    }

    /// Where a rect in content coordinates shows on screen when the visible view is at `contentOffset`.
    func screenRect(ofContent rect: CGRect, contentOffset: CGPoint) -> CGRect {
        rect.offsetBy(dx: scrollViewFrame.minX - contentOffset.x, dy: scrollViewFrame.minY - contentOffset.y)
    }

    /// `offsets` clamped into `view`'s range on `axis` as UIKit clamps a target, sorted and
    /// de-duplicated: where snaps can leave the view at rest.
    static func restingOffsets(_ offsets: [CGFloat], in view: ScrollView, axis: Axis) -> [CGFloat] {
        Array(Set(offsets.map { min(max($0, view.minOffset(axis)), view.maxOffset(axis)) })).sorted()
    }
}

extension StrategyLayout {
    /// `count` pages one screen long, laid end to end from content 0 along `axis`.
    static func screenPages(_ count: Int, screen: CGSize, axis: Axis) -> [CGRect] {
        (0..<count).map { CGRect(along: axis, start: CGFloat($0) * screen[axis], length: screen[axis], crossLength: screen[axis.cross]) }
    }
}
