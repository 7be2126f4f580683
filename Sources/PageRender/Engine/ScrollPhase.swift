/// What the simulated scroll view is doing at an instant. The raw values are the timeline
/// contract's `phase` strings.
package enum ScrollPhase: String, Sendable, Codable, CaseIterable {
    /// A finger is down and moving the content (UIKit's `isDragging`, tracking included).
    case dragging
    /// Free deceleration after a release, possibly toward a retargeted offset.
    case decelerating
    /// The paging spring of `isPagingEnabled` snapping to a page.
    case paging
    /// Past an edge, returning to it (not a spring; see `Bounce`).
    case bouncing
    /// An animated `setContentOffset(_:animated: true)`.
    case animating
    /// Nothing moves.
    case resting
}
