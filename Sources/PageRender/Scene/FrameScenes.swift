import Foundation

/// The scene of every sample of a scenario's timeline: draws the strategy's look, computes the
/// static parts once, and returns a pure value per sample.
public struct FrameScenes: Sendable {
    let screen: ScreenScene
    /// Set when the frames show the x-ray view instead of the screen.
    let xray: XRayScene?
    let releases: [Timeline.Release]

    public init(scenario: Scenario, timeline: Timeline, options: SceneOptions = SceneOptions()) {
        let size = scenario.screen.size, axis = scenario.axis
        var layout = scenario.strategy.layout(screen: size, axis: axis)
        var pages = 0
        let look: any ContentLook
        switch scenario.strategy.defaultLook(screen: size, axis: axis) {
        case .numberedPages:
            look = NumberedPagesLook()
        case let .numberedPagesBetween(offsets):
            pages = offsets.count
            layout.items = Self.pagesBetween(offsets, layout: layout)
            look = NumberedPagesLook()
        case let .overflowing(geometry):
            look = OverflowingLook(geometry: geometry)
        case .unevenPairs:
            look = UnevenPairsLook(axis: axis)
        case let .todaysDeals(dots):
            pages = dots
            look = TodaysDealsLook(axis: axis, screen: size)
        case .hiddenPager:
            look = HiddenPagerLook(axis: axis, screen: size)
        }
        // The x-ray's header already shows what the HUD would, and its small screen has no room.
        screen = ScreenScene(layout: layout, look: look, pages: pages, hud: options.hud && !options.xray)
        xray = options.xray ? XRayScene(screen: screen, timeline: timeline, title: scenario.strategy.kind) : nil
        releases = timeline.releases
    }

    /// Page offsets given as bare numbers have no page views; draw page i from where offset i
    /// shows the content's leading edge to where the next one does (the last to the content's end).
    static func pagesBetween(_ offsets: [CGFloat], layout: StrategyLayout) -> [CGRect] {
        let axis = layout.axis, inset = layout.contentInset.leading(axis), end = layout.contentSize[axis]
        let starts = offsets.map { $0 + inset }.sorted()
        return starts.indices.compactMap { i in
            let start = max(0, starts[i]), stop = min(end, i + 1 < starts.count ? starts[i + 1] : end)
            guard stop > start else { return nil }
            return axis == .horizontal
                ? CGRect(x: start, y: 0, width: stop - start, height: layout.contentSize.height)
                : CGRect(x: 0, y: start, width: layout.contentSize.width, height: stop - start)
        }
    }

    /// The frame at `sample`, one of the timeline's samples. Targets show from a release until the
    /// next touch: while a finger drags there is no target yet.
    public func scene(for sample: Timeline.Sample) -> Scene {
        let release = sample.phase == .dragging ? nil : sample.releaseIndex.flatMap { releases.indices.contains($0) ? releases[$0] : nil }
        return xray?.scene(for: sample, release: release) ?? screen.scene(for: sample, release: release)
    }
}
