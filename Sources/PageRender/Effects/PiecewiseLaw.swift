import Foundation

/// An effect value written as `[phase, value]` pairs: read piecewise linearly between the points
/// and held beyond the ends. Phases strictly increase (the reader checks).
struct PiecewiseLaw: Sendable, Equatable {
    var phases: [Double]
    var values: [Double]

    /// The value at `phase`.
    func value(at phase: Double) -> Double {
        guard let first = phases.first, let last = phases.last else { return 0 }
        if phase <= first { return values[0] }
        if phase >= last { return values[values.count - 1] }
        // The segment holding `phase`: the first point past it, found by halving.
        var low = 0, high = phases.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if phases[mid] <= phase { low = mid } else { high = mid }
        }
        let t = (phase - phases[low]) / (phases[high] - phases[low])
        return values[low] + t * (values[high] - values[low])
    }

    /// Whether the law reaches past SwiftUI's phase range −1…1, so it is read by the item's
    /// distance from the centre rather than through the three-phase blend.
    var reachesPastOneSlot: Bool { (phases.first ?? 0) < -1 || (phases.last ?? 0) > 1 }
}
