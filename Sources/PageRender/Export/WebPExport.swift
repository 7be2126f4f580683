/// Writes an animated WebP: lossless by default, so every frame decodes to exactly the pixels
/// rendered; frame timestamps in whole ms with carried rounding.
///
/// Lossless, it works as the APNG does: frames are drawn and encoded on all cores, each frame
/// after the first stores only the rectangle that changed (its origin moved to even pixels, as
/// ANMF stores offsets halved) as a still VP8L picture, frames equal to the one before are merged
/// into it, and `WebPAnimationWriter` writes each to the file as it comes. A rectangle whose pixels are mostly
/// unchanged (`blendShare`) has those pixels transparent and is blended over the canvas; any
/// other replaces the canvas there. Lossy, libwebp's WebPAnimEncoder takes the frames one by one.
public enum WebPExport {
    /// How the WebP plays and compresses.
    public struct Options: Sendable {
        /// How often the animation plays.
        var loop: LoopMode
        /// False trades exactness for size (lossy VP8 at `quality`).
        package var lossless: Bool
        /// 0…100, used when not lossless. 90: text edges stay clean on UI frames.
        package var quality: Double
        /// Threads that draw and encode at once; nil, one per core. The bytes do not depend on it.
        package var threads: Int?

        /// Options playing `loop`, lossless or lossy at `quality` (0…100).
        public init(loop: LoopMode = .forever, lossless: Bool = true, quality: Double = 90) {
            self.loop = loop
            self.lossless = lossless
            self.quality = quality
        }
    }

    /// libwebp's lossy quality (0…100) for each `--quality` level, chosen on the photo carousel
    /// (samples/carousel/carousel-images.json) at 320 px and at full size against its PNG frames
    /// (scripts/bench-formats.sh; BENCHMARKS.md, "Every format on a flat and a photo carousel"): medium is the lowest
    /// quality whose worst frame stays at or above 36 dB there.
    package static func lossyQuality(_ level: VideoFormat.Quality) -> Double {
        switch level {
        case .low: return 60
        case .medium: return 75
        case .high: return 90
        }
    }

    /// libwebp's lossless preset (`WebPConfigLosslessPreset`, 0…9) for every frame. 3: a design
    /// choice, not a measurement (scripts/bench-gif.sh times GIF only): a low effort, as lower
    /// presets search fewer codings and take less time for somewhat larger files; no other preset
    /// has been compared on this project's frames.
    static let losslessEffort = 3

    /// A rectangle is stored with its unchanged pixels transparent and blended when at least this
    /// share of them is unchanged, else opaque; one picture a frame, never both. Measured by
    /// encoding every changed rectangle of samples/*.json, the carousel and the photo
    /// carousel (scripts/bench-images-scenario.json, with and without images) both ways, 1,041
    /// rectangles: the opaque picture was 5 to 16 % smaller in every tenth of the share, and no
    /// slower below 0.7; from 0.7 up it took 1.2 to 1.3 times the CPU overall, 4 times on
    /// samples/todays-deals.json, while the transparent one costs little when most pixels are
    /// transparent. (libwebp's WebPAnimEncoder blends whenever it can.)
    static let blendShare = 0.7

    /// Encodes `source` in memory; `progress(done, total)` is called on the caller's thread as
    /// frames go in.
    public static func encode(_ source: AnimationSource, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        guard options.lossless else { return try encodeLossy(source, options: options, progress: progress) }
        return try AnimatedExport.inMemory { try write(source, into: $0, options: options, progress: progress) }
    }

    /// Encodes `source` losslessly into `sink` as the frames come (lossy animations are
    /// assembled in memory by libwebp, `encode`); the export's `bytes` stay empty.
    package static func write(_ source: AnimationSource, into sink: ByteSink, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        precondition(options.lossless, "only lossless animations stream; encode a lossy one in memory")
        // Checked before any frame is drawn, as the writer's start.
        var writer = try WebPAnimationWriter(width: source.width, height: source.height, loop: options.loop, into: sink)
        try source.forEachChangedRect(delayUnit: 1, threads: options.threads, progress: progress, align: evenOrigin) {
            image, region, previous -> (data: [UInt8], blend: Bool) in
            let blend = previous.map { FrameDifference.unchangedShare(image, $0, region) >= blendShare } ?? false
            return (try WebPImageEncoder.lossless(image, region: region, transparentWhereEqualTo: blend ? previous : nil,
                                                  effort: losslessEffort), blend)
        } emit: { frame in
            try writer.add(WebPAnimationWriter.Frame(region: frame.region, data: frame.picture.data, duration: frame.delay,
                                                     blend: frame.picture.blend))
        }
        try writer.finish()
        return AnimatedExport(bytes: [], size: sink.count, storedFrames: writer.frameCount, sourceFrames: source.frameCount,
                              colors: "lossless", warnings: [])
    }

    /// `rect` grown left and up by a pixel where its origin is odd: ANMF stores offsets halved.
    static func evenOrigin(_ rect: PixelRect) -> PixelRect {
        let x = rect.x & ~1, y = rect.y & ~1
        return PixelRect(x: x, y: y, width: rect.width + rect.x - x, height: rect.height + rect.y - y)
    }

    /// Lossy VP8 through WebPAnimEncoder, which finds changed rectangles and merges repeated
    /// frames itself, one frame after another.
    static func encodeLossy(_ source: AnimationSource, options: Options,
                            progress: (_ done: Int, _ total: Int) -> Void) throws -> AnimatedExport {
        let encoder = try WebPAnimationEncoder(width: source.width, height: source.height, loop: options.loop, quality: options.quality)
        let delays = source.timing.delays(unit: 1)
        var timestamp = 0
        try source.forEachBatch(threads: options.threads) { first, images, _ in
            for (i, image) in images.enumerated() {
                try source.checkSize(image, frame: first + i)
                try encoder.add(image, timestamp: timestamp)
                timestamp += delays[first + i]
                progress(first + i + 1, source.frameCount)
            }
        }
        let bytes = try encoder.finish(end: timestamp)
        let stored = try WebPAnimationDecoder.frameCount(bytes)
        return AnimatedExport(bytes: bytes, size: bytes.count, storedFrames: stored, sourceFrames: source.frameCount,
                              colors: "lossy, quality \(Int(options.quality))", warnings: [])
    }
}
