import Foundation

/// The screen as the user sees it: the visible items moved by the contentOffset, what the look
/// fixes to the screen (its overlay and chrome), the page control, the finger and optionally the
/// HUD, inside the look's device. Its static layers are built once, in `init`: every item's group
/// (the look's shapes in the item's own coordinates, labels fitted), the overlay and chrome
/// groups, the page control's dot positions and the device body. A frame adds a `FrameState`.
struct ScreenScene: Sendable {
    let layout: StrategyLayout
    let index: ItemIndex
    /// Item i's static layer: the group `.item(i)` placed at its rect's origin.
    let items: [SceneGroup]
    /// What item i paints, in its own coordinates (`InkBounds`); nil for nothing.
    let ink: [CGRect?]
    /// How far along the axis any item paints beyond its layout rect (a shadow, a text shadow),
    /// pt: the culling margin of a look that draws outside its cells.
    let inkOverhang: CGFloat
    /// The look's overlay and the chrome (title, status bar), fixed to the screen over the content.
    let fixed: [Scene.Shape]
    let pageControl: PageControl
    /// Set when the page control follows the row (the user's looks) instead of the strategy's page.
    let rowPages: RowPages?
    let hud: Bool
    let background: Color
    /// Where the chrome ends down the screen (`ScreenChrome.bottom`); the HUD starts below it.
    let chromeBottom: CGFloat
    let device: DeviceBody?
    /// The look's scroll-driven effect on the items, nil for none (set by `FrameScenes`).
    var effects: ItemEffects?
    /// `look.finger`: whether the finger marker shows while a finger touches.
    var showsFinger = true
    /// `look.background`'s gradient, drawn over the whole screen behind the content; nil for the
    /// plain `background`.
    var backgroundGradient: BackgroundGradient?
    /// `content.frame`: the scroll view's extent across the axis on the screen, nil for the whole
    /// screen (the x-ray outlines it).
    var contentFrame: ContentSpec.CrossExtent?

    /// A seed look without chrome or device: the page control has `pages` dots and shows when a
    /// sample has a page.
    init(layout: StrategyLayout, look: any ContentLook, pages: Int, hud: Bool, text: TextMetrics) {
        self.init(layout: layout, look: look, pageControl: PageControl(count: pages, center: look.pageControlCenter(screen: layout.screen), style: look.pageControl,
                                                                       screen: layout.screen),
                  rowPages: nil, hud: hud, background: look.background, chrome: [], device: nil, text: text)
    }

    /// `look` draws each item once here; `text` fits their labels.
    init(layout: StrategyLayout, look: any ContentLook, pageControl: PageControl, rowPages: RowPages?, hud: Bool,
         background: Color, chrome: [Scene.Shape], chromeBottom: CGFloat = 0, device: DeviceBody?, text: TextMetrics) {
        self.layout = layout
        self.hud = hud
        self.pageControl = pageControl
        self.rowPages = rowPages
        self.background = background
        self.chromeBottom = chromeBottom
        self.device = device
        index = ItemIndex(items: layout.items, axis: layout.axis)
        let shapes = layout.items.enumerated().map { i, rect in look.shapes(ofItem: i, in: rect, metrics: text) }
        let ink = shapes.map { InkBounds.of($0, text: text) }
        self.ink = ink
        items = layout.items.enumerated().map { i, rect in
            SceneGroup(id: .item(i), transform: .translation(Double(rect.minX), Double(rect.minY)), ink: ink[i], children: shapes[i])
        }
        let axis = layout.axis
        inkOverhang = zip(ink, layout.items).reduce(0) { reach, pair in
            guard let ink = pair.0 else { return reach }
            return max(reach, -ink.start(axis), ink.start(axis) + ink.size[axis] - pair.1.size[axis])
        }
        let overlay = look.screenOverlay
        fixed = (overlay.isEmpty ? [] : [.group(SceneGroup(id: .overlay, children: overlay))]) + chrome
    }

    /// The per-frame state of `sample` (`release`: the one whose targets show, if any).
    func state(for sample: Timeline.Sample, release: Timeline.Release?) -> FrameState {
        var dot: Int?
        if pageControl.count > 0 {
            if let rowPages {
                dot = PageControl.currentPage(fraction: Double(rowPages.current(offset: sample.offset)), count: pageControl.count)
            } else if let page = sample.page {
                dot = PageControl.currentPage(fraction: page, count: pageControl.count)
            }
        }
        let itemEffects = self.itemEffects(at: sample, in: layout.visibleContent(offset: sample.offset))
        var readout = hud ? HeadsUpDisplay.lines(sample: sample, release: release, axis: layout.axis, proposedApart: true) : []
        if hud { readout += progressLines(itemEffects, shown: layout.visibleContent(offset: sample.offset)) }
        return FrameState(contentOffset: sample.offset, currentDot: dot, finger: sample.finger, readout: readout, itemEffects: itemEffects)
    }

    /// The effect of every item drawn at `sample` when the content range `range` shows: the
    /// items within the effects' reach of it (`ItemEffects.reach`).
    func itemEffects(at sample: Timeline.Sample, in range: ClosedRange<CGFloat>) -> [Int: ItemEffect] {
        guard let effects else { return [:] }
        let drawn = drawnItems(in: range)
        // Sized once: growing it item by item moved every effect again at each doubling.
        var result = [Int: ItemEffect](minimumCapacity: drawn.count)
        for i in drawn {
            result[i] = effects.effect(ofItem: i, t: sample.t, offset: sample.offset)
        }
        return result
    }

    /// The items drawn when `range` shows: those overlapping it, widened by the effects' reach
    /// so a card an effect carries into view is drawn whole.
    func drawnItems(in range: ClosedRange<CGFloat>) -> [Int] {
        let reach = CGFloat(effects?.reach ?? 0) + inkOverhang
        return index.items(overlapping: (range.lowerBound - reach)...(range.upperBound + reach))
    }

    /// The HUD's lines of each item overlapping `shown`: its edge fractions or its layout measure.
    func progressLines(_ effects: [Int: ItemEffect], shown: ClosedRange<CGFloat>) -> [String] {
        index.items(overlapping: shown).compactMap { i in effects[i].flatMap { HeadsUpDisplay.progressLine(item: i, $0.progress) } }
    }

    /// The static layers of the items drawn when `range` shows along the axis, in content
    /// coordinates, with `effects` applied, in drawing order: by z-order (higher over lower), then
    /// later items over earlier ones. An item its effect makes fully transparent paints nothing
    /// and is left out.
    func contentLayers(in range: ClosedRange<CGFloat>, effects: [Int: ItemEffect]) -> [Scene.Shape] {
        let drawn = drawnItems(in: range).filter { Self.isDrawn(effects[$0]) }
        let ordered = effects.isEmpty ? drawn : drawn.enumerated().sorted { a, b in
            let za = effects[a.element]?.zIndex ?? 0, zb = effects[b.element]?.zIndex ?? 0
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
        return ordered.map { i in .group(effects[i]?.applied(to: items[i]) ?? items[i]) }
    }

    /// What is fixed to the screen over the content (overlay, chrome, page control, finger), in
    /// screen points.
    func screenFixedShapes(_ state: FrameState) -> [Scene.Shape] {
        var shapes = fixed
        if let dot = state.currentDot { shapes.append(.group(pageControl.group(current: dot))) }
        if showsFinger, let finger = state.finger {
            shapes.append(.group(FingerMark.group(at: finger, across: fingerAcross(offset: state.contentOffset), axis: layout.axis)))
        }
        return shapes
    }

    /// Where the finger sits across the axis, screen points: the centre line of the item row (of
    /// the first item; every row's items share it), or of the scroll view's frame without items.
    func fingerAcross(offset: CGPoint) -> Double {
        let cross = layout.axis.cross
        guard let first = layout.items.first else { return Double(layout.scrollViewFrame.mid(cross)) }
        return Double(first.mid(cross) - layout.screenOrigin(offset: offset)[cross])
    }

    /// The screen alone, without the device around it.
    func screenScene(for state: FrameState) -> Scene {
        let origin = layout.screenOrigin(offset: state.contentOffset)
        var shapes: [Scene.Shape] = backgroundGradient.map { g in
            [.gradientRect(CGRect(origin: .zero, size: layout.screen), from: g.from, to: g.to, cornerRadius: 0, angle: g.angle)]
        } ?? []
        shapes += [
            .group(SceneGroup(id: .content, transform: .translation(-Double(origin.x), -Double(origin.y)),
                              children: contentLayers(in: layout.visibleContent(offset: state.contentOffset), effects: state.itemEffects))),
        ]
        shapes += screenFixedShapes(state)
        if hud { shapes.append(.group(HeadsUpDisplay.group(lines: state.readout, below: chromeBottom))) }
        return Scene(size: layout.screen, background: background, shapes: shapes)
    }

    /// The frame: the screen inside the look's device.
    func scene(for state: FrameState) -> Scene {
        let screen = screenScene(for: state)
        return device?.wrap(screen) ?? screen
    }
}
