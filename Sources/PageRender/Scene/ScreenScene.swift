import Foundation

/// The screen as the user sees it: the visible items moved by the contentOffset, what the look
/// fixes to the screen, the page control, the finger and optionally the HUD. Everything that
/// does not depend on the sample (item index, page-control dots) is computed once in `init`.
struct ScreenScene: Sendable {
    let layout: StrategyLayout
    let look: any ContentLook
    let index: ItemIndex
    let pageControl: PageControl
    let hud: Bool

    /// `pages`: how many dots the page control has (it shows only when a sample has a page).
    init(layout: StrategyLayout, look: any ContentLook, pages: Int, hud: Bool) {
        self.layout = layout
        self.look = look
        self.hud = hud
        index = ItemIndex(items: layout.items, axis: layout.axis)
        pageControl = PageControl(count: pages, center: look.pageControlCenter(screen: layout.screen), style: look.pageControl)
    }

    /// The shapes of the items overlapping `range` along the axis, in content coordinates.
    func contentShapes(in range: ClosedRange<CGFloat>) -> [Scene.Shape] {
        index.items(overlapping: range).flatMap { look.shapes(ofItem: $0, in: index.rects[$0]) }
    }

    func scene(for sample: Timeline.Sample, release: Timeline.Release?) -> Scene {
        let origin = layout.screenOrigin(offset: sample.offset)
        var shapes: [Scene.Shape] = [
            .transformed(offset: CGPoint(x: -origin.x, y: -origin.y), scale: 1, contentShapes(in: layout.visibleContent(offset: sample.offset))),
        ]
        shapes += look.screenOverlay
        if let page = sample.page, !pageControl.centers.isEmpty { shapes += pageControl.shapes(fraction: page) }
        if let finger = sample.finger { shapes += FingerMark.shapes(at: finger, axis: layout.axis, screen: layout.screen) }
        if hud { shapes += HeadsUpDisplay.shapes(sample: sample, release: release, axis: layout.axis) }
        return Scene(size: layout.screen, background: look.background, shapes: shapes)
    }
}
