import PageRender

/// The scenes of `scenario`'s run `timeline` without item images (the old revision's
/// `FrameScenes(scenario:timeline:)` drew none either): the step scene-bench times.
/// scripts/bench-scene.sh writes this file again for the revision it compares with, whose API made
/// the scenes from the scenario and the timeline directly.
func frameScenes(_ scenario: Scenario, _ timeline: Timeline) -> FrameScenes {
    FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []))
}
