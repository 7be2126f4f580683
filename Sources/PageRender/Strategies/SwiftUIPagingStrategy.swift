import Foundation

/// SwiftUI's `.scrollTargetBehavior(.paging)` on iOS: the ScrollView is a UIScrollView subclass and
/// `.paging` is `isPagingEnabled` (page = bounds, from offset 0) [documented; read from UIKit's
/// behaviour]. Pages are usually sized with `containerRelativeFrame`, the container being the
/// bounds minus the safe area; the safe area is added to the content insets [model]. With a
/// non-zero safe area every page drifts further from the items: Apple feedback FB16486510.
struct SwiftUIPagingStrategy: PagingStrategy {
    /// The items with the safe area already added to their insets.
    let row: ItemRow
    var axis: Axis

    /// `row` as the scenario describes it (its insets the scenario's content insets) and the safe
    /// area along the axis, pt.
    init(row: ItemRow, safeArea: (leading: Double, trailing: Double), axis: Axis) {
        self.row = row.with(leadingInset: row.leadingInset + safeArea.leading,
                            trailingInset: row.trailingInset + safeArea.trailing)
        self.axis = axis
    }

    /// A row whose insets already include the safe area (and whose container-relative items are
    /// already shortened by it), as the scenario reader builds it.
    init(insetRow: ItemRow, axis: Axis) {
        row = insetRow
        self.axis = axis
    }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        row.scrollView(screen: screen, axis: axis, decelerationRate: decelerationRate ?? .normal, isPagingEnabled: true)
    }

    /// Candidate rests: the page grid k W from 0, clamped.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let w = Double(screen[axis])
        let grid = StrategyLayout.pageGrid(origin: 0, length: w, range: row.offsetRange(boundsLength: w))
        return StrategyLayout(axis: axis, screen: screen, visibleView: view,
                              items: row.frames(axis: axis, screenCross: Double(screen[axis.cross])),
                              snapOffsets: StrategyLayout.restingOffsets(grid.map { CGFloat($0) }, in: view, axis: axis))
    }
}
