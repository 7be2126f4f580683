/// Writes an animated GIF: only the changed rectangle of each frame, unchanged pixels inside it
/// transparent where that compresses better, frames without change merged into the one before,
/// delays in centiseconds with carried rounding, and the fewest colour tables that keep the
/// frames exact. Frames are drawn a batch at a time and kept only as runs of colour.
public enum GIFExport {
    /// How the GIF plays and reduces colours.
    public struct Options: Sendable {
        /// How often the animation plays.
        var loop: LoopMode
        package var dithering: Dithering

        /// Playing `loop`, without dithering.
        public init(loop: LoopMode = .forever) {
            self.init(loop: loop, dithering: .none)
        }

        /// Playing `loop`, colours reduced with `dithering` where a frame needs it.
        package init(loop: LoopMode = .forever, dithering: Dithering) {
            self.loop = loop
            self.dithering = dithering
        }
    }

    /// 255: a GIF table holds 256 colours and one index stays reserved for "unchanged".
    static let opaqueColorLimit = 255

    /// Bytes of colour runs kept from the first pass to the second, 64 MiB: a design choice.
    /// Flat UI needs tens of kilobytes a frame, so thousands of frames fit; past it the runs are
    /// dropped and the frames drawn again in the second pass, so memory stays bounded whatever
    /// the frame count (about 8 bytes a pixel for photographs, where drawing twice costs less
    /// than holding them). Under an address-space limit, less when a quarter of what is free
    /// there is less (`MemoryHeadroom.affordable`).
    static var keptRunsBudget: Int { MemoryHeadroom.affordable(64 << 20) }

    /// Encodes `source` in memory; `progress(done, total)` follows the drawing of the frames,
    /// the bulk of the work, on the caller's thread.
    public static func encode(_ source: AnimationSource, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        try encode(source, options: options, keptRuns: keptRunsBudget, progress: progress)
    }

    /// Encodes `source` into `sink`, frame records written as the second pass makes them; the
    /// export's `bytes` stay empty.
    package static func write(_ source: AnimationSource, into sink: ByteSink, options: Options = Options(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> AnimatedExport {
        try write(source, into: sink, options: options, keptRuns: keptRunsBudget, progress: progress)
    }

    /// `encode(_:options:progress:)` keeping at most `budget` bytes of runs between the passes
    /// (tests lower it; it never changes the bytes written).
    static func encode(_ source: AnimationSource, options: Options, keptRuns budget: Int,
                       progress: (_ done: Int, _ total: Int) -> Void) throws -> AnimatedExport {
        try AnimatedExport.inMemory { try write(source, into: $0, options: options, keptRuns: budget, progress: progress) }
    }

    /// `write(_:into:options:progress:)` keeping at most `budget` bytes of runs between the passes.
    static func write(_ source: AnimationSource, into sink: ByteSink, options: Options, keptRuns budget: Int,
                      progress: (_ done: Int, _ total: Int) -> Void) throws -> AnimatedExport {
        // Pass one, a batch of frames at a time: the colours every frame paints and paints over
        // in its changed runs (none for a frame equal to the one before), weighted by how long
        // they stay on screen, and the runs while they fit the budget.
        var shown = ShownColors(frameCount: source.frameCount)
        var stored: [FrameSpans]? = [], kept: [Bool] = [], runBytes = 0
        try source.forEachBatch { first, images, before in
            let changes = try ParallelMap.map(images.count) { i in
                let previous = i == 0 ? before : images[i - 1]
                return try changedRuns(images[i], previous: previous, frame: first + i, of: source, countingReplaced: true)
            }
            for change in changes {
                let k = kept.count
                kept.append(change != nil)
                guard let change else { continue }
                try shown.record(frame: k, spans: change.spans, replaced: change.replaced)
                runBytes += change.spans.runs.count * MemoryLayout<(UInt32, UInt32)>.stride
                if runBytes > budget { stored = nil } else { stored?.append(change.spans) }
            }
            progress(kept.count, source.frameCount)
        }
        let global = try globalPalette(shown)
        let dithering = options.dithering
        let delays = source.timing.keeping(kept).delays(unit: 10)
        let encoder = try GIFEncoder(width: source.width, height: source.height, globalPalette: global?.palette, loop: options.loop,
                                     into: sink)
        // Pass two, a batch at a time: indices and their LZW data on all cores, appended in
        // order, so no more than a batch of frames is held at once; runs are released once used.
        let screen = (width: source.width, height: source.height, palette: global?.palette)
        var written = 0, reduced = 0
        func write(_ frames: [(records: [UInt8], exact: Bool)]) throws {
            for frame in frames {
                try encoder.append(records: frame.records)
                written += 1
                if !frame.exact { reduced += 1 }
            }
        }
        if var runs = stored {
            for start in stride(from: 0, to: runs.count, by: source.batchSize) {
                let batch = Array(runs[start..<min(runs.count, start + source.batchSize)])
                for k in start..<(start + batch.count) { runs[k].runs = [] }
                try write(try ParallelMap.map(batch.count) { k in
                    try compressed(batch[k], global: global, dithering: dithering, delay: delays[start + k], screen: screen)
                })
            }
        } else {
            // Each source frame's place among the stored ones (for its delay).
            var ordinals = [Int](), count = 0
            for keep in kept { ordinals.append(count); if keep { count += 1 } }
            let ordinal = ordinals
            try source.forEachBatch { first, images, before in
                let frames = try ParallelMap.map(images.count) { i in
                    try changedRuns(images[i], previous: i == 0 ? before : images[i - 1], frame: first + i, of: source).map {
                        try compressed($0, global: global, dithering: dithering, delay: delays[ordinal[first + i]], screen: screen)
                    }
                }
                try write(frames.compactMap { $0 })
            }
        }
        let colors = global.map { "one global palette of \($0.palette.count - 1) colours (\($0.isExact ? "exact" : "reduced from \(shown.count)"))" }
            ?? "a palette per frame: \(written - reduced) exact, \(reduced) reduced to \(opaqueColorLimit) colours"
        try encoder.finish()
        return AnimatedExport(bytes: [], size: sink.count, storedFrames: written, sourceFrames: kept.count,
                              colors: colors, warnings: warnings(delays, fps: source.fps))
    }

    /// Frame `k`'s runs inside the rectangle that changed since `previous` (the whole frame
    /// without one); nil when nothing changed.
    static func changedRuns(_ image: RGBImage, previous: RGBImage?, frame k: Int, of source: AnimationSource) throws -> FrameSpans? {
        try changedRuns(image, previous: previous, frame: k, of: source, countingReplaced: false)?.spans
    }

    /// The same, with the colours the changed pixels replace when `countingReplaced`
    /// (`FrameSpans.withReplaced`; empty otherwise).
    static func changedRuns(_ image: RGBImage, previous: RGBImage?, frame k: Int, of source: AnimationSource,
                            countingReplaced: Bool) throws -> (spans: FrameSpans, replaced: ColorHashMap)? {
        try source.checkSize(image, frame: k)
        if source.repeated?.repeatsPrevious(k) == true { return nil }
        let region = previous.map { FrameDifference.changedRect(from: $0, to: image) }
            ?? PixelRect(x: 0, y: 0, width: source.width, height: source.height)
        return try region.map { region in
            countingReplaced ? try FrameSpans.withReplaced(image, previous: previous, region: region)
                : (try FrameSpans(image, previous: previous, region: region), ColorHashMap())
        }
    }

    /// One frame as GIF records (graphic control, image descriptor, LZW data) for a file of
    /// `screen`'s size and global table: indices in the global palette when there is one, else
    /// in the frame's own table (exact with at most 255 colours, else a median cut of them).
    static func compressed(_ spans: FrameSpans, global: PaletteMapper?, dithering: Dithering, delay: Int,
                           screen: (width: Int, height: Int, palette: [UInt32]?)) throws -> (records: [UInt8], exact: Bool) {
        var mapper: PaletteMapper
        var transparent: Int?
        if let global {
            mapper = global
            transparent = global.palette.count - 1
        } else {
            let colors = try spans.histogram().entries()
            let exact = colors.count <= opaqueColorLimit
            let palette = exact ? colors.map(\.color) : MedianCut.palette(colors, maxColors: opaqueColorLimit)
            transparent = spans.hasUnchanged ? palette.count : nil
            mapper = try PaletteMapper(colors: palette, isExact: exact, transparentSlot: transparent != nil)
        }
        // Which unchanged runs to make transparent: LZW decides, so each way is compressed and
        // the smallest kept (ties keep the earlier choice). One way when nothing may be either,
        // and for dithered frames, mapped pixel by pixel with every unchanged pixel transparent.
        let mapsRuns = mapper.isExact || dithering == .none
        let choices = transparent == nil || !mapsRuns ? [.fewestRuns] : FrameIndexer.RunChoice.allCases
        // Colours mapped once for every choice, where they map run by run.
        let runs = mapsRuns ? FrameIndexer.indexRuns(spans, mapper: &mapper, transparent: transparent, dithering: dithering,
                                                     repaintsUnchanged: global != nil) : nil
        var tried: [[UInt8]] = [], best: [UInt8]?
        for choice in choices {
            let indices = runs.map { FrameIndexer.indices($0, area: spans.region.area, transparent: transparent, choice: choice) }
                ?? FrameIndexer.dithered(spans, mapper: &mapper, transparent: transparent, dithering: dithering)
            guard !tried.contains(indices) else { continue }
            tried.append(indices)
            let frame = IndexedFrame(region: spans.region, indices: indices, palette: global == nil ? mapper.palette : nil,
                                     transparentIndex: transparent)
            let records = try GIFEncoder.records(of: frame, delay: delay, screenWidth: screen.width, screenHeight: screen.height,
                                                 globalPalette: screen.palette)
            if records.count < best?.count ?? Int.max { best = records }
        }
        return (best!, mapper.isExact)
    }

    /// A global palette reduced from more colours must keep the animation at least this close to
    /// its frames, in dB of PSNR over every pixel of every frame (`ShownColors`, the measure of
    /// ffmpeg's psnr filter): the 45 dB quality floor of docs/animation.md plus 1 dB of margin.
    /// One table is what ffmpeg's palettegen/paletteuse writes too, and per-frame tables cost
    /// 768 bytes a frame, which made a card carousel with a gradient larger than ffmpeg's GIF.
    /// Below it every frame gets its own table (exact where it can be).
    static let globalPaletteMinimumPSNR = 46.0

    /// One colour table for every frame: all colours when there are at most 255, else a median
    /// cut of them, weighted by time on screen, when it keeps `globalPaletteMinimumPSNR`; nil when
    /// frames need their own.
    static func globalPalette(_ shown: ShownColors) throws -> PaletteMapper? {
        let colors = shown.entries()
        if colors.count <= opaqueColorLimit { return try PaletteMapper(colors: colors.map(\.color), isExact: true, transparentSlot: true) }
        let palette = MedianCut.palette(colors, maxColors: opaqueColorLimit)
        // Every colour shown is searched once, here, for the PSNR; the mapper keeps the answers,
        // so no frame searches the palette again (each frame's copy would, for its own colours).
        let nearest = colors.map { MedianCut.nearest($0.color, in: palette) }
        guard MedianCut.psnr(colors, palette, nearest: nearest) >= globalPaletteMinimumPSNR else { return nil }
        return try PaletteMapper(colors: palette, isExact: false, transparentSlot: true,
                             known: zip(colors, nearest).map { (color: $0.color, index: $1) })
    }

    /// The warning for delays browsers cannot play.
    static func warnings(_ delays: [Int], fps: Double?) -> [AnimationWarning] {
        let short = delays.filter { $0 < FrameTiming.minimumGIFDelay }.count
        return short > 0 ? [.shortGIFDelays(count: short, total: delays.count, fps: fps)] : []
    }
}
