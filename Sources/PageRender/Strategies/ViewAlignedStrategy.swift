import Foundation

/// `view-aligned`: `ViewAlignedBehavior` run as SwiftUI runs a scroll target behaviour
/// (`ScrollTargetBehaviorStrategy`), decelerating at the behaviour's rate, with every item's
/// resting offset T_i(r) as the x-ray's candidate ticks and the limit's reach (`GestureReach`) for
/// the x-ray to highlight.
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
        let w = Double(screen[axis])
        copy.candidateOffsets = behavior.row.restingOffsets(anchor: behavior.anchor, boundsLength: w)
        var layout = copy.layout(screen: screen, axis: axis)
        let row = behavior.row
        layout.gestureReach = GestureReach(row: row, anchor: behavior.anchor, boundsLength: w,
                                           reach: behavior.limit == .none ? nil : (0..<row.count).map { behavior.reach(origin: $0, boundsLength: w) ?? row.count })
        return layout
    }
}
