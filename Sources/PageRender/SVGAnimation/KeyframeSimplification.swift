/// Which samples of a motion an animated SVG keeps as keyframes: the Ramer-Douglas-Peucker line
/// simplification (Ramer 1972, Douglas and Peucker 1973) over time, so that the browser's linear
/// interpolation between the kept keyframes stays within a tolerance of every sample. A rest (a
/// run of equal samples) keeps only its two ends, a straight stretch only its ends, and a curve
/// as many points as its bend needs at that tolerance. RDP is greedy: it keeps few keyframes,
/// not provably the fewest.
enum KeyframeSimplification {
    /// Indices into `times` (increasing, ms) of the samples to keep, ascending, the first and
    /// the last always among them. `values[k]` is sample k's value (one or more coordinates); the
    /// deviation of a sample from the line between two kept ones is the largest difference of
    /// any coordinate, compared with `tolerance` (the same unit as the values).
    static func keptIndices(times: [Double], values: [[Double]], tolerance: Double) -> [Int] {
        precondition(times.count == values.count, "one value per time")
        return keptIndices(count: times.count, tolerance: tolerance) { k, first, last in
            deviation(k, first: first, last: last, times: times, values: values)
        }
    }

    /// The same for any measure: `deviation(k, first, last)` is how far sample k is from what
    /// is shown at its time when only samples `first` and `last` around it are kept (for a 3-D
    /// turn, how far the item's corners move when the browser interpolates the angle).
    static func keptIndices(count: Int, tolerance: Double, deviation: (Int, Int, Int) -> Double) -> [Int] {
        guard count > 2 else { return Array(0..<count) }
        var keep = [Bool](repeating: false, count: count)
        keep[0] = true
        keep[count - 1] = true
        // An explicit stack instead of recursion: a long timeline must not exhaust the thread's stack.
        var spans = [(0, count - 1)]
        while let (first, last) = spans.popLast() {
            guard last - first > 1 else { continue }
            var worst = 0.0, worstIndex = first
            for k in (first + 1)..<last {
                let d = deviation(k, first, last)
                if d > worst { (worst, worstIndex) = (d, k) }
            }
            if worst > tolerance {
                keep[worstIndex] = true
                spans.append((first, worstIndex))
                spans.append((worstIndex, last))
            }
        }
        return keep.indices.filter { keep[$0] }
    }

    /// How far sample k lies from the straight line between samples `first` and `last`, at its time.
    static func deviation(_ k: Int, first: Int, last: Int, times: [Double], values: [[Double]]) -> Double {
        let u = (times[k] - times[first]) / (times[last] - times[first])
        var worst = 0.0
        for c in values[k].indices {
            let line = values[first][c] + u * (values[last][c] - values[first][c])
            worst = max(worst, abs(values[k][c] - line))
        }
        return worst
    }

    /// The value at time `t` of the piecewise-linear motion through `keyframes` (time, value),
    /// held at the ends: what a browser shows between linear CSS keyframes.
    static func interpolated(_ keyframes: [(t: Double, value: [Double])], at t: Double) -> [Double] {
        guard let first = keyframes.first, let last = keyframes.last else { return [] }
        if t <= first.t { return first.value }
        if t >= last.t { return last.value }
        var low = 0, high = keyframes.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if keyframes[mid].t <= t { low = mid } else { high = mid }
        }
        let a = keyframes[low], b = keyframes[high]
        let u = (t - a.t) / (b.t - a.t)
        return a.value.indices.map { a.value[$0] + u * (b.value[$0] - a.value[$0]) }
    }
}
