import Foundation

/// The scene of every sample of a scenario's timeline: picks the strategy's look, computes the
/// static parts once, and returns a pure value per sample.
public struct FrameScenes: Sendable {
    let screen: ScreenScene
    /// Set when the frames show the x-ray view instead of the screen.
    let xray: XRayScene?
    let releases: [Timeline.Release]

    public init(scenario: Scenario, timeline: Timeline, options: SceneOptions = SceneOptions()) {
        let size = scenario.screen.size
        let geometry: ContentGeometry
        let look: any ContentLook
        switch scenario.strategy {
        case let .free(pages):
            geometry = ContentGeometry(screenPages: pages, screen: size, axis: scenario.axis, snapping: false)
            look = NumberedPagesLook()
        case let .nativePaging(pages):
            geometry = ContentGeometry(screenPages: pages, screen: size, axis: scenario.axis, snapping: true)
            look = NumberedPagesLook()
        }
        screen = ScreenScene(geometry: geometry, look: look, pages: max(geometry.snapOffsets.count, geometry.items.count), hud: options.hud)
        xray = options.xray ? XRayScene(screen: screen, timeline: timeline, title: scenario.strategy.kind) : nil
        releases = timeline.releases
    }

    /// The frame at `sample`, one of the timeline's samples.
    public func scene(for sample: Timeline.Sample) -> Scene {
        let release = sample.releaseIndex.flatMap { releases.indices.contains($0) ? releases[$0] : nil }
        return xray?.scene(for: sample, release: release) ?? screen.scene(for: sample, release: release)
    }
}
