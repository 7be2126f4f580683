/// Writes an animated WebP: lossless by default, so every frame decodes to exactly the pixels
/// rendered; frame timestamps in whole ms with carried rounding.
///
/// It works as the APNG does: frames are drawn and encoded on all cores, each frame after the
/// first stores only the rectangle that changed (its origin moved to even pixels, as ANMF stores
/// offsets halved) as a still picture, frames equal to the one before are merged into it, and
/// `WebPAnimationWriter` writes each to the file as it comes, so memory does not grow with the
/// frame count. Lossless, the picture is VP8L, and a rectangle whose pixels are mostly unchanged
/// (`blendShare`) has those pixels transparent and is blended over the canvas; any other replaces
/// the canvas there. Lossy, the picture is an opaque VP8 that replaces the canvas.
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
    /// (scripts/bench-formats.sh; BENCHMARKS.md, "Every format on a flat and a photo carousel"): medium keeps the worst
    /// frame at 39.4 dB there at 320 px, above the 36 dB asked of it, at 0.15 of the GIF's size;
    /// docs/animation.md states the floor each level is held to.
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
        try AnimatedExport.inMemory { try write(source, into: $0, options: options, progress: progress) }
    }

    /// Encodes `source` into `sink` as the frames come, lossless or lossy, so memory does not
    /// grow with the frame count; the export's `bytes` stay empty. A lossy rectangle is opaque
    /// (it replaces the canvas there): a lossy picture's transparent pixels would not keep the
    /// canvas's exact colour.
    package static func write(_ source: AnimationSource, into sink: ByteSink, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        // Checked before any frame is drawn, as the writer's start.
        var writer = try WebPAnimationWriter(width: source.width, height: source.height, loop: options.loop, into: sink)
        try source.forEachChangedRect(delayUnit: 1, threads: options.threads, progress: progress, align: evenOrigin) {
            image, region, previous -> (data: [UInt8], blend: Bool) in
            guard options.lossless else { return (try WebPImageEncoder.lossy(image, region: region, quality: options.quality), false) }
            let blend = previous.map { FrameDifference.unchangedShare(image, $0, region) >= blendShare } ?? false
            return (try WebPImageEncoder.lossless(image, region: region, transparentWhereEqualTo: blend ? previous : nil,
                                                  effort: losslessEffort), blend)
        } emit: { frame in
            try writer.add(WebPAnimationWriter.Frame(region: frame.region, data: frame.picture.data, duration: frame.delay,
                                                     blend: frame.picture.blend))
        }
        try writer.finish()
        return AnimatedExport(bytes: [], size: sink.count, storedFrames: writer.frameCount, sourceFrames: source.frameCount,
                              colors: options.lossless ? "lossless" : "lossy, quality \(Int(options.quality))", warnings: [])
    }

    /// `rect` grown left and up by a pixel where its origin is odd: ANMF stores offsets halved.
    static func evenOrigin(_ rect: PixelRect) -> PixelRect {
        let x = rect.x & ~1, y = rect.y & ~1
        return PixelRect(x: x, y: y, width: rect.width + rect.x - x, height: rect.height + rect.y - y)
    }
}
