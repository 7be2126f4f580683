import Foundation

/// Runs a `ScrollTargetBehavior` the way SwiftUI's ScrollView (a UIScrollView subclass on iOS)
/// does: a plain scroll view over a row of items; at lift-off the natural target becomes a
/// `ScrollTarget`, the behaviour updates it, and the engine moves to the offset it names
/// (pixel-rounded and clamped, with UIKit's retargeting rules).
public struct ScrollTargetBehaviorStrategy<Behavior: ScrollTargetBehavior>: PagingStrategy {
    /// The behaviour that moves the proposed target.
    var behavior: Behavior
    /// The items the scroll view scrolls over.
    var row: ItemRow
    /// The axis the view scrolls along.
    var axis: Axis
    /// The rate when the scenario sets none (SwiftUI's default is `.normal`).
    var defaultDecelerationRate: DecelerationRate
    /// Offsets where the behaviour can leave the view, for the x-ray's ticks (empty: unknown).
    var candidateOffsets: [Double]
    /// contentOffset along the axis when the finger touched down.
    var touchDownOffset: Double = 0

    /// `behavior` over `row` along `axis`; `candidateOffsets` are the x-ray's rest ticks (empty: none).
    public init(behavior: Behavior, row: ItemRow, axis: Axis, defaultDecelerationRate: DecelerationRate = .normal,
                candidateOffsets: [Double] = []) {
        self.behavior = behavior
        self.row = row
        self.axis = axis
        self.defaultDecelerationRate = defaultDecelerationRate
        self.candidateOffsets = candidateOffsets
    }

    /// A plain scroll view over the row, as SwiftUI's ScrollView sets one up.
    public func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        row.scrollView(screen: screen, axis: axis, decelerationRate: decelerationRate ?? defaultDecelerationRate)
    }

    /// Remembers where the gesture began (the context's original target).
    public mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView) {
        touchDownOffset = Double(scrollView.contentOffset[axis])
    }

    /// Asks the behaviour for the target and sets the offset it names.
    public mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                   targetContentOffset: inout CGPoint) {
        let inset = Double(scrollView.contentInset.leading(axis))
        let container = scrollView.frame.size[axis] - scrollView.contentInset.leading(axis) - scrollView.contentInset.trailing(axis)
        let containerSize = CGSize(length: max(container, 0), crossLength: scrollView.frame.size[axis.cross], along: axis)
        func region(atOffset offset: Double) -> ScrollTarget {
            var origin = CGPoint.zero
            origin[axis] = CGFloat(offset + inset)
            return ScrollTarget(rect: CGRect(origin: origin, size: containerSize))
        }
        let proposed = Double(targetContentOffset[axis])
        // UIKit speaks pt/ms; the context speaks pt/s (ScrollTargetBehaviorContext.velocity).
        let context = ScrollTargetBehaviorContext(
            originalTarget: region(atOffset: touchDownOffset),
            velocity: .init(dx: Double(velocity.x) * 1000, dy: Double(velocity.y) * 1000),
            containerSize: containerSize,
            contentSize: scrollView.contentSize, axes: [axis])
        var target = region(atOffset: proposed)
        behavior.updateTarget(&target, context: context)
        targetContentOffset[axis] = CGFloat(target.contentOffset(axis, container: Double(container), leadingInset: inset, proposed: proposed))
    }

    /// The row's items, for a look to draw.
    public func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: row.frames(axis: axis, screenCross: Double(screen[axis.cross])),
                              snapOffsets: StrategyLayout.restingOffsets(candidateOffsets.map { CGFloat($0) }, in: view, axis: axis))
    }
}
