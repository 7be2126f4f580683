/// Writes one frame's palette indices from its runs. An unchanged pixel may become the
/// transparent index, so the canvas keeps showing it.
enum FrameIndexer {
    /// Palette indices for `spans.region` with dithering into a reduced palette, mapped pixel
    /// by pixel; an unchanged pixel stays transparent (when there is a transparent index), so
    /// static areas never flicker between frames' palettes or dither patterns. Exact palettes
    /// and undithered mapping go run by run instead (`indexRuns`, then `indices(_:area:transparent:choice:)`).
    static func dithered(_ spans: FrameSpans, mapper: inout PaletteMapper, transparent: Int?, dithering: Dithering) -> [UInt8] {
        precondition(!mapper.isExact && dithering != .none, "exact or undithered frames are mapped run by run")
        let (colors, unchanged) = spans.pixels()
        return dithering == .ordered
            ? ordered(colors, unchanged, region: spans.region, mapper: &mapper, transparent: transparent)
            : diffused(colors, unchanged, region: spans.region, mapper: &mapper, transparent: transparent)
    }

    /// The runs with their palette indices, for a mapper that is exact or maps without
    /// dithering (the others map pixel by pixel, `dithered`): what
    /// `indices(_:area:transparent:choice:)` writes out for each choice, so a frame tried several
    /// ways maps its colours once. An unchanged run may be written again where that shows what
    /// the canvas shows: always when `repaintsUnchanged` (one palette for every frame, mapped
    /// without dithering), else where an exact palette holds its colour.
    static func indexRuns(_ spans: FrameSpans, mapper: inout PaletteMapper, transparent: Int?, dithering: Dithering,
                          repaintsUnchanged: Bool) -> [IndexRun] {
        precondition(mapper.isExact || dithering == .none, "dithered frames are mapped pixel by pixel")
        return spans.runs.map { run in
            let color = run.packed & 0xFF_FFFF
            guard run.packed & FrameSpans.unchangedBit != 0 else {
                return IndexRun(index: mapper.index(of: color), unchanged: false, opaqueShowsSame: true, length: Int(run.length))
            }
            // A frame's own exact palette lists only the colours that changed.
            let index = transparent == nil ? nil
                : repaintsUnchanged && dithering == .none ? mapper.index(of: color)
                : mapper.isExact ? mapper.exactIndex(of: color) : nil
            return IndexRun(index: index ?? 0, unchanged: true, opaqueShowsSame: index != nil, length: Int(run.length))
        }
    }

    /// Palette indices for `area` pixels from `runs` (`indexRuns`), the unchanged runs that may
    /// go either way written as `choice` says.
    static func indices(_ runs: [IndexRun], area: Int, transparent: Int?, choice: RunChoice) -> [UInt8] {
        let opaque: [Bool]
        switch transparent == nil ? nil : choice {
        case nil: opaque = runs.map { _ in true }
        case .fewestRuns: opaque = fewestRuns(runs)
        case .opaque: opaque = runs.map(\.opaqueShowsSame)
        case .transparent: opaque = runs.map { !$0.unchanged }
        }
        let clear = UInt8(truncatingIfNeeded: transparent ?? 0)
        precondition(runs.reduce(0) { $0 + $1.length } == area, "the runs cover the region")
        return [UInt8](unsafeUninitializedCapacity: area) { out, written in
            var k = 0
            for (run, writeOpaque) in zip(runs, opaque) {
                let index = writeOpaque ? run.index : clear
                // Photographs make runs of one pixel: a store, not a fill call.
                if run.length == 1 {
                    out[k] = index
                } else {
                    out.baseAddress!.advanced(by: k).initialize(repeating: index, count: run.length)
                }
                k += run.length
            }
            written = k
        }
    }

    /// How unchanged runs that could be written either way are written.
    enum RunChoice: CaseIterable {
        /// The fewest changes of index in scan order (`fewestRuns`).
        case fewestRuns
        /// Opaque wherever the colour shows the same (a frame as gifsicle -O1 stores it).
        case opaque
        /// Transparent wherever unchanged (as ffmpeg's GIF encoder stores it).
        case transparent
    }

    /// Pixels in a row of one palette index, all unchanged or all changed.
    struct IndexRun: Equatable {
        var index: UInt8
        var unchanged: Bool
        /// False for an unchanged run whose colour the palette lacks: it must stay transparent.
        var opaqueShowsSame: Bool
        var length: Int
    }

    /// For each run whether to write it opaque (else transparent, allowed only when unchanged;
    /// opaque allowed only when it shows the same)
    /// with the fewest changes of index in scan order, a dynamic programme over the two choices;
    /// ties keep the choice before. LZW stores a long run in few codes, so transparency wins
    /// over unchanged detail and the own colour wins inside a flat area that moved (gifsicle's
    /// -O2 transparency trick). Inside a run neither choice adds a change, so deciding per run
    /// is deciding per pixel.
    static func fewestRuns(_ runs: [IndexRun]) -> [Bool] {
        let n = runs.count
        guard n > 0 else { return [] }
        let impossible = Int.max / 2
        // Per run, the better predecessor when it is written opaque (bit 0) and when
        // transparent (bit 1); a set bit means "after an opaque run".
        var from = [UInt8](repeating: 0, count: n)
        // Changes so far when the current run is written opaque / transparent.
        var opaque = runs[0].opaqueShowsSame ? 1 : impossible, clear = runs[0].unchanged ? 1 : impossible
        for k in 1..<n {
            let stay = opaque + (runs[k].index == runs[k - 1].index ? 0 : 1), enter = clear + 1
            var bits: UInt8 = stay <= enter ? 1 : 0
            var nextClear = impossible
            if runs[k].unchanged {
                let leave = opaque + 1
                nextClear = min(clear, leave)
                if leave < clear { bits |= 2 }
            }
            from[k] = bits
            opaque = runs[k].opaqueShowsSame ? min(stay, enter) : impossible
            clear = nextClear
        }
        var out = [Bool](repeating: true, count: n)
        var writeOpaque = opaque <= clear
        for k in stride(from: n - 1, through: 0, by: -1) {
            out[k] = writeOpaque
            writeOpaque = from[k] & (writeOpaque ? 1 : 2) != 0
        }
        return out
    }

    /// Ordered dithering: an 8×8 Bayer offset, the same on all channels, spanning ±spread/2,
    /// fixed to canvas positions so unchanged areas keep their pattern.
    private static func ordered(_ colors: [UInt32], _ unchanged: [Bool], region: PixelRect, mapper: inout PaletteMapper,
                                transparent: Int?) -> [UInt8] {
        let spread = mapper.ditherSpread()
        var out = [UInt8](repeating: 0, count: region.area)
        var k = 0
        for y in region.y..<(region.y + region.height) {
            for x in region.x..<(region.x + region.width) {
                if let transparent, unchanged[k] {
                    out[k] = UInt8(transparent)
                } else {
                    let offset = (Dithering.bayer8[(y & 7) * 8 + (x & 7)] * 2 - 63) * spread / 128
                    out[k] = mapper.index(of: shifted(colors[k], by: offset))
                }
                k += 1
            }
        }
        return out
    }

    /// Floyd–Steinberg: each pixel's error goes 7/16 right, 3/16 down-left, 5/16 down, 1/16
    /// down-right. Unchanged (transparent) pixels absorb no error.
    private static func diffused(_ colors: [UInt32], _ unchanged: [Bool], region: PixelRect, mapper: inout PaletteMapper,
                                 transparent: Int?) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: region.area)
        // Errors in 1/16 levels, with one guard column each side; three channels interleaved.
        var current = [Int](repeating: 0, count: (region.width + 2) * 3)
        var next = current
        var k = 0
        for _ in 0..<region.height {
            for x in 0..<region.width {
                let c = colors[k]
                let e = (x + 1) * 3
                if let transparent, unchanged[k] {
                    out[k] = UInt8(transparent)
                    k += 1
                    continue
                }
                let want = (c.redChannel * 16 + current[e], c.greenChannel * 16 + current[e + 1], c.blueChannel * 16 + current[e + 2])
                let index = mapper.index(of: .rgb(clamp((want.0 + 8) >> 4), clamp((want.1 + 8) >> 4), clamp((want.2 + 8) >> 4)))
                out[k] = index
                k += 1
                let got = mapper.palette[Int(index)]
                diffuse(want.0 - got.redChannel * 16, at: e, &current, &next)
                diffuse(want.1 - got.greenChannel * 16, at: e + 1, &current, &next)
                diffuse(want.2 - got.blueChannel * 16, at: e + 2, &current, &next)
            }
            swap(&current, &next)
            for j in next.indices { next[j] = 0 }
        }
        return out
    }

    /// Hands one channel's error (1/16 levels) to the four Floyd–Steinberg neighbours.
    @inline(__always) private static func diffuse(_ error: Int, at e: Int, _ current: inout [Int], _ next: inout [Int]) {
        current[e + 3] += error * 7 / 16
        next[e - 3] += error * 3 / 16
        next[e] += error * 5 / 16
        next[e + 3] += error / 16
    }

    @inline(__always) private static func clamp(_ v: Int) -> Int { min(255, max(0, v)) }

    @inline(__always) private static func shifted(_ c: UInt32, by offset: Int) -> UInt32 {
        .rgb(clamp(c.redChannel + offset), clamp(c.greenChannel + offset), clamp(c.blueChannel + offset))
    }
}
