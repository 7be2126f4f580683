import Foundation

extension StrategyRegistry {
    /// A starter whose gestures go forward and back, so that its demo loops without a jump: it must
    /// start where the return gesture rests. `text(startOffset)` writes the scenario with the given
    /// JSON fragment inserted into its first gesture (empty: the kind's own initial offset). When the
    /// kind's initial offset is not a place it pages to (uneven pairs start at 0 and page to 25;
    /// native paging under a content inset starts at -inset and pages to 0), the first gesture
    /// starts at the rest of the round trip instead (read with this registry, so a kind registered outside the library gets the same), and the round trip from there is checked to
    /// come back to it. Nil when the text does not read as a scenario (a kind without a content row).
    func startingAtRest(_ text: (String) -> String) -> String? {
        let plain = text("")
        guard let scenario = try? Scenario.read(Array(plain.utf8), registry: self),
              let timeline = try? ScrollSimulation.timeline(for: scenario) else { return nil }
        let start = timeline.firstSample.offset, rest = timeline.rest.offset
        if start == rest { return plain }
        let along = Double(rest[scenario.axis])
        let moved = text("\n              \"offset\": \(JSONValue.format(along)),")
        guard let again = try? Scenario.read(Array(moved.utf8), registry: self),
              let looped = try? ScrollSimulation.timeline(for: again),
              looped.firstSample.offset == looped.rest.offset else { return plain }
        return moved
    }
}
