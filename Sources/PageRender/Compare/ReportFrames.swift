import Synchronization

/// The pictures of the HTML report: every sample of every scenario drawn as the user sees it and
/// in the x-ray view, each encoded as a lossless WebP; identical pictures are stored once and
/// referred to by index: a frame that repeats the one before (`RepeatedFrames`: a scenario
/// resting) is neither drawn nor encoded, and equal files (the same still in two views or two
/// scenarios) are kept once.
struct ReportFrames: Sendable {
    /// The distinct pictures, as WebP files, in order of first use.
    var images: [[UInt8]]
    /// Per scenario, per sample of its own timeline: the index of its picture in `images`.
    var screen: [[Int]]
    /// The same for the x-ray view.
    var xray: [[Int]]

    /// libwebp's lossless effort for report frames: 6 of 0…9 is libwebp's own lossless default
    /// (method 4, quality 75, what `cwebp -lossless` uses).
    static let effort = 6

    /// Draws and encodes every frame of `series` at `scale` px/pt on all cores; `progress(done,
    /// total)` is called after each frame from the worker threads. The result does not depend on
    /// the thread count: each picture lands at its own index before duplicates are merged.
    /// `repeats` decides which frames of a view repeat the one before (tests replace it to see
    /// that the report asks it).
    static func render(_ series: [ComparedScenario], scale: Double,
                       repeats: (FrameScenes, Timeline) -> RepeatedFrames = { $0.repeatedFrames(of: $1.samples) },
                       progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> ReportFrames {
        let views: [[FrameScenes]] = series.map { s in
            [false, true].map { xray in
                var options = s.options
                options.xray = xray
                return s.scenes(options: options)
            }
        }
        let repeated = zip(series, views).map { s, scenes in scenes.map { repeats($0, s.timeline) } }
        // Jobs in order: scenario, then view (screen, x-ray), then sample.
        let jobs: [(scenario: Int, view: Int, sample: Int)] = series.enumerated().flatMap { i, s in
            (0..<2).flatMap { view in s.timeline.samples.indices.map { (i, view, $0) } }
        }
        let done = Atomic<Int>(0)
        let total = jobs.count
        let files = try ParallelMap.map(total) { j -> [UInt8]? in
            let job = jobs[j]
            guard !repeated[job.scenario][job.view].repeatsPrevious(job.sample) else {
                progress(done.add(1, ordering: .relaxed).newValue, total)
                return nil
            }
            let scene = views[job.scenario][job.view].scene(for: series[job.scenario].timeline.samples[job.sample])
            let bytes = try WebPImageEncoder.lossless(try RGBImage(checked: ScenePainter.rasterize(scene, scale: scale)), effort: effort)
            progress(done.add(1, ordering: .relaxed).newValue, total)
            return bytes
        }
        var frames = ReportFrames(images: [], screen: series.map { _ in [] }, xray: series.map { _ in [] })
        var known: [[UInt8]: Int] = [:]
        for (job, file) in zip(jobs, files) {
            var index: Int
            if let file {
                index = known[file] ?? frames.images.count
                if index == frames.images.count {
                    known[file] = index
                    frames.images.append(file)
                }
            } else {
                // A repeat shows the picture of the frame before, in the same view.
                index = (job.view == 0 ? frames.screen[job.scenario] : frames.xray[job.scenario]).last!
            }
            if job.view == 0 { frames.screen[job.scenario].append(index) } else { frames.xray[job.scenario].append(index) }
        }
        return frames
    }

    /// Bytes of all stored pictures.
    var byteCount: Int { images.reduce(0) { $0 + $1.count } }
}
