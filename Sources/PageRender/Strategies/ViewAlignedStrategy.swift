import Foundation

/// `view-aligned`: `ViewAlignedBehavior` run as SwiftUI runs a scroll target behaviour
/// (`ScrollTargetBehaviorStrategy`), decelerating at the behaviour's rate, with every item's
/// resting offset T_i(r) as the x-ray's candidate ticks.
struct ViewAlignedStrategy: PagingStrategy {
    var runner: ScrollTargetBehaviorStrategy<ViewAlignedBehavior>

    init(_ behavior: ViewAlignedBehavior) {
        runner = ScrollTargetBehaviorStrategy(behavior: behavior, row: behavior.row, axis: behavior.axis,
                                              defaultDecelerationRate: behavior.decelerationRate)
    }

    var behavior: ViewAlignedBehavior { runner.behavior }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        runner.makeScrollView(screen: screen, axis: axis, decelerationRate: decelerationRate)
    }

    mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView) {
        runner.scrollViewWillBeginDragging(&scrollView)
    }

    mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                   targetContentOffset: inout CGPoint) {
        runner.scrollViewWillEndDragging(&scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        var copy = runner
        copy.candidateOffsets = behavior.row.restingOffsets(anchor: behavior.anchor, boundsLength: Double(screen[axis]))
        return copy.layout(screen: screen, axis: axis)
    }
}
