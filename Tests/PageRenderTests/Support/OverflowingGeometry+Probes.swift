import Foundation
@testable import PageRender

/// Rectangles and positions the overflowing strategy's tests check the geometry with; the
/// renderer draws from `pageRect` and the strips directly.
extension OverflowingGeometry {
    /// The body of page `page`: what fills the screen when it rests.
    func bodyRect(_ page: Int) -> CGRect {
        CGRect(along: axis, start: restingOffset(page: page) + separator / 2, length: screen[axis], crossLength: screen[axis.cross])
    }

    /// The whole separator (both strips) between page `page` and the next in reading order.
    func separatorRect(after page: Int) -> CGRect {
        trailingStripRect(page).union(leadingStripRect(page + 1))
    }

    /// The screen coordinate along the axis of content coordinate `content` at contentOffset `offset`.
    func screenPosition(ofContent content: CGFloat, offset: CGFloat) -> CGFloat {
        content - offset - separator / 2
    }
}
