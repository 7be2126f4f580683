import Foundation

/// The scene of every sample of a run's timeline (`RenderInput`): picks the look, builds the
/// static layers once (items, fitted labels and titles, chrome, device, page-control dots, the x-ray's key),
/// and returns a pure value per sample: the sample's `FrameState` placed on those layers.
public struct FrameScenes: Sendable {
    let screen: ScreenScene
    /// Set when the frames show the x-ray view instead of the screen.
    let xray: XRayScene?
    let releases: [Timeline.Release]

    /// The frames of `input`'s run, in its look, with `options`; `text` fits labels and titles.
    package init(_ input: RenderInput, options: SceneOptions = SceneOptions(), text: TextMetrics) {
        let layout = input.layout, spec = input.look
        let seed = input.seed.map { Self.seedLook($0, layout: layout) }
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
            let images = ItemImageSet(images: input.itemImages, itemSizes: imageSizes, scale: input.scale)
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
        built.contentFrame = input.contentFrame
        built.effects = Self.itemEffects(spec, screen: built, timeline: input.timeline)
        screen = built
        xray = options.xray ? XRayScene(screen: screen, timeline: input.timeline, title: input.title) : nil
        releases = input.timeline.releases
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
