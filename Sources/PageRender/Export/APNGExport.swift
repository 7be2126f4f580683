/// Writes an animated PNG: lossless, so every frame decodes to exactly the pixels rendered. Like
/// the GIF, each frame after the first stores only the rectangle that changed, frames equal to
/// the one before are merged into it, and delays are whole centiseconds with carried rounding
/// (browsers clamp short APNG delays as they do GIF's). Inside the rectangle, unchanged pixels
/// are written transparent and blended over the canvas when that compresses smaller, else the
/// rectangle replaces the canvas.
public enum APNGExport {
    /// How the APNG plays.
    public struct Options: Sendable {
        /// How often the animation plays.
        public var loop: LoopMode

        /// Options playing `loop`.
        public init(loop: LoopMode = .forever) {
            self.loop = loop
        }
    }

    /// A rectangle is also tried with its unchanged pixels transparent when at least this share
    /// of them is unchanged (docs/animation.md). A design choice, not a measurement: with fewer
    /// unchanged pixels little can be gained, so the second compression is skipped.
    static let transparentTrialShare = 0.125

    /// Encodes `source`; `progress(done, total)` follows the drawing and compressing of the
    /// frames, on the caller's thread.
    public static func encode(_ source: AnimationSource, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        try options.loop.check(for: .apng)
        let (width, height) = (source.width, source.height)
        let compressed = try source.mapFrames(progress: progress) { k, image, previous -> (region: PixelRect, data: [UInt8], blend: APNGWriter.Blend)? in
            guard image.width == width, image.height == height else {
                throw RenderError("frame \(k) is \(image.width)×\(image.height) px but the animation is \(width)×\(height); render every frame at one size")
            }
            let encoder = try PNGEncoder()
            guard let previous else {
                let whole = PixelRect(x: 0, y: 0, width: width, height: height)
                return (whole, try encoder.compressedRect(image, previous: nil, region: whole), .source)
            }
            guard let region = FrameDifference.changedRect(from: previous, to: image) else { return nil }
            let opaque = try encoder.compressedRect(image, previous: nil, region: region)
            guard FrameDifference.unchangedShare(image, previous, region) >= transparentTrialShare else { return (region, opaque, .source) }
            let blended = try encoder.compressedRect(image, previous: previous, region: region)
            return blended.count < opaque.count ? (region, blended, .over) : (region, opaque, .source)
        }
        let stored = compressed.compactMap { $0 }
        let delays = source.timing.keeping(compressed.map { $0 != nil }).delays(unit: 10)
        let frames = zip(stored, delays).map { APNGWriter.Frame(region: $0.region, data: $0.data, delay: $1, blend: $0.blend) }
        let bytes = try APNGWriter.file(width: width, height: height, frames: frames, loop: options.loop)
        return AnimatedExport(bytes: bytes, storedFrames: frames.count, sourceFrames: compressed.count, colors: "lossless RGBA",
                              warnings: warnings(delays, fps: source.fps))
    }

    /// The warning for delays browsers cannot play (they clamp APNG delays as they do GIF's).
    static func warnings(_ delays: [Int], fps: Double?) -> [AnimationWarning] {
        let short = delays.filter { $0 < FrameTiming.minimumGIFDelay }.count
        return short > 0 ? [.shortAPNGDelays(count: short, total: delays.count, fps: fps)] : []
    }
}
