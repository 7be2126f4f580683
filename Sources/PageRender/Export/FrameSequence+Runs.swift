extension FrameSequence {
    /// The frames as runs of equal scenes, in order: a resting view gives the same scene, so the
    /// same pixels and bytes, frame after frame, and a run is drawn and encoded once.
    /// Scenes are compared on all cores; each is cheap next to drawing it.
    func equalSceneRuns() throws -> [Range<Int>] {
        let renderer = self, samples = timeline.samples
        let repeats = try ParallelMap.map(samples.count) { k in
            k > 0 && renderer.scene(for: samples[k]) == renderer.scene(for: samples[k - 1])
        }
        var runs: [Range<Int>] = []
        for (k, repeated) in repeats.enumerated() {
            if repeated, let last = runs.last { runs[runs.count - 1] = last.lowerBound..<(k + 1) } else { runs.append(k..<(k + 1)) }
        }
        return runs
    }
}
