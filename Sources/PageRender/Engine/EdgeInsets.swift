import Foundation

/// UIKit's `UIEdgeInsets`: distances from each edge, in points.
public struct EdgeInsets: Sendable, Equatable, Hashable {
    /// Inset from the top edge, pt.
    public var top: CGFloat
    /// Inset from the left edge, pt.
    public var left: CGFloat
    /// Inset from the bottom edge, pt.
    public var bottom: CGFloat
    /// Inset from the right edge, pt.
    public var right: CGFloat

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Insets of the given edges, pt; the others zero.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The inset at the start of `axis` (left or top).
    package func leading(_ axis: Axis) -> CGFloat { axis == .horizontal ? left : top }

    /// The inset at the end of `axis` (right or bottom).
    func trailing(_ axis: Axis) -> CGFloat { axis == .horizontal ? right : bottom }

    package static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
