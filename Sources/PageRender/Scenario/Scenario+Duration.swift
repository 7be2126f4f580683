extension Scenario {
    /// A lower bound on the timeline's length, ms, from the gestures alone, without simulating:
    /// each gesture starts no earlier than its `at`, or than the previous start plus the
    /// previous finger's contact time plus its own pause (the motion after a release only adds
    /// time), and the finger stays down for a swipe's duration or a path's time span.
    /// Multiplied by fps it bounds the frame count from below, so a scenario far over a frame
    /// limit is refused before the simulation builds its device frames (at the device rate).
    package var minimumDuration: Double {
        var start = 0.0, contact = 0.0
        for (i, step) in gestures.enumerated() {
            if i > 0 { start = max(step.at ?? 0, start + contact + (step.at == nil ? step.pause : 0)) }
            switch step.gesture {
            case .fling: contact = 0
            case .swipe(_, _, let duration, _, _): contact = duration
            case .path(let points): contact = (points.last?.t ?? 0) - (points.first?.t ?? 0)
            }
        }
        return start + contact
    }

    /// The fewest frames the timeline can have at `fps` (samples at 0, 1000/fps, … up to the rest).
    package var minimumFrameCount: Int {
        Int((minimumDuration * fps / 1000).rounded(.down)) + 1
    }
}
