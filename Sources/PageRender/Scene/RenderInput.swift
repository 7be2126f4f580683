import Foundation

/// Everything one run's frames are drawn from, whichever way the run was made: the strategy's
/// geometry, the look, the simulated timeline, and the look's item images decoded once. A
/// scenario file makes one (`init(scenario:timeline:)`), and so does a `PagingStrategy` written
/// outside the library (`init(input:strategy:look:content:title:timeline:)`); `FrameScenes`,
/// `FrameSequence`, `ComparedScenario` and the animated SVG take it whole, so a new per-run
/// input is a field here and nowhere else.
public struct RenderInput: Sendable {
    /// The simulated motion: its samples at the output fps and at the device's rate.
    package let timeline: Timeline
    /// Samples per second of `timeline.samples`.
    package let fps: Double
    /// The screen's pixels per point: frames are drawn at it unless a renderer is told otherwise,
    /// and item images are prepared for it.
    package let scale: Double
    /// The name the x-ray's header and the comparison tools show: the strategy kind, or the name
    /// a strategy written outside the library is given.
    package let title: String
    /// The strategy's geometry: its items, snap offsets, insets and the scroll view's range.
    package let layout: StrategyLayout
    /// How the frames look.
    package let look: LookSpec
    /// The look a built-in kind draws its own demo in (the `seed` preset); nil for a strategy
    /// written outside the library, whose `seed` look draws as `cards`.
    package let seed: SeedLook?
    /// Where the content row sits across the axis (a scenario's `content.frame`).
    let contentFrame: ContentSpec.CrossExtent?
    /// The decoded files of the look's `items.images`, in order: item i shows
    /// `itemImages[i mod count]`.
    package let itemImages: [PixelImage]
}

extension RenderInput {
    /// A scenario file's run `timeline`, in its look, with the look's `itemImages` decoded by the
    /// caller (`ItemImages`: the command line reads them relative to the scenario file).
    package init(scenario: Scenario, timeline: Timeline, itemImages: [PixelImage]) {
        let size = scenario.screen.size, axis = scenario.axis
        // The simulated strategy's geometry travels with the timeline; only a timeline made by
        // hand makes the scenario build its strategy again.
        self.init(timeline: timeline, fps: scenario.fps, scale: scenario.screen.scale, title: scenario.strategy.kind,
                  layout: timeline.layout ?? scenario.strategy.layout(screen: size, axis: axis), look: scenario.look,
                  seed: scenario.strategy.defaultLook(screen: size, axis: axis), contentFrame: scenario.content?.frame, itemImages: itemImages)
    }

    /// The run `timeline` of a strategy written outside the library, drawn in `look` and shown
    /// under `title`. The items are the strategy's `layout` items, or `content`'s row when the
    /// layout has none.
    package init(input: SimulationInput, strategy: any PagingStrategy, look: LookSpec, content: ContentSpec?, title: String,
                 timeline: Timeline, itemImages: [PixelImage]) {
        var layout = timeline.layout ?? strategy.layout(screen: input.screen, axis: input.axis)
        if layout.items.isEmpty, let content {
            layout.items = content.itemRow(screen: input.screen, axis: input.axis).frames(axis: input.axis, screenCross: Double(input.screen[input.axis.cross]))
        }
        self.init(timeline: timeline, fps: input.fps, scale: input.scale, title: title, layout: layout, look: look, seed: nil,
                  contentFrame: content?.frame, itemImages: itemImages)
    }
}
