import Foundation

/// One row (or column) of items along the scroll axis: the geometry every item-based paging rule
/// works on (docs/strategies.md, "One row of items").
///
/// Along the axis, item i is `length(i)` long and starts at content coordinate
/// `start(i)` = sum over j < i of (L_j + s), with s the spacing. Content length
/// C = sum L_i + (n - 1) s. The leading and trailing insets a and b are the scroll view's content
/// insets along the axis, so allowed offsets for bounds length W are [-a, max(-a, C + b - W)].
///
/// Starts are computed once (n multiplications for uniform items, one prefix sum otherwise), and
/// every lookup is a binary search, so rows of 100 000 items cost O(n) to build and O(log n) to query.
/// Lengths are in pt; a row has at least one item.
public struct ItemRow: Sendable, Equatable {
    /// Item length across the axis, pt (every item alike).
    let crossLength: Double
    /// Where the items start across the axis on the screen, pt; nil: centred on the screen
    /// (`content.frame` places the scroll view, and the row is centred across it).
    var crossStart: Double?
    /// s: the gap between neighbouring items, pt.
    public let spacing: Double
    /// a: the content inset before the first item, pt.
    private(set) var leadingInset: Double
    /// b: the content inset after the last item, pt.
    private(set) var trailingInset: Double
    /// L_i; one entry when every item has the same length.
    private let lengths: [Double]
    /// x_i for every item, ascending.
    private let starts: [Double]

    /// `count` items of `length` pt along the axis. Starts are i * (length + spacing), exact
    /// multiples of the stride (no running sum), so stride-based rules compare exactly.
    public init(count: Int, length: Double, crossLength: Double, spacing: Double = 0,
                leadingInset: Double = 0, trailingInset: Double = 0) {
        precondition(count >= 1, "an item row has at least one item")
        self.crossLength = crossLength
        self.spacing = spacing
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        lengths = [length]
        let stride = length + spacing
        starts = (0..<count).map { Double($0) * stride }
    }

    /// One item per entry of `lengths` (pt along the axis), starts by prefix sums.
    package init(lengths: [Double], crossLength: Double, spacing: Double = 0,
                leadingInset: Double = 0, trailingInset: Double = 0) {
        precondition(!lengths.isEmpty, "an item row has at least one item")
        self.crossLength = crossLength
        self.spacing = spacing
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.lengths = lengths
        var starts: [Double] = []
        starts.reserveCapacity(lengths.count)
        var x = 0.0
        for length in lengths {
            starts.append(x)
            x += length + spacing
        }
        self.starts = starts
    }

    /// The same items with other insets (a system that replaces or adds to the section's insets).
    package func with(leadingInset: Double, trailingInset: Double) -> ItemRow {
        var row = self
        row.leadingInset = leadingInset
        row.trailingInset = trailingInset
        return row
    }

    /// n, the number of items.
    public var count: Int { starts.count }

    /// L_i, pt.
    public func length(_ i: Int) -> Double { lengths.count == 1 ? lengths[0] : lengths[i] }

    /// True when every item has the same length (built with `init(count:length:...)`).
    var isUniform: Bool { lengths.count == 1 }

    /// x_i: where item i starts along the axis, content coordinates, pt.
    public func start(_ i: Int) -> Double { starts[i] }

    /// x_i + L_i: where item i ends.
    package func end(_ i: Int) -> Double { starts[i] + length(i) }

    /// C: from the first item's start to the last item's end, pt.
    var contentLength: Double { end(count - 1) }

    /// Allowed contentOffsets along the axis for bounds length `boundsLength` (W):
    /// [-a, max(-a, C + b - W)], as UIScrollView clamps them.
    func offsetRange(boundsLength: Double) -> ClosedRange<Double> {
        let lower = -leadingInset
        return lower...max(lower, contentLength + trailingInset - boundsLength)
    }

    /// `offset` clamped into `offsetRange(boundsLength:)`.
    func clamped(_ offset: Double, boundsLength: Double) -> Double {
        let range = offsetRange(boundsLength: boundsLength)
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    /// T_i(r): the offset that rests item i with anchor r (0 leading, 0.5 centre, 1 trailing):
    /// x_i + r L_i - a - r (W - a - b). With r = 0, the item's leading edge sits at the leading
    /// inset; with r = 1, its trailing edge at the trailing inset. Not clamped.
    func restingOffset(ofItem i: Int, anchor r: Double, boundsLength: Double) -> Double {
        starts[i] + r * length(i) - leadingInset - r * (boundsLength - leadingInset - trailingInset)
    }

    /// The item whose resting offset T_i(r) is nearest `offset` (ties: the lower index).
    /// T_i(r) never decreases with i (T_{i+1} - T_i = (1 - r) L_i + s + r L_{i+1} >= 0), so this is
    /// a binary search.
    func nearestItem(toOffset offset: Double, anchor r: Double, boundsLength: Double) -> Int {
        let t = { (i: Int) in self.restingOffset(ofItem: i, anchor: r, boundsLength: boundsLength) }
        // The first item with T_i >= offset; the answer is it or its predecessor.
        let above = firstIndex { t($0) >= offset }
        if above == 0 { return 0 }
        guard above == count || offset - t(above - 1) <= t(above) - offset else { return above }
        // The predecessor wins; items before it may rest at the same offset: take the first.
        let best = t(above - 1)
        return firstIndex { t($0) >= best }
    }

    /// The items that overlap the open interval (lower, upper) of content coordinates, in order:
    /// an item that only touches an end shows 0 pt of itself and is left out. Empty when none does
    /// (the interval lies in a gap, before the first item or after the last).
    package func items(overlapping lower: Double, _ upper: Double) -> Range<Int> {
        guard upper > lower else { return 0..<0 }
        // Ends never decrease with i, nor do starts.
        let first = firstIndex { self.end($0) > lower }
        let last = firstIndex { self.starts[$0] >= upper }
        return first < last ? first..<last : first..<first
    }

    /// The item whose span [x_i, x_i + L_i] contains content coordinate `position`, or nil in a
    /// gap or outside the row. Where two items touch (no spacing) the later one is chosen.
    package func item(containing position: Double) -> Int? {
        let i = firstIndex { self.starts[$0] > position } - 1
        guard i >= 0, position <= end(i) else { return nil }
        return i
    }

    /// Item i's frame in content coordinates for a row laid along `axis`, `crossStart` pt from the
    /// content's cross-axis origin.
    public func frame(ofItem i: Int, axis: Axis, crossStart: Double = 0) -> CGRect {
        CGRect(along: axis, start: CGFloat(starts[i]), length: CGFloat(length(i)),
               crossStart: CGFloat(crossStart), crossLength: CGFloat(crossLength))
    }

    /// The first index in 0..<count for which `isAtOrAfter` holds, or `count`; `isAtOrAfter`
    /// must be false then true along the indices.
    private func firstIndex(where isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isAtOrAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
