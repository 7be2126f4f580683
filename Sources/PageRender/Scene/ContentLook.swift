import Foundation

/// How one strategy's demo looks: the colours and shapes of its items and what is fixed to the
/// screen. The geometry comes from the strategy; a look only decides appearance.
protocol ContentLook: Sendable {
    /// Behind and around the content (the collection view's or window's background).
    var background: Color { get }
    /// Item `index`'s shapes, in content coordinates; `rect` is where the item lies.
    func shapes(ofItem index: Int, in rect: CGRect) -> [Scene.Shape]
    /// Shapes fixed to the screen over the content (titles, guide lines), in screen points.
    var screenOverlay: [Scene.Shape] { get }
    /// The page control's colours, for strategies that report a page fraction.
    var pageControl: PageControlStyle { get }
}
