import Foundation

/// The pair layout of the uneven-pagination demo (seeds 001/004, UnevenPagination): a collection
/// view of `pairs` cells, each two items of length Iw side by side, with spacing s between cells
/// and a section inset of s/2 at both ends, so the content is a whole number of pair lengths
/// Pw = 2*Iw + s. Pair r's left item starts at r*Pw + s/2, its right item Iw later.
/// "Left" and "right" are the document's words; on the vertical axis they mean top and bottom.
struct UnevenPairsGeometry: Sendable, Equatable {
    /// The scroll view's length along the axis (the document's "visible frame width"), pt.
    var viewLength: CGFloat
    /// The scroll view's length across the axis (the items' cross length), pt.
    var crossLength: CGFloat
    var axis: Axis
    var pairs: Int
    /// s: the gap between pairs, pt.
    var spacing: CGFloat
    /// Iw: one item's length along the axis, pt.
    var itemLength: CGFloat

    init(viewLength: CGFloat, crossLength: CGFloat, axis: Axis, pairs: Int, spacing: CGFloat, itemLength: CGFloat) {
        self.viewLength = viewLength
        self.crossLength = crossLength
        self.axis = axis
        self.pairs = pairs
        self.spacing = spacing
        self.itemLength = itemLength
    }

    /// Pw = 2*Iw + s.
    var pairLength: CGFloat { 2 * itemLength + spacing }

    /// s/2 at each end of the section, so the content is pairs × Pw long.
    var sectionInset: CGFloat { spacing / 2 }

    var contentSize: CGSize {
        CGSize(length: CGFloat(pairs) * pairLength, crossLength: crossLength, along: axis)
    }

    var itemCount: Int { 2 * pairs }

    /// Where item `item` starts along the axis (items 2r and 2r+1 form pair r): its snap offset.
    func itemOffset(_ item: Int) -> CGFloat {
        CGFloat(item / 2) * pairLength + sectionInset + CGFloat(item % 2) * itemLength
    }

    func itemRect(_ item: Int) -> CGRect {
        CGRect(along: axis, start: itemOffset(item), length: itemLength, crossLength: crossLength)
    }

    /// The document's snapping rule for a proposed target: mid = proposed + (view length)/2 (the
    /// screen centre, which removes the left bias); pair = trunc(mid / Pw); the item of that pair
    /// whose centre is nearer to mid, a tie going to the right item. A pair index outside the
    /// content (only possible for targets outside the scrollable range) is clamped to it.
    func snappedItem(forProposed proposed: CGFloat) -> Int {
        let mid = proposed + viewLength / 2
        let pair = min(max(Int((mid / pairLength).rounded(.towardZero)), 0), pairs - 1)
        let leftCentre = itemOffset(2 * pair) + itemLength / 2
        let rightCentre = leftCentre + itemLength
        return abs(mid - leftCentre) < abs(mid - rightCentre) ? 2 * pair : 2 * pair + 1
    }
}
