import Foundation

/// The screen as the user sees it: the visible items moved by the contentOffset, what the look
/// fixes to the screen (its overlay and chrome), the page control, the finger and optionally the
/// HUD, inside the look's device. Everything that does not depend on the sample (item index,
/// page-control dots, chrome) is computed once in `init`.
struct ScreenScene: Sendable {
    let layout: StrategyLayout
    let look: any ContentLook
    let index: ItemIndex
    let pageControl: PageControl
    /// Set when the page control follows the row (the user's looks) instead of the strategy's page.
    let rowPages: RowPages?
    let hud: Bool
    let background: Color
    /// The look's chrome (title, status bar), over the content and the look's overlay.
    let chrome: [Scene.Shape]
    /// Where the chrome ends down the screen (`ScreenChrome.bottom`); the HUD starts below it.
    let chromeBottom: CGFloat
    let device: DeviceBody?

    /// A seed look: the page control has `pages` dots and shows when a sample has a page.
    init(layout: StrategyLayout, look: any ContentLook, pages: Int, hud: Bool) {
        self.init(layout: layout, look: look, pageControl: PageControl(count: pages, center: look.pageControlCenter(screen: layout.screen), style: look.pageControl),
                  rowPages: nil, hud: hud, background: look.background, chrome: [], device: nil)
    }

    init(layout: StrategyLayout, look: any ContentLook, pageControl: PageControl, rowPages: RowPages?, hud: Bool,
         background: Color, chrome: [Scene.Shape], chromeBottom: CGFloat = 0, device: DeviceBody?) {
        self.layout = layout
        self.look = look
        self.hud = hud
        self.pageControl = pageControl
        self.rowPages = rowPages
        self.background = background
        self.chrome = chrome
        self.chromeBottom = chromeBottom
        self.device = device
        index = ItemIndex(items: layout.items, axis: layout.axis)
    }

    /// The shapes of the items overlapping `range` along the axis, in content coordinates.
    func contentShapes(in range: ClosedRange<CGFloat>) -> [Scene.Shape] {
        index.items(overlapping: range).flatMap { look.shapes(ofItem: $0, in: index.rects[$0]) }
    }

    /// What is fixed to the screen over the content (overlay, chrome, page control, finger), in
    /// screen points.
    func screenFixedShapes(_ sample: Timeline.Sample) -> [Scene.Shape] {
        var shapes = look.screenOverlay + chrome
        if let rowPages {
            if !pageControl.centers.isEmpty { shapes += pageControl.shapes(fraction: Double(rowPages.current(offset: sample.offset))) }
        } else if let page = sample.page, !pageControl.centers.isEmpty {
            shapes += pageControl.shapes(fraction: page)
        }
        if let finger = sample.finger { shapes += FingerMark.shapes(at: finger, axis: layout.axis, screen: layout.screen) }
        return shapes
    }

    /// The screen alone, without the device around it.
    func screenScene(for sample: Timeline.Sample, release: Timeline.Release?) -> Scene {
        let origin = layout.screenOrigin(offset: sample.offset)
        var shapes: [Scene.Shape] = [
            .transformed(offset: CGPoint(x: -origin.x, y: -origin.y), scale: 1, contentShapes(in: layout.visibleContent(offset: sample.offset))),
        ]
        shapes += screenFixedShapes(sample)
        if hud { shapes += HeadsUpDisplay.shapes(sample: sample, release: release, axis: layout.axis, below: chromeBottom) }
        return Scene(size: layout.screen, background: background, shapes: shapes)
    }

    /// The frame: the screen inside the look's device.
    func scene(for sample: Timeline.Sample, release: Timeline.Release?) -> Scene {
        let screen = screenScene(for: sample, release: release)
        return device?.wrap(screen) ?? screen
    }
}
