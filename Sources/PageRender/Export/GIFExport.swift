/// Writes an animated GIF: only the changed rectangle of each frame, unchanged pixels inside it
/// transparent, frames without change merged into the one before, delays in centiseconds with
/// carried rounding, and the fewest colour tables that keep the frames exact.
public enum GIFExport {
    public struct Options: Sendable {
        public var loop: LoopMode
        public var dithering: Dithering

        public init(loop: LoopMode = .forever, dithering: Dithering = .none) {
            self.loop = loop
            self.dithering = dithering
        }
    }

    /// 255: a GIF table holds 256 colours and one index stays reserved for "unchanged".
    static let opaqueColorLimit = 255

    /// Per-frame findings before any index is written.
    struct FramePlan: Sendable {
        /// Changed rectangle; nil when the frame equals the one before.
        var region: PixelRect?
        var counts: ColorHashMap
        var hasUnchanged: Bool
    }

    public static func encode(_ source: AnimationSource, options: Options = Options()) throws -> AnimatedExport {
        let images = try source.images()
        for (k, image) in images.enumerated() where image.width != source.width || image.height != source.height {
            throw RenderError("frame \(k) is \(image.width)×\(image.height) px but the animation is \(source.width)×\(source.height); render every frame at one size")
        }
        let plans = try ParallelMap.map(images.count) { k in plan(images, k) }
        var union = ColorHashMap(capacity: 1024)
        for plan in plans { union.merge(plan.counts) }
        let global: PaletteMapper? = union.count <= opaqueColorLimit
            ? PaletteMapper(palette: union.entries().map(\.color) + [0], isExact: true) : nil
        let dithering = options.dithering
        let frames = try ParallelMap.map(images.count) { k -> (frame: IndexedFrame, exact: Bool)? in
            guard let region = plans[k].region else { return nil }
            let previous = k == 0 ? nil : images[k - 1]
            var mapper: PaletteMapper
            var transparent: Int?
            if let global {
                mapper = global
                transparent = global.palette.count - 1
            } else {
                let colors = plans[k].counts.entries()
                let exact = colors.count <= opaqueColorLimit
                let palette = exact ? colors.map(\.color) : MedianCut.palette(colors, maxColors: opaqueColorLimit)
                transparent = plans[k].hasUnchanged ? palette.count : nil
                mapper = PaletteMapper(palette: transparent == nil ? palette : palette + [0], isExact: exact)
            }
            let indices = FrameIndexer.indices(images[k], previous: previous, region: region, mapper: &mapper,
                                               transparent: transparent, dithering: dithering)
            return (IndexedFrame(region: region, indices: indices, palette: global == nil ? mapper.palette : nil,
                                 transparentIndex: transparent), mapper.isExact)
        }
        let timing = source.timing.keeping(frames.map { $0 != nil })
        let delays = timing.delays(unit: 10)
        let encoder = try GIFEncoder(width: source.width, height: source.height, globalPalette: global?.palette, loop: options.loop)
        for (frame, delay) in zip(frames.compactMap { $0 }, delays) { try encoder.add(frame.frame, delay: delay) }
        let stored = frames.compactMap { $0 }
        let quantized = stored.filter { !$0.exact }.count
        let colors = global.map { "one global palette of \($0.palette.count - 1) colours (exact)" }
            ?? "a palette per frame: \(stored.count - quantized) exact, \(quantized) reduced to \(opaqueColorLimit) colours"
        return AnimatedExport(bytes: try encoder.finish(), storedFrames: stored.count, sourceFrames: images.count,
                              colors: colors, warnings: warnings(delays, fps: source.fps))
    }

    static func plan(_ images: [RGBImage], _ k: Int) -> FramePlan {
        let image = images[k]
        let region = k == 0
            ? PixelRect(x: 0, y: 0, width: image.width, height: image.height)
            : FrameDifference.changedRect(from: images[k - 1], to: image)
        guard let region else { return FramePlan(region: nil, counts: ColorHashMap(), hasUnchanged: true) }
        let (counts, hasUnchanged) = FrameIndexer.histogram(image, previous: k == 0 ? nil : images[k - 1], region: region)
        return FramePlan(region: region, counts: counts, hasUnchanged: hasUnchanged)
    }

    /// The warning for delays browsers cannot play, naming the cause and the fix.
    static func warnings(_ delays: [Int], fps: Double?) -> [String] {
        let short = delays.filter { $0 < FrameTiming.minimumGIFDelay }.count
        guard short > 0 else { return [] }
        let rate = fps.map { " at \(JSONValue.format($0)) fps" } ?? ""
        return ["\(short) of \(delays.count) GIF frame delays are under 2 cs\(rate): GIF stores whole centiseconds and browsers play delays under 2 cs as 10 cs, so the GIF will run slower than the timeline; use --fps 50 or lower, or --format webp"]
    }
}
