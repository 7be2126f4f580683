import Foundation

/// Baseline: `isPagingEnabled` with page = bounds; content = pages × screen length, or the
/// scenario's row of items (`content`), still paged by the bounds from offset 0.
struct NativePagingStrategy: PagingStrategy {
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
        if let row { return row.scrollView(screen: screen, axis: axis, decelerationRate: decelerationRate ?? .normal, isPagingEnabled: true) }
        return ScrollView(frame: CGRect(origin: .zero, size: screen),
                          contentSize: CGSize(length: CGFloat(pages) * screen[axis], crossLength: screen[axis.cross], along: axis),
                          isPagingEnabled: true,
                          decelerationRate: decelerationRate ?? .normal)
    }

    /// Screen-long pages (or the items); every multiple of the bounds length, clamped to the
    /// allowed offsets, is a snap offset.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        guard let row else {
            let items = StrategyLayout.screenPages(pages, screen: screen, axis: axis)
            return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: items,
                                  snapOffsets: StrategyLayout.restingOffsets(items.map { $0.start(axis) }, in: view, axis: axis))
        }
        let page = view.pageLength(axis)
        let first = Int((view.minOffset(axis) / page).rounded(.down)), last = Int((view.maxOffset(axis) / page).rounded(.up))
        return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: row.frames(axis: axis, screenCross: Double(screen[axis.cross])),
                              snapOffsets: StrategyLayout.restingOffsets((first...max(first, last)).map { CGFloat($0) * page }, in: view, axis: axis))
    }
}
