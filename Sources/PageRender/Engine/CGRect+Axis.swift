import Foundation

extension CGRect {
    /// A rect spanning [start, start + length] along `axis` and [crossStart, crossStart + crossLength]
    /// across it: how every strategy lays pages along its axis.
    package init(along axis: Axis, start: CGFloat, length: CGFloat, crossStart: CGFloat = 0, crossLength: CGFloat) {
        self = axis == .horizontal
            ? CGRect(x: start, y: crossStart, width: length, height: crossLength)
            : CGRect(x: crossStart, y: start, width: crossLength, height: length)
    }

    /// The start coordinate along `axis` (minX or minY).
    package func start(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }

    /// The middle coordinate along `axis` (midX or midY).
    package func mid(_ axis: Axis) -> CGFloat { axis == .horizontal ? midX : midY }
}
