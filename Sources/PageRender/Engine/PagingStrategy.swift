import Foundation

/// A paging strategy: configures the scroll view the finger drives, the way its source document
/// configures its UIScrollView, and reacts through the delegate hooks. Built-in strategies and
/// user-written ones render alike.
public protocol PagingStrategy: ScrollViewDelegate {
    /// The scroll view the gesture drives, for a screen of `screen` points scrolling on `axis`.
    /// `decelerationRate` is the scenario's override, or nil for the strategy's own default.
    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView

    /// The contentOffset of the view the user sees, given the driven scroll view. Identity except
    /// for the hidden pager, whose visible view follows the pager at a constant delta.
    func visibleContentOffset(of scrollView: ScrollView) -> CGPoint

    /// The driven scroll view's offset that shows `visibleOffset` (the inverse of
    /// `visibleContentOffset`), used to place the view for a gesture's `offset`.
    func drivenContentOffset(forVisible visibleOffset: CGPoint, of scrollView: ScrollView) -> CGPoint

    /// The fractional page for a page control, or nil when the strategy shows none.
    func pageFraction(of scrollView: ScrollView) -> Double?

    /// True when the driven scroll view is a hidden pager distinct from the visible view; the
    /// timeline then reports its offset as `pager`.
    var drivesHiddenPager: Bool { get }

    /// The geometry a renderer draws (items, frames, snap offsets) for a screen and axis.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout
}

extension PagingStrategy {
    /// The default: the driven view is the visible one.
    public func visibleContentOffset(of scrollView: ScrollView) -> CGPoint { scrollView.contentOffset }
    /// The default: the driven view is the visible one.
    public func drivenContentOffset(forVisible visibleOffset: CGPoint, of scrollView: ScrollView) -> CGPoint { visibleOffset }
    /// The default: no page control.
    public func pageFraction(of scrollView: ScrollView) -> Double? { nil }
    /// The default: the finger drives the visible view.
    public var drivesHiddenPager: Bool { false }

    /// The scroll view's frame and content, with no items and no snap offsets: what a custom
    /// strategy gets unless it describes its own geometry.
    public func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        StrategyLayout(axis: axis, screen: screen, visibleView: makeScrollView(screen: screen, axis: axis, decelerationRate: nil),
                       items: [], snapOffsets: [])
    }
}
