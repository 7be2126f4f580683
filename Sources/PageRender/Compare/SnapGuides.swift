/// Offsets along the axis where a scenario's strategy can leave the view at rest, from the
/// strategy's layout (none for free scrolling).
enum SnapGuides {
    static func offsets(_ s: ComparedScenario) -> [Double] {
        s.scenario.strategy.layout(screen: s.scenario.screen.size, axis: s.scenario.axis).snapOffsets.map(Double.init)
    }
}
