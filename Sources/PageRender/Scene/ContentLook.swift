import Foundation

/// How one strategy's demo looks: the colours and shapes of its items and what is fixed to the
/// screen. The geometry comes from the strategy (`StrategyLayout`); a look only decides appearance.
protocol ContentLook: Sendable {
    /// Behind and around the content (the collection view's or window's background).
    var background: Color { get }
    /// Item `index`'s shapes in its own coordinates (the origin at its top-left corner); `rect`
    /// is where the layout puts the item in the content. Called once per item and run, while the
    /// static layers are built; `metrics` fits labels to the item.
    func shapes(ofItem index: Int, in rect: CGRect, metrics: TextMetrics) -> [Scene.Shape]
    /// Shapes fixed to the screen over the content (titles, guide lines), in screen points.
    var screenOverlay: [Scene.Shape] { get }
    /// The page control's colours, for strategies that report a page fraction.
    var pageControl: PageControlStyle { get }
    /// Where the page control's dots are centred on a screen of `screen`.
    func pageControlCenter(screen: CGSize) -> CGPoint
}

extension ContentLook {
    var screenOverlay: [Scene.Shape] { [] }
    var pageControl: PageControlStyle { .uiKitDefault }

    /// 24 pt above the bottom edge: UIPageControl's 37 pt row standing on a 5 pt margin.
    func pageControlCenter(screen: CGSize) -> CGPoint {
        CGPoint(x: Double(screen.width) / 2, y: Double(screen.height) - 24)
    }
}
