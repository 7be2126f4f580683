import Foundation

/// A linear chart axis over a data range, widened to whole "nice" tick steps (1, 2 or 5 times a
/// power of ten, Heckbert's "Nice numbers for graph labels", Graphics Gems 1990).
struct PlotAxis: Sendable, Equatable {
    var lower: Double
    var upper: Double
    var step: Double

    /// An axis covering `low…high` with about `ticks` intervals.
    init(covering low: Double, _ high: Double, ticks: Int = 6) {
        var low = low, high = high
        if high - low < 1e-9 {
            // A flat series: one unit either side, so the line sits mid-chart.
            low -= 1
            high += 1
        }
        let raw = (high - low) / Double(ticks)
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        step = (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10) * magnitude
        lower = (low / step).rounded(.down) * step
        upper = (high / step).rounded(.up) * step
    }

    var ticks: [Double] {
        let count = Int(((upper - lower) / step).rounded())
        return (0...count).map { lower + Double($0) * step }
    }

    /// Where `value` falls between `start` (at `lower`) and `end` (at `upper`).
    func position(_ value: Double, from start: Double, to end: Double) -> Double {
        start + (value - lower) / (upper - lower) * (end - start)
    }

    /// A tick label: whole numbers without decimals, others with as few as the step needs.
    func label(_ value: Double) -> String {
        let decimals = max(0, Int((-log10(step)).rounded(.up)))
        return String(format: "%.\(decimals)f", value == 0 ? 0 : value)
    }
}
