import Foundation

/// `UIScrollViewDelegate`, for strategies. Hooks are `mutating` because strategies keep state
/// across gestures (the uneven-pairs weak-swipe fix remembers the previous target), and take the
/// scroll view `inout` so a hook can call `setContentOffset(_:animated:)` as UIKit code does.
/// Velocities are in pt/ms, as in UIKit's header.
public protocol ScrollViewDelegate: Sendable {
    /// A finger touched down and starts dragging the content.
    mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView)
    /// The contentOffset changed (drag, deceleration, spring, bounce or animation).
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView)
    /// The finger lifts at `velocity` (pt/ms); the hook may change `targetContentOffset`, where the motion will end.
    mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: inout CGPoint)
    /// The drag ended; `decelerate` is true when a motion follows.
    mutating func scrollViewDidEndDragging(_ scrollView: inout ScrollView, willDecelerate decelerate: Bool)
    /// A deceleration or paging snap came to rest.
    mutating func scrollViewDidEndDecelerating(_ scrollView: inout ScrollView)
    /// An animated `setContentOffset` finished.
    mutating func scrollViewDidEndScrollingAnimation(_ scrollView: inout ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView) {}
    /// Does nothing.
    public mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {}
    /// Keeps UIKit's proposed target.
    public mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                   targetContentOffset: inout CGPoint) {}
    /// Does nothing.
    public mutating func scrollViewDidEndDragging(_ scrollView: inout ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public mutating func scrollViewDidEndDecelerating(_ scrollView: inout ScrollView) {}
    /// Does nothing.
    public mutating func scrollViewDidEndScrollingAnimation(_ scrollView: inout ScrollView) {}
}
