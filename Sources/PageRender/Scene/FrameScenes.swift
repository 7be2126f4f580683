import Foundation

/// The scene of every sample of a scenario's timeline: picks the look, builds the static layers
/// once (items, fitted labels and titles, chrome, device, page-control dots, the x-ray's key),
/// and returns a pure value per sample: the sample's `FrameState` placed on those layers.
public struct FrameScenes: Sendable {
    let screen: ScreenScene
    /// Set when the frames show the x-ray view instead of the screen.
    let xray: XRayScene?
    let releases: [Timeline.Release]

    /// The frames of the scenario's strategy, in its look; `text` fits labels and titles. Item
    /// images are drawn only when `options` carries them decoded; `FrameSequence` decodes a look's
    /// images (its `scene(for:)`).
    package init(scenario: Scenario, timeline: Timeline, options: SceneOptions = SceneOptions(), text: TextMetrics) {
        let size = scenario.screen.size, axis = scenario.axis
        // The simulated strategy's geometry travels with the timeline; only a timeline made by
        // hand makes the scenario build its strategy again.
        let layout = timeline.layout ?? scenario.strategy.layout(screen: size, axis: axis)
        let seed = Self.seedLook(scenario.strategy.defaultLook(screen: size, axis: axis), layout: layout)
        self.init(layout: layout, look: scenario.look, scale: scenario.screen.scale, seed: seed, title: scenario.strategy.kind,
                  timeline: timeline, options: options, text: text, contentFrame: scenario.content?.frame)
    }

    /// The frames of a strategy written outside the library, in `look` (its seed preset, which
    /// belongs to the built-in kinds, draws as `cards`). The items are the strategy's `layout`
    /// items, or `content`'s row when the layout has none.
    package init(input: SimulationInput, strategy: any PagingStrategy, look: LookSpec = LookSpec(preset: .cards), content: ContentSpec? = nil,
                 title: String = "custom", timeline: Timeline, options: SceneOptions = SceneOptions(), text: TextMetrics) {
        var layout = timeline.layout ?? strategy.layout(screen: input.screen, axis: input.axis)
        if layout.items.isEmpty, let content {
            layout.items = content.itemRow(screen: input.screen, axis: input.axis).frames(axis: input.axis, screenCross: Double(input.screen[input.axis.cross]))
        }
        self.init(layout: layout, look: look, scale: input.scale, seed: nil, title: title, timeline: timeline, options: options, text: text,
                  contentFrame: content?.frame)
    }

    init(layout: StrategyLayout, look spec: LookSpec, scale: Double, seed: (look: any ContentLook, pages: Int)?, title: String,
         timeline: Timeline, options: SceneOptions, text: TextMetrics, contentFrame: ContentSpec.CrossExtent? = nil) {
        let device = spec.device == .none ? nil : DeviceBody(device: spec.device, screen: layout.screen, theme: spec.theme)
        // The x-ray's header already shows what the HUD would, and its small screen has no room.
        let hud = options.hud && !options.xray
        var built: ScreenScene
        if spec.preset == .seed, let seed {
            // The source's own look; the chrome fields the scenario sets are drawn over it.
            var style = LookStyle(spec)
            style.statusBar = spec.statusBar ?? false
            // The seed looks keep their own background (dark or light) whatever the theme, so the
            // status bar and title take the colour that reads on it: white below half brightness
            // (Rec. 709 luma of the sRGB components), black above.
            let background = spec.background ?? seed.look.background
            style.foreground = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue < 0.5 ? .white : .black
            let chrome = ScreenChrome(style: style, screen: layout.screen, rowEnd: nil, cornerRadius: device?.screenCornerRadius ?? 0, text: text)
            let pages = spec.pageControl == false ? 0 : seed.pages
            built = ScreenScene(layout: layout, look: seed.look,
                                 pageControl: PageControl(count: pages, center: seed.look.pageControlCenter(screen: layout.screen), style: seed.look.pageControl,
                                                          screen: layout.screen),
                                 rowPages: nil, hud: hud, background: spec.background ?? seed.look.background, chrome: chrome.shapes, chromeBottom: chrome.bottom,
                                 device: device, text: text)
        } else {
            let style = LookStyle(spec)
            let imageSizes = layout.items.enumerated().map { CardsLook.imageRect(ofItem: $0, size: $1.size, style: style).size }
            let images = ItemImageSet(images: options.itemImages, itemSizes: imageSizes, scale: scale)
            let rowPages = RowPages(layout: layout)
            let rowEnd = layout.axis == .horizontal ? layout.items.map { $0.maxY }.max().map { $0 + layout.contentInset.top } : nil
            let chrome = ScreenChrome(style: style, screen: layout.screen, rowEnd: rowEnd, axis: layout.axis,
                                      cornerRadius: device?.screenCornerRadius ?? 0, text: text)
            // As many dots as fit between the margins along the axis; a longer row shows none
            // (UIPageControl would scroll its dots, which is not drawn).
            let fits = Double(rowPages.count) * style.pageControlStyle.pitch <= Double(layout.screen[layout.axis]) - 32
            let pageControl = PageControl(count: style.pageControl && fits ? rowPages.count : 0, center: chrome.pageControlCenter,
                                          style: style.pageControlStyle, axis: layout.axis, screen: layout.screen)
            built = ScreenScene(layout: layout, look: CardsLook(style: style, images: images), pageControl: pageControl, rowPages: rowPages,
                                 hud: hud, background: style.background, chrome: chrome.shapes, chromeBottom: chrome.bottom, device: device, text: text)
        }
        built.showsFinger = spec.finger
        built.backgroundGradient = spec.gradient
        built.contentFrame = contentFrame
        built.effects = Self.itemEffects(spec, screen: built, timeline: timeline)
        screen = built
        xray = options.xray ? XRayScene(screen: screen, timeline: timeline, title: title) : nil
        releases = timeline.releases
    }

    /// The frame at `sample`, one of the timeline's samples: `scene(for: state(for: sample))`.
    public func scene(for sample: Timeline.Sample) -> Scene {
        scene(for: state(for: sample))
    }

    /// What changes at `sample`: the offset, the current dot, the finger, the readout and, in the
    /// x-ray, the release whose targets show. Targets show from a release until the next touch:
    /// while a finger drags there is no target yet.
    package func state(for sample: Timeline.Sample) -> FrameState {
        let release = sample.phase == .dragging ? nil : sample.releaseIndex.flatMap { releases.indices.contains($0) ? releases[$0] : nil }
        return xray?.state(for: sample, release: release) ?? screen.state(for: sample, release: release)
    }

    /// The frame of `state`: the static layers placed by it.
    package func scene(for state: FrameState) -> Scene {
        xray?.scene(for: state) ?? screen.scene(for: state)
    }
}
