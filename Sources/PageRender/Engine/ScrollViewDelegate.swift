import Foundation

/// `UIScrollViewDelegate`, for strategies. Hooks are `mutating` because strategies keep state
/// across gestures (the uneven-pairs weak-swipe fix remembers the previous target), and take the
/// scroll view `inout` so a hook can call `setContentOffset(_:animated:)` as UIKit code does.
/// Velocities are in pt/ms, as in UIKit's header.
public protocol ScrollViewDelegate: Sendable {
    mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView)
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView)
    mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: inout CGPoint)
    mutating func scrollViewDidEndDragging(_ scrollView: inout ScrollView, willDecelerate decelerate: Bool)
    mutating func scrollViewDidEndDecelerating(_ scrollView: inout ScrollView)
    mutating func scrollViewDidEndScrollingAnimation(_ scrollView: inout ScrollView)
}

extension ScrollViewDelegate {
    public mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView) {}
    public mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {}
    public mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                   targetContentOffset: inout CGPoint) {}
    public mutating func scrollViewDidEndDragging(_ scrollView: inout ScrollView, willDecelerate decelerate: Bool) {}
    public mutating func scrollViewDidEndDecelerating(_ scrollView: inout ScrollView) {}
    public mutating func scrollViewDidEndScrollingAnimation(_ scrollView: inout ScrollView) {}
}
