import Foundation

/// Baseline: no paging, no hook; plain deceleration with bounce. Content = pages × screen length,
/// or the scenario's row of items (`content`).
struct FreeScrollingStrategy: PagingStrategy {
    var pages: Int
    /// The row of items; nil: `pages` screen-long pages.
    var row: ItemRow?

    init(pages: Int) { self.pages = pages }

    /// Over a row of items (a scenario's `content`).
    init(row: ItemRow) {
        pages = row.count
        self.row = row
    }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        if let row { return row.scrollView(screen: screen, axis: axis, decelerationRate: decelerationRate ?? .normal) }
        return ScrollView(frame: CGRect(origin: .zero, size: screen),
                          contentSize: CGSize(length: CGFloat(pages) * screen[axis], crossLength: screen[axis.cross], along: axis),
                          decelerationRate: decelerationRate ?? .normal)
    }

    /// Screen-long pages (or the items) to follow the motion by; no snap offsets, the view rests anywhere.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        StrategyLayout(axis: axis, screen: screen, visibleView: makeScrollView(screen: screen, axis: axis, decelerationRate: nil),
                       items: row?.frames(axis: axis, screenCross: Double(screen[axis.cross])) ?? StrategyLayout.screenPages(pages, screen: screen, axis: axis),
                       snapOffsets: [])
    }
}
