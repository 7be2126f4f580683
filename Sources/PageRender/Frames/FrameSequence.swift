import Foundation
import Synchronization

/// A timeline's frames at one scale: turns the timeline into frame files (one scene per sample,
/// encoded on several threads and written atomically, plus `manifest.json`) or an animation.
/// Its scenes come from `FrameScenes`; `ScenePainter` paints them (docs/embedding.md).
public struct FrameSequence: Sendable {
    /// The motion the frames show, one frame per sample.
    public let timeline: Timeline
    /// Samples per second of the timeline, written to the manifest and the animations.
    package let fps: Double
    /// Pixels per point of PNG frames (SVG frames are always 1 px per point).
    package let scale: Double
    /// Each output pixel is the mean of this many × this many pixels drawn at `scale` ×
    /// `supersampling` (1: drawn directly). See `resized(toPixelWidth:)`.
    let supersampling: Int
    /// The scenes of the timeline's samples, static parts computed once here: build one renderer
    /// per sequence, not one per frame.
    package let scenes: FrameScenes
    /// Which frames repeat the one before (equal states), decided once here for the frame files
    /// and the animation.
    package var repeated: RepeatedFrames

    /// The frames of `input`'s run at `scale` pixels per point (nil: the input's, the screen's),
    /// with `options` (x-ray, HUD). Frame files, GIF, WebP and the other animations work alike
    /// for a scenario file and for a strategy written outside the library.
    public init(_ input: RenderInput, scale: Double? = nil, options: SceneOptions = SceneOptions()) {
        timeline = input.timeline
        fps = input.fps
        self.scale = scale ?? input.scale
        supersampling = 1
        scenes = FrameScenes(input, options: options)
        repeated = scenes.repeatedFrames(of: timeline.samples)
    }

    /// The same scenes drawn at another scale, `supersampling` times finer and averaged.
    init(_ other: FrameSequence, scale: Double, supersampling: Int) {
        timeline = other.timeline
        fps = other.fps
        self.scale = scale
        self.supersampling = supersampling
        scenes = other.scenes
        repeated = other.repeated
    }

    /// What the screen shows at `sample`.
    public func scene(for sample: Timeline.Sample) -> Scene {
        scenes.scene(for: sample)
    }

    /// Writes `frame-0000.<format>` … and `manifest.json` as the folder `folder` of `output`,
    /// PNG frames encoded by `PNGEncoder`; `write(to:in:format:threads:codec:progress:)` tells
    /// the rest.
    public func write(to folder: String, in output: OutputTransaction, format: FrameFormat, threads: Int,
                      progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Int {
        try write(to: folder, in: output, format: format, threads: threads, codec: .libdeflate, progress: progress)
    }

    /// Writes `frame-0000.<format>` … and `manifest.json` as the folder `folder` of `output`,
    /// using `threads` threads, PNG frames with `codec`; returns the frame count. The bytes do not
    /// depend on `threads`. The frames go into a staging folder that replaces `folder` when
    /// `output` commits, so the folder never mixes renders; of an existing folder, the earlier
    /// render (its manifest and the frames it lists) is dropped and other files are kept, and a
    /// folder with frame files no manifest lists is refused (`OutputError`). Frames equal to the
    /// one before (a resting view) are drawn and encoded once. `progress(done, total)` is called
    /// after each frame, from the worker threads.
    package func write(to folder: String, in output: OutputTransaction, format: FrameFormat, threads: Int,
                       codec: PNGCodec, progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Int {
        guard threads >= 1 else {
            throw RenderError("thread count \(threads) is below 1; use 1 or more threads")
        }
        let samples = timeline.samples
        guard let first = samples.first else {
            throw RenderError("the timeline has no samples, so there is no frame to write; simulate the scenario first")
        }
        let staging = try output.stageFolder(folder) { existing in try FrameFiles.earlierRender(in: existing, path: folder) }
        let renderer = self
        let done = Atomic<Int>(0)
        // Cairo's writer stands for a program that encodes every frame (the comparison in
        // BENCHMARKS.md), so only our own encoders draw and encode a run of equal frames once.
        let runs = codec == .cairo && format == .png ? samples.indices.map { $0..<($0 + 1) } : repeated.runs
        // A write error names the frame in `folder`, not in the hidden staging folder.
        try OutputTransaction.namingOutput(folder, for: staging) {
            try ParallelFrames.run(count: runs.count, threads: threads, makeWorker: { format.makeEncoder(scale: renderer.scale, codec: codec, supersampling: renderer.supersampling) }) { encoder, run in
                let bytes = try encoder.encode(renderer.scene(for: samples[runs[run].lowerBound]))
                for index in runs[run] {
                    try FileSystem.create(staging + "/" + format.fileName(frame: index), bytes: bytes)
                }
                progress(done.add(runs[run].count, ordering: .relaxed).newValue, samples.count)
            }
            let firstScene = scene(for: first)
            let pixels = ScenePainter.pixelSize(of: firstScene, scale: scale)
            let manifest = format == .png
                ? FrameManifest(format: format, fps: fps, width: Double(pixels.width), height: Double(pixels.height), samples: samples)
                : FrameManifest(format: format, fps: fps, width: Double(firstScene.size.width), height: Double(firstScene.size.height), samples: samples)
            try FileSystem.create(staging + "/" + FrameFiles.manifestName, bytes: Array(manifest.json().utf8))
        }
        return samples.count
    }

    /// `write(to:in:…)` in a transaction of its own, committed on success and rolled back on
    /// failure: for a caller that writes nothing else.
    public func write(to folder: String, format: FrameFormat, threads: Int,
                      progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Int {
        let output = OutputTransaction()
        do {
            let count = try write(to: folder, in: output, format: format, threads: threads, progress: progress)
            try output.commit()
            return count
        } catch {
            output.rollback()
            throw error
        }
    }
}
