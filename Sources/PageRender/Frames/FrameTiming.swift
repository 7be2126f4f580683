/// When each frame of an animation is on screen, as display boundaries in ms: frame k shows
/// from `boundaries[k]` to `boundaries[k + 1]`. File formats store whole units (GIF
/// centiseconds, WebP milliseconds); rounding the boundaries rather than each delay carries every
/// rounding error into the next frame, so the total is exact and no error accumulates.
package struct FrameTiming: Sendable, Equatable {
    private(set) var boundaries: [Double]

    package init(boundaries: [Double]) {
        precondition(boundaries.count >= 2, "FrameTiming needs at least one frame")
        self.boundaries = boundaries
    }

    /// Frames sampled at `times` (ms, increasing), the last shown for one more `interval`,
    /// with the first and the last frame each held `hold` ms longer.
    package init(sampleTimes times: [Double], interval: Double, hold: Double = 0) {
        precondition(!times.isEmpty, "FrameTiming needs at least one frame")
        let start = times[0]
        var boundaries = [0.0]
        for t in times.dropFirst() { boundaries.append(hold + t - start) }
        boundaries.append(hold + times[times.count - 1] - start + interval + hold)
        self.init(boundaries: boundaries)
    }

    package var frameCount: Int { boundaries.count - 1 }

    /// Total display time in ms.
    package var duration: Double { boundaries[boundaries.count - 1] - boundaries[0] }

    /// Drops the frames where `keep` is false; each dropped frame's time goes to the frame
    /// before it (used when a frame shows nothing new). The first frame is always kept.
    func keeping(_ keep: [Bool]) -> FrameTiming {
        precondition(keep.count == frameCount, "keeping needs one flag per frame")
        var kept = [boundaries[0]]
        for k in 1..<frameCount where keep[k] { kept.append(boundaries[k]) }
        kept.append(boundaries[frameCount])
        return FrameTiming(boundaries: kept)
    }

    /// Per-frame delays in `unit` ms steps (10 for GIF centiseconds, 1 for WebP), from rounded
    /// boundaries so they sum to the rounded total.
    package func delays(unit: Double) -> [Int] {
        let ticks = boundaries.map { Int(($0 / unit).rounded()) }
        return (0..<frameCount).map { ticks[$0 + 1] - ticks[$0] }
    }

    /// Delays below GIF's usable minimum: browsers play a delay of 0 or 1 cs as 10 cs
    /// (Chromium, Firefox and WebKit all clamp them), so such frames play five times too slow.
    package static let minimumGIFDelay = 2
}
