import Foundation

/// The screen as the user sees it: the visible items moved by the contentOffset, what the look
/// fixes to the screen, the page control, the finger and optionally the HUD. Everything that
/// does not depend on the sample (item index, page-control dots) is computed once in `init`.
struct ScreenScene: Sendable {
    let geometry: ContentGeometry
    let look: any ContentLook
    let index: ItemIndex
    let pageControl: PageControl
    let hud: Bool

    /// `pages`: how many dots the page control has (it shows only when a sample has a page).
    init(geometry: ContentGeometry, look: any ContentLook, pages: Int, hud: Bool) {
        self.geometry = geometry
        self.look = look
        self.hud = hud
        index = ItemIndex(items: geometry.items, axis: geometry.axis)
        // 24 pt above the bottom edge: UIPageControl's 37 pt row standing on a 5 pt margin.
        pageControl = PageControl(count: pages, center: CGPoint(x: Double(geometry.screen.width) / 2, y: Double(geometry.screen.height) - 24),
                                  style: look.pageControl)
    }

    /// The shapes of the items overlapping `range` along the axis, in content coordinates.
    func contentShapes(in range: ClosedRange<CGFloat>) -> [Scene.Shape] {
        index.items(overlapping: range).flatMap { look.shapes(ofItem: $0, in: index.rects[$0]) }
    }

    func scene(for sample: Timeline.Sample, release: Timeline.Release?) -> Scene {
        let origin = geometry.scrollViewFrame.origin
        var shapes: [Scene.Shape] = [
            .transformed(offset: CGPoint(x: origin.x - sample.offset.x, y: origin.y - sample.offset.y), scale: 1,
                         contentShapes(in: geometry.visibleContent(offset: sample.offset))),
        ]
        shapes += look.screenOverlay
        if let page = sample.page, !pageControl.centers.isEmpty { shapes += pageControl.shapes(fraction: page) }
        if let finger = sample.finger { shapes += FingerMark.shapes(at: finger, axis: geometry.axis, screen: geometry.screen) }
        if hud { shapes += HeadsUpDisplay.shapes(sample: sample, release: release, axis: geometry.axis) }
        return Scene(size: geometry.screen, background: look.background, shapes: shapes)
    }
}
