import Foundation

/// What a frame is drawn from, as pure values: the visible scroll view's frame on the screen,
/// its content, the items laid on it and the offsets where a snap can leave it at rest.
/// A content point p shows on screen at `p - contentOffset + scrollViewFrame.origin`.
struct ContentGeometry: Sendable, Equatable {
    var axis: Axis
    var screen: CGSize
    var scrollViewFrame: CGRect
    var contentSize: CGSize
    var contentInset: EdgeInsets
    /// Pages or items in content coordinates, in reading order.
    var items: [CGRect]
    /// Resting offsets along `axis` a snap can reach, ascending; empty without snapping.
    var snapOffsets: [CGFloat]

    /// The geometry of the native-paging and free baselines: `pages` screen-long pages.
    init(screenPages pages: Int, screen: CGSize, axis: Axis, snapping: Bool) {
        self.axis = axis
        self.screen = screen
        scrollViewFrame = CGRect(origin: .zero, size: screen)
        contentSize = CGSize(length: CGFloat(pages) * screen[axis], crossLength: screen[axis.cross], along: axis)
        contentInset = .zero
        let length = screen[axis]
        items = (0..<pages).map { page in
            axis == .horizontal
                ? CGRect(x: CGFloat(page) * length, y: 0, width: length, height: screen.height)
                : CGRect(x: 0, y: CGFloat(page) * length, width: screen.width, height: length)
        }
        snapOffsets = snapping ? (0..<pages).map { CGFloat($0) * length } : []
    }

    /// The content range along the axis that the screen shows at `offset`.
    func visibleContent(offset: CGPoint) -> ClosedRange<CGFloat> {
        let start = offset[axis] - scrollViewFrame.origin[axis]
        return start...(start + screen[axis])
    }
}
