/// When one gesture touches down in each column of a comparison that plays on one clock (a GIF,
/// SVG or video sheet). A gesture after the first starts either at its `at` time, the same in
/// every column, or `pause` ms after the previous motion rests, which is later in a column whose
/// strategy settles later: the columns then show the gesture at different instants.
package struct GestureStarts: Sendable, Equatable {
    /// One column's touch-down.
    package struct Start: Sendable, Equatable {
        package let column: String
        /// The first sample with the finger down after the previous release, ms.
        package let t: Double
    }

    /// The gesture, 0-based (1 or more: the first starts at t = 0 everywhere).
    package let gesture: Int
    /// Each column that has the gesture, in order.
    package let starts: [Start]

    /// The earliest `at` that starts the gesture at one instant in every column: the latest
    /// start, which no column's previous gesture is still down at.
    package var alignedAt: Double { starts.map(\.t).max() ?? 0 }

    /// The gestures whose touch-downs differ between `compared`'s columns (as sampled at their
    /// common fps, so equal `at` times give equal samples), in gesture order.
    package static func outOfStep(_ compared: [ComparedScenario]) -> [GestureStarts] {
        let most = compared.map(\.timeline.releases.count).max() ?? 0
        guard most > 1 else { return [] }
        return (1..<most).compactMap { g in
            let starts = compared.compactMap { column in touchDown(g, in: column.timeline).map { Start(column: column.name, t: $0) } }
            guard starts.count > 1, Set(starts.map(\.t)).count > 1 else { return nil }
            return GestureStarts(gesture: g, starts: starts)
        }
    }

    /// The time of the first sample of gesture `g` with the finger down: after release `g - 1`.
    static func touchDown(_ g: Int, in timeline: Timeline) -> Double? {
        guard g >= 1, g < timeline.releases.count else { return nil }
        let lift = timeline.releases[g - 1].t
        return timeline.samples.first { $0.t > lift && $0.finger != nil }?.t
    }
}
