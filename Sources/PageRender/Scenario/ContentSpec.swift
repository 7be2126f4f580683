import Foundation

/// The `content` block of a scenario: one row (or column) of items that every strategy paging
/// over items shares (docs/scenario.md; geometry: docs/strategies.md, "One row
/// of items"). Item i is `lengths[i]` long along the axis; across it the items are the size's
/// height (or the screen's) and centred on the screen, as a one-line flow layout places them.
public struct ContentSpec: Sendable, Equatable {
    /// Number of items (`items.count`, or the number of `items.lengths`).
    public var count: Int
    /// `items.size.width` and `items.size.height`, pt; nil where the scenario leaves a dimension
    /// out: along the axis the container length (the screen minus the insets along it), across it
    /// the screen's.
    public var width: Double?
    /// See `width`.
    public var height: Double?
    /// Gap between neighbours along the axis, pt.
    public var spacing: Double
    /// Per-item lengths along the axis, pt (`items.lengths`); nil: every item is the size's length.
    var lengths: [Double]?
    /// The collection view's content insets, pt; the view starts at minus the leading inset. Only
    /// the insets along the axis are used.
    public var contentInset: EdgeInsets
    /// `content.frame`: the scroll view's extent across the axis on the screen (`y`/`height` for a
    /// horizontal row, `x`/`width` for a vertical one); nil: the whole screen.
    var frame: CrossExtent?

    /// Where the scroll view lies across the axis: its start and length, pt.
    struct CrossExtent: Sendable, Equatable {
        var start: Double
        var length: Double
    }

    /// A row of `count` items as the `content` block describes it.
    public init(count: Int, width: Double? = nil, height: Double? = nil, spacing: Double = 0, lengths: [Double]? = nil,
                contentInset: EdgeInsets = .zero) {
        self.count = count
        self.width = width
        self.height = height
        self.spacing = spacing
        self.lengths = lengths
        self.contentInset = contentInset
    }

    /// The size's dimension along (or across) `axis`, nil when the scenario leaves it out.
    package func size(along axis: Axis) -> Double? { axis == .horizontal ? width : height }

    /// Whether every item has the same length along `axis` (no `lengths`, or all equal).
    var hasUniformLengths: Bool {
        guard let lengths, let first = lengths.first else { return true }
        return lengths.allSatisfy { $0 == first }
    }

    /// The items' lengths along `axis` on a screen of `screen`: `lengths`, else the size's length,
    /// else the container (the screen minus the insets along the axis).
    func itemLengths(screen: CGSize, axis: Axis) -> [Double] {
        if let lengths { return lengths }
        let container = Double(screen[axis] - contentInset.leading(axis) - contentInset.trailing(axis))
        return Array(repeating: size(along: axis) ?? container, count: count)
    }

    /// The items' length across `axis`: the size's, else the screen's (the row is centred across
    /// the screen; insets across the axis do not move it).
    func crossLength(screen: CGSize, axis: Axis) -> Double {
        size(along: axis.cross) ?? Double(screen[axis.cross])
    }

    /// The scenario's row on a screen of `screen` along `axis`, as the item-based strategies and
    /// the looks use it (docs/strategies.md, "One row of items"): lengths from `items.lengths` or
    /// the size (the container length when the size leaves the axis out), the spacing, and the
    /// content insets along the axis.
    public func itemRow(screen: CGSize, axis: Axis) -> ItemRow {
        let cross = crossLength(screen: screen, axis: axis), lengths = itemLengths(screen: screen, axis: axis)
        let a = Double(contentInset.leading(axis)), b = Double(contentInset.trailing(axis))
        var row = hasUniformLengths
            ? ItemRow(count: count, length: lengths[0], crossLength: cross, spacing: spacing, leadingInset: a, trailingInset: b)
            : ItemRow(lengths: lengths, crossLength: cross, spacing: spacing, leadingInset: a, trailingInset: b)
        if let frame { row.crossStart = frame.start + (frame.length - cross) / 2 }
        return row
    }
}
