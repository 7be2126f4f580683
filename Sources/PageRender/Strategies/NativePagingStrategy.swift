import Foundation

/// Baseline: `isPagingEnabled` with page = bounds; content = pages × screen length.
struct NativePagingStrategy: PagingStrategy {
    var pages: Int

    init(pages: Int) { self.pages = pages }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        ScrollView(frame: CGRect(origin: .zero, size: screen),
                   contentSize: CGSize(length: CGFloat(pages) * screen[axis], crossLength: screen[axis.cross], along: axis),
                   isPagingEnabled: true,
                   decelerationRate: decelerationRate ?? .normal)
    }

    /// Screen-long pages; every page start is a snap offset.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let items = StrategyLayout.screenPages(pages, screen: screen, axis: axis)
        return StrategyLayout(axis: axis, screen: screen, visibleView: view, items: items,
                              snapOffsets: StrategyLayout.restingOffsets(items.map { $0.start(axis) }, in: view, axis: axis))
    }
}
