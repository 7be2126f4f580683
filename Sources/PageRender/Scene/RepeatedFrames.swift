/// Which frames of a timeline repeat the frame before, decided once per timeline from the
/// per-frame state: a frame's scene is the run's static layers placed by its `FrameState`, so two
/// samples with equal states draw equal pixels and equal bytes. A change of any part of the state
/// (offset, current dot, finger, HUD or x-ray readout, release, item effects) is a change. Frame
/// folders write a run of repeats once, animated exports merge a repeat into the frame before
/// without comparing pixels, and the report stores it once. Pictures composed of several screens
/// (comparison sheets, diffs) follow the same rule on their own state: each screen's `FrameState`
/// and the texts they draw around them.
package struct RepeatedFrames: Sendable, Equatable {
    /// Per frame: true when it shows what the frame before shows (never the first).
    package var repeatsPrevious: [Bool]

    /// The repeats among `states`, one per frame in order.
    package init<State: Equatable>(states: [State]) {
        self.init(count: states.count) { states[$0] }
    }

    /// The repeats among `count` frames whose states `state(k)` gives, asked once each in order
    /// and kept only until the next is known: a timeline's `FrameState`s, or a composed picture's
    /// (`ComposedFrameState`: a comparison sheet's or a diff's screens and texts).
    package init<State: Equatable>(count: Int, state: (Int) -> State) {
        var previous: State?
        repeatsPrevious = (0..<count).map { k in
            let current = state(k)
            defer { previous = current }
            return previous == current
        }
    }

    /// Frames as given: `repeatsPrevious[k]` for frame k.
    package init(repeatsPrevious: [Bool]) {
        self.repeatsPrevious = repeatsPrevious
    }

    /// Whether frame `k` repeats the one before; false outside the timeline.
    package func repeatsPrevious(_ k: Int) -> Bool {
        repeatsPrevious.indices.contains(k) && repeatsPrevious[k]
    }

    /// The frames as runs of repeats, in order: each run starts at a frame that changed.
    package var runs: [Range<Int>] {
        var runs: [Range<Int>] = []
        for (k, repeated) in repeatsPrevious.enumerated() {
            if repeated, let last = runs.last { runs[runs.count - 1] = last.lowerBound..<(k + 1) } else { runs.append(k..<(k + 1)) }
        }
        return runs
    }
}

extension FrameScenes {
    /// The repeated frames of `samples` (a timeline's, in order), from their states.
    package func repeatedFrames(of samples: [Timeline.Sample]) -> RepeatedFrames {
        RepeatedFrames(states: samples.map(state(for:)))
    }
}
