import Foundation

/// The scrolling axis of a scenario. UIKit scroll views move on both axes; every strategy here
/// pages along one of them.
public enum Axis: String, Sendable, CaseIterable, Codable {
    /// Left to right: contentOffset.x moves.
    case horizontal
    /// Top to bottom: contentOffset.y moves.
    case vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGPoint {
    /// The coordinate along `axis` (x for horizontal, y for vertical).
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// A point with `value` along `axis` and zero across it.
    package init(_ value: CGFloat, along axis: Axis) {
        self = axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
    }
}

extension CGSize {
    /// The length along `axis` (width for horizontal, height for vertical).
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `length` along `axis` and `crossLength` across it.
    package init(length: CGFloat, crossLength: CGFloat, along axis: Axis) {
        self = axis == .horizontal
            ? CGSize(width: length, height: crossLength)
            : CGSize(width: crossLength, height: length)
    }
}
