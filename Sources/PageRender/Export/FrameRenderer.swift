import Foundation
import Synchronization

/// Turns a timeline into frame files: one scene per sample, encoded on several threads and
/// written atomically, plus `manifest.json`.
public struct FrameRenderer: Sendable {
    public let scenario: Scenario
    public let timeline: Timeline
    /// Pixels per point of PNG frames (SVG frames are always 1 px per point).
    public let scale: Double
    /// The scenes of the timeline's samples, static parts computed once here: build one renderer
    /// per sequence, not one per frame.
    public let scenes: FrameScenes

    public init(scenario: Scenario, timeline: Timeline, scale: Double, options: SceneOptions = SceneOptions()) {
        self.scenario = scenario
        self.timeline = timeline
        self.scale = scale
        scenes = FrameScenes(scenario: scenario, timeline: timeline, options: options)
    }

    public func scene(for sample: Timeline.Sample) -> Scene {
        scenes.scene(for: sample)
    }

    /// Writes `frame-0000.<format>` … and `manifest.json` into `folder` using `threads` threads,
    /// PNG frames with `codec`; returns the frame count. The bytes do not depend on `threads`. The
    /// frame files and manifest of an earlier render are removed before the first frame is written,
    /// and after a failure the frames written so far are removed too, so the folder never mixes
    /// renders. `progress(done, total)` is called after each frame, from the worker threads.
    public func write(to folder: String, format: FrameFormat, threads: Int, codec: PNGCodec = .libdeflate,
                      progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Int {
        guard threads >= 1 else {
            throw RenderError("thread count \(threads) is below 1; pass --threads 1 or more")
        }
        let samples = timeline.samples
        guard let first = samples.first else {
            throw RenderError("the timeline has no samples, so there is no frame to write; simulate the scenario first")
        }
        try AtomicFile.makeFolder(folder)
        FrameFiles.remove(in: folder, keeping: [])
        unlink(folder + "/" + FrameManifest.fileName)
        let renderer = self
        let done = Atomic<Int>(0)
        do {
            try ParallelFrames.run(count: samples.count, threads: threads, makeWorker: { format.makeEncoder(scale: renderer.scale, codec: codec) }) { encoder, index in
                let bytes = try encoder.encode(renderer.scene(for: samples[index]))
                try AtomicFile.write(bytes, to: folder + "/" + format.fileName(frame: index))
                progress(done.add(1, ordering: .relaxed).newValue, samples.count)
            }
            let firstScene = scene(for: first)
            let pixels = FrameRasterizer.pixelSize(of: firstScene, scale: scale)
            let manifest = format == .png
                ? FrameManifest(format: format, fps: scenario.fps, width: Double(pixels.width), height: Double(pixels.height), samples: samples)
                : FrameManifest(format: format, fps: scenario.fps, width: Double(firstScene.size.width), height: Double(firstScene.size.height), samples: samples)
            try AtomicFile.write(manifest.json(), to: folder + "/" + FrameManifest.fileName)
        } catch {
            FrameFiles.remove(in: folder, keeping: [])
            throw error
        }
        return samples.count
    }
}
