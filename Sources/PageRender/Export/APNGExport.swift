/// Writes an animated PNG: lossless, so every frame decodes to exactly the pixels rendered. Like
/// the GIF, each frame after the first stores only the rectangle that changed, frames equal to
/// the one before are merged into it, and delays are whole centiseconds with carried rounding
/// (browsers clamp short APNG delays as they do GIF's). Inside the rectangle, unchanged pixels
/// are written transparent and blended over the canvas when that compresses smaller, else the
/// rectangle replaces the canvas. Frames go to the file as they are compressed, a batch at a
/// time, so memory does not grow with the frame count (docs/limits.md).
public enum APNGExport {
    /// How the APNG plays.
    public struct Options: Sendable {
        /// How often the animation plays.
        var loop: LoopMode

        /// Options playing `loop`.
        public init(loop: LoopMode = .forever) {
            self.loop = loop
        }
    }

    /// A rectangle is also tried with its unchanged pixels transparent when at least this share
    /// of them is unchanged (docs/animation.md). A design choice, not a measurement: with fewer
    /// unchanged pixels little can be gained, so the second compression is skipped.
    static let transparentTrialShare = 0.125

    /// Encodes `source` in memory; `progress(done, total)` follows the drawing and compressing
    /// of the frames, on the caller's thread.
    public static func encode(_ source: AnimationSource, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        try AnimatedExport.inMemory { try write(source, into: $0, options: options, progress: progress) }
    }

    /// Encodes `source` into `sink` as the frames come; the export's `bytes` stay empty.
    package static func write(_ source: AnimationSource, into sink: ByteSink, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        var writer = try APNGWriter(width: source.width, height: source.height, loop: options.loop, into: sink)
        var delays: [Int] = []
        try source.forEachChangedRect(delayUnit: 10, progress: progress) { image, region, previous -> (data: [UInt8], blend: APNGWriter.Blend) in
            let encoder = try PNGEncoder()
            let opaque = try encoder.compressedRect(image, previous: nil, region: region)
            guard let previous, FrameDifference.unchangedShare(image, previous, region) >= transparentTrialShare else { return (opaque, .source) }
            let blended = try encoder.compressedRect(image, previous: previous, region: region)
            return blended.count < opaque.count ? (blended, .over) : (opaque, .source)
        } emit: { frame in
            try writer.add(APNGWriter.Frame(region: frame.region, data: frame.picture.data, delay: frame.delay, blend: frame.picture.blend))
            delays.append(frame.delay)
        }
        try writer.finish()
        return AnimatedExport(bytes: [], size: sink.count, storedFrames: writer.frameCount, sourceFrames: source.frameCount,
                              colors: "lossless RGBA", warnings: warnings(delays, fps: source.fps))
    }

    /// The warning for delays browsers cannot play (they clamp APNG delays as they do GIF's).
    static func warnings(_ delays: [Int], fps: Double?) -> [AnimationWarning] {
        let short = delays.filter { $0 < FrameTiming.minimumGIFDelay }.count
        return short > 0 ? [.shortAPNGDelays(count: short, total: delays.count, fps: fps)] : []
    }
}
