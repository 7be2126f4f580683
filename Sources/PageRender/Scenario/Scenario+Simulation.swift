import Foundation

extension Scenario {
    /// The scenario without its strategy: what `ScrollSimulation` runs.
    public var simulationInput: SimulationInput {
        SimulationInput(screen: screen.size, scale: screen.scale, axis: axis, decelerationRate: decelerationRate,
                        gestures: gestures, fps: fps, physics: physics)
    }
}

extension ScrollSimulation {
    /// Simulates `scenario` with the strategy its file names.
    public static func timeline(for scenario: Scenario) throws -> Timeline {
        try timeline(scenario.simulationInput, strategy: scenario.strategy.makeStrategy(axis: scenario.axis))
    }
}
