import Foundation

/// The baselines: a UIScrollView with no delegate hook, over pages × screen length of content or
/// the scenario's row of items (`content`). With `isPagingEnabled` it pages by its bounds from
/// offset 0 (`native-paging`); without, it decelerates freely and bounces (`free`).
struct NativeScrollingStrategy: PagingStrategy {
    var pages: Int
    /// The row of items; nil: `pages` screen-long pages.
    var row: ItemRow?
    /// UIScrollView's `isPagingEnabled`: a release rests on a multiple of the bounds' length.
    var isPagingEnabled: Bool

    init(pages: Int, isPagingEnabled: Bool) {
        self.pages = pages
        self.isPagingEnabled = isPagingEnabled
    }

    /// Over a row of items (a scenario's `content`).
    init(row: ItemRow, isPagingEnabled: Bool) {
        pages = row.count
        self.row = row
        self.isPagingEnabled = isPagingEnabled
    }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        if let row {
            return row.scrollView(screen: screen, axis: axis, decelerationRate: decelerationRate ?? .normal, isPagingEnabled: isPagingEnabled)
        }
        return ScrollView(frame: CGRect(origin: .zero, size: screen),
                          contentSize: CGSize(length: CGFloat(pages) * screen[axis], crossLength: screen[axis.cross], along: axis),
                          isPagingEnabled: isPagingEnabled,
                          decelerationRate: decelerationRate ?? .normal)
    }

    /// Screen-long pages (or the items) to follow the motion by. Paging, every multiple of the
    /// bounds' length, clamped to the allowed offsets, is a snap offset; free, there is none and
    /// the view rests anywhere.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let items = row?.frames(axis: axis, screenCross: Double(screen[axis.cross])) ?? StrategyLayout.screenPages(pages, screen: screen, axis: axis)
        guard isPagingEnabled else {
            return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: items, snapOffsets: [])
        }
        guard row != nil else {
            return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: items,
                                  snapOffsets: StrategyLayout.restingOffsets(items.map { $0.start(axis) }, in: view, axis: axis))
        }
        let page = view.pageLength(axis)
        let first = Int((view.minOffset(axis) / page).rounded(.down)), last = Int((view.maxOffset(axis) / page).rounded(.up))
        return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: items,
                              snapOffsets: StrategyLayout.restingOffsets((first...max(first, last)).map { CGFloat($0) * page }, in: view, axis: axis))
    }
}
