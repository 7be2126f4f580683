import Foundation

extension ItemRow {
    /// A scroll view the size of `screen` over this row along `axis`: content C long (the screen's
    /// length across, so the cross axis does not scroll), the row's insets as content insets.
    func scrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate = .normal,
                           isPagingEnabled: Bool = false) -> ScrollView {
        let a = CGFloat(leadingInset), b = CGFloat(trailingInset)
        return ScrollView(frame: CGRect(origin: .zero, size: screen),
                          contentSize: CGSize(length: CGFloat(contentLength), crossLength: screen[axis.cross], along: axis),
                          contentInset: axis == .horizontal ? EdgeInsets(left: a, right: b) : EdgeInsets(top: a, bottom: b),
                          contentOffset: CGPoint(-a, along: axis),
                          isPagingEnabled: isPagingEnabled, decelerationRate: decelerationRate)
    }

    /// Every item's frame in content coordinates, centred across a screen `screenCross` pt wide
    /// (or starting at `crossStart` when the scenario places the scroll view).
    func frames(axis: Axis, screenCross: Double) -> [CGRect] {
        (0..<count).map { frame(ofItem: $0, axis: axis, crossStart: crossStart ?? (screenCross - crossLength) / 2) }
    }

    /// T_i(r) for every item, clamped into the offset range: where a rule that rests items with
    /// anchor r can leave the view.
    func restingOffsets(anchor r: Double, boundsLength: Double) -> [Double] {
        (0..<count).map { clamped(restingOffset(ofItem: $0, anchor: r, boundsLength: boundsLength), boundsLength: boundsLength) }
    }
}

extension StrategyLayout {
    /// A paging grid origin + k length, for every k from the page at the range's start to the
    /// first page at or past its end (unclamped; `restingOffsets` clamps).
    static func pageGrid(origin: Double, length: Double, range: ClosedRange<Double>) -> [Double] {
        guard length > 0 else { return [origin] }
        let first = ((range.lowerBound - origin) / length).rounded(.down)
        let last = ((range.upperBound - origin) / length).rounded(.up)
        return stride(from: first, through: last, by: 1).map { origin + $0 * length }
    }
}
