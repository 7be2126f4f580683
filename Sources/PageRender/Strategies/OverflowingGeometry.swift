import Foundation

/// The geometry of the overflowing paging scroll view (seed 000, SpacedPageViewController): the
/// scroll view is the screen length L plus the separator S long, centred on the screen so S/2
/// hangs off each end, and pages natively with page P = L + S. Page i (reading order) occupies
/// content [i*P, (i+1)*P]: a leading strip S/2 long, the body L long (exactly the screen at rest)
/// and a trailing strip. A content coordinate c shows on screen at `c - offset - S/2`.
///
/// Right to left (`rtl`, as the Ayah app pages): the content is mirrored along the axis, like a
/// UICollectionView whose layout flips in RTL. Page i occupies [(n-1-i)*P, (n-i)*P], its leading
/// strip (in reading order) is at its far end, the first page rests at offset (n-1)*P (where the
/// view starts) and contentOffset keeps UIKit's meaning (distance from the content's left or top
/// edge), so reading forward means contentOffset decreasing: a finger moving right. On the
/// vertical axis `rtl` puts the first page at the bottom.
package struct OverflowingGeometry: Sendable, Equatable {
    var screen: CGSize
    var axis: Axis
    var pages: Int
    /// S: the separator length, pt.
    var separator: CGFloat
    var rtl: Bool

    init(screen: CGSize, axis: Axis, pages: Int, separator: CGFloat, rtl: Bool) {
        self.screen = screen
        self.axis = axis
        self.pages = pages
        self.separator = separator
        self.rtl = rtl
    }

    /// The two looks of a separator (the point of the post): inside a spread of two pages, and
    /// between spreads.
    enum Separator: String, Sendable, Equatable {
        /// Between pages 2k and 2k+1 (reading order): page 2k's trailing strip + page 2k+1's leading strip.
        case inner
        /// Between pages 2k+1 and 2k+2.
        case outer
    }

    /// P = L + S: the paging scroll view's length, and so its page length.
    var pageLength: CGFloat { screen[axis] + separator }

    /// The paging scroll view's frame in screen coordinates: -S/2 along the axis, P long.
    var scrollViewFrame: CGRect {
        CGRect(along: axis, start: -separator / 2, length: pageLength, crossLength: screen[axis.cross])
    }

    var contentSize: CGSize {
        CGSize(length: CGFloat(pages) * pageLength, crossLength: screen[axis.cross], along: axis)
    }

    /// The content position of page `page`'s start along the axis, which is also its resting offset.
    func restingOffset(page: Int) -> CGFloat {
        CGFloat(rtl ? pages - 1 - page : page) * pageLength
    }

    /// Where the view starts: on the first page in reading order.
    var firstPageOffset: CGFloat { restingOffset(page: 0) }

    /// The whole page `page` (strips included), content coordinates.
    func pageRect(_ page: Int) -> CGRect {
        CGRect(along: axis, start: restingOffset(page: page), length: pageLength, crossLength: screen[axis.cross])
    }

    /// The strip before the body in reading order (at the page's far end with `rtl`).
    func leadingStripRect(_ page: Int) -> CGRect {
        strip(page, atStart: !rtl)
    }

    /// The strip after the body in reading order.
    func trailingStripRect(_ page: Int) -> CGRect {
        strip(page, atStart: rtl)
    }

    private func strip(_ page: Int, atStart: Bool) -> CGRect {
        let start = restingOffset(page: page) + (atStart ? 0 : separator / 2 + screen[axis])
        return CGRect(along: axis, start: start, length: separator / 2, crossLength: screen[axis.cross])
    }

    /// The look of the separator between page `page` and the next one in reading order.
    func separator(after page: Int) -> Separator {
        page % 2 == 0 ? .inner : .outer
    }
}
