import Foundation

/// Baseline: no paging, no hook; plain deceleration with bounce. Content = pages × screen length.
struct FreeScrollingStrategy: PagingStrategy {
    var pages: Int

    init(pages: Int) { self.pages = pages }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        ScrollView(frame: CGRect(origin: .zero, size: screen),
                   contentSize: CGSize(length: CGFloat(pages) * screen[axis], crossLength: screen[axis.cross], along: axis),
                   decelerationRate: decelerationRate ?? .normal)
    }

    /// Screen-long pages to follow the motion by; no snap offsets, the view rests anywhere.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        StrategyLayout(axis: axis, screen: screen, visibleView: makeScrollView(screen: screen, axis: axis, decelerationRate: nil),
                       items: StrategyLayout.screenPages(pages, screen: screen, axis: axis), snapOffsets: [])
    }
}
