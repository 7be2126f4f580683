/// Writes an animated GIF: only the changed rectangle of each frame, unchanged pixels inside it
/// transparent where that compresses better, frames without change merged into the one before,
/// delays in centiseconds with carried rounding, and the fewest colour tables that keep the
/// frames exact. Frames are drawn a batch at a time and kept only as runs of colour.
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

    /// Encodes `source`; `progress(done, total)` follows the drawing of the frames, the bulk of
    /// the work, on the caller's thread.
    public static func encode(_ source: AnimationSource, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        let (width, height) = (source.width, source.height)
        // Each frame's changed runs (nil: equal to the frame before) and colour counts.
        let changes = try source.mapFrames(progress: progress) { k, image, previous -> (spans: FrameSpans, counts: ColorHashMap)? in
            guard image.width == width, image.height == height else {
                throw RenderError("frame \(k) is \(image.width)×\(image.height) px but the animation is \(width)×\(height); render every frame at one size")
            }
            let region = previous.map { FrameDifference.changedRect(from: $0, to: image) }
                ?? PixelRect(x: 0, y: 0, width: width, height: height)
            guard let region else { return nil }
            let spans = FrameSpans(image, previous: previous, region: region)
            return (spans, spans.histogram())
        }
        var union = ColorHashMap(capacity: 1024)
        for change in changes { if let change { union.merge(change.counts) } }
        let global = globalPalette(union)
        let stored = changes.compactMap { $0 }
        let dithering = options.dithering
        let frames = try ParallelMap.map(stored.count) { k -> (frame: IndexedFrame, exact: Bool) in
            let (spans, counts) = stored[k]
            var mapper: PaletteMapper
            var transparent: Int?
            if let global {
                mapper = global
                transparent = global.palette.count - 1
            } else {
                let colors = counts.entries()
                let exact = colors.count <= opaqueColorLimit
                let palette = exact ? colors.map(\.color) : MedianCut.palette(colors, maxColors: opaqueColorLimit)
                transparent = spans.hasUnchanged ? palette.count : nil
                mapper = PaletteMapper(colors: palette, isExact: exact, transparentSlot: transparent != nil)
            }
            let indices = FrameIndexer.indices(spans, mapper: &mapper, transparent: transparent, dithering: dithering,
                                               repaintsUnchanged: global != nil)
            return (IndexedFrame(region: spans.region, indices: indices, palette: global == nil ? mapper.palette : nil,
                                 transparentIndex: transparent), mapper.isExact)
        }
        let delays = source.timing.keeping(changes.map { $0 != nil }).delays(unit: 10)
        let encoder = try GIFEncoder(width: width, height: height, globalPalette: global?.palette, loop: options.loop)
        for (frame, delay) in zip(frames, delays) { try encoder.add(frame.frame, delay: delay) }
        let reduced = frames.filter { !$0.exact }.count
        let colors = global.map { "one global palette of \($0.palette.count - 1) colours (\($0.isExact ? "exact" : "reduced from \(union.count)"))" }
            ?? "a palette per frame: \(frames.count - reduced) exact, \(reduced) reduced to \(opaqueColorLimit) colours"
        return AnimatedExport(bytes: try encoder.finish(), storedFrames: frames.count, sourceFrames: changes.count,
                              colors: colors, warnings: warnings(delays, fps: source.fps))
    }

    /// A global palette reduced from more colours must keep the animation at least this close to
    /// its frames, in dB of PSNR over the changed pixels (unchanged ones are exact, so the whole
    /// file scores higher): the 45 dB quality floor of docs/animation.md plus 1 dB of margin.
    /// One table is what ffmpeg's palettegen/paletteuse writes too, and per-frame tables cost
    /// 768 bytes a frame, which made a card carousel with a gradient larger than ffmpeg's GIF.
    /// Below it every frame gets its own table (exact where it can be).
    static let globalPaletteMinimumPSNR = 46.0

    /// One colour table for every frame: all colours when there are at most 255, else a median
    /// cut of them when it keeps `globalPaletteMinimumPSNR`; nil when frames need their own.
    static func globalPalette(_ union: ColorHashMap) -> PaletteMapper? {
        let colors = union.entries()
        if colors.count <= opaqueColorLimit { return PaletteMapper(colors: colors.map(\.color), isExact: true, transparentSlot: true) }
        let palette = MedianCut.palette(colors, maxColors: opaqueColorLimit)
        guard MedianCut.psnr(colors, palette) >= globalPaletteMinimumPSNR else { return nil }
        return PaletteMapper(colors: palette, isExact: false, transparentSlot: true)
    }

    /// The warning for delays browsers cannot play.
    static func warnings(_ delays: [Int], fps: Double?) -> [AnimationWarning] {
        let short = delays.filter { $0 < FrameTiming.minimumGIFDelay }.count
        return short > 0 ? [.shortGIFDelays(count: short, total: delays.count, fps: fps)] : []
    }
}
