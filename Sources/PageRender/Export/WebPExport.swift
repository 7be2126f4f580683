/// Writes an animated WebP: lossless by default, so every frame decodes to exactly the pixels
/// rendered; frame timestamps in whole ms with carried rounding.
public enum WebPExport {
    /// How the WebP plays and compresses.
    public struct Options: Sendable {
        /// How often the animation plays.
        public var loop: LoopMode
        /// False trades exactness for size (lossy VP8 at `quality`).
        package var lossless: Bool
        /// 0…100, used when not lossless. 90: text edges stay clean on UI frames.
        package var quality: Double

        /// Options playing `loop`, lossless or lossy at `quality` (0…100).
        public init(loop: LoopMode = .forever, lossless: Bool = true, quality: Double = 90) {
            self.loop = loop
            self.lossless = lossless
            self.quality = quality
        }
    }

    /// Encodes `source`; `progress(done, total)` is called on the caller's thread as frames go in.
    public static func encode(_ source: AnimationSource, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        let encoder = try WebPAnimationEncoder(width: source.width, height: source.height, loop: options.loop,
                                               lossless: options.lossless, quality: options.quality)
        let delays = source.timing.delays(unit: 1)
        var timestamp = 0
        try source.forEachBatch { first, images, _ in
            for (i, image) in images.enumerated() {
                guard image.width == source.width, image.height == source.height else {
                    throw RenderError("frame \(first + i) is \(image.width)×\(image.height) px but the animation is \(source.width)×\(source.height); render every frame at one size")
                }
                try encoder.add(image, timestamp: timestamp)
                timestamp += delays[first + i]
                progress(first + i + 1, source.frameCount)
            }
        }
        let bytes = try encoder.finish(end: timestamp)
        let stored = try WebPAnimationDecoder.frameCount(bytes)
        return AnimatedExport(bytes: bytes, storedFrames: stored, sourceFrames: source.frameCount,
                              colors: options.lossless ? "lossless" : "lossy, quality \(Int(options.quality))", warnings: [])
    }
}
