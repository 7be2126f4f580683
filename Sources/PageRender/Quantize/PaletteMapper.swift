/// Maps colours to palette indices: exactly when the palette holds every colour, else to the
/// nearest colour, remembering each answer because flat UI repeats a few colours many times.
struct PaletteMapper: Sendable {
    /// The colour table as written, the transparent slot (when any) last.
    let palette: [UInt32]
    /// True when every colour that will be mapped is in the palette.
    let isExact: Bool
    /// The colours a pixel may map to: `palette` without its transparent slot, whose filler
    /// colour must never be chosen for a real pixel (it would show the previous frame instead).
    private let opaque: [UInt32]
    private var cache: ColorHashMap

    /// `colors` are the opaque entries; `transparentSlot` appends one more entry (black filler)
    /// reserved for "unchanged" pixels, which no colour maps to. `known` are answers already
    /// found, each `MedianCut.nearest(color, in: colors)`, remembered from the start: a palette
    /// shared by every frame is then searched once per colour, not once per colour and frame.
    init(colors: [UInt32], isExact: Bool, transparentSlot: Bool, known: [(color: UInt32, index: Int)] = []) throws {
        precondition((1...256).contains(colors.count + (transparentSlot ? 1 : 0)), "a GIF palette holds 1…256 colours")
        opaque = colors
        palette = transparentSlot ? colors + [0] : colors
        self.isExact = isExact
        cache = try ColorHashMap.reserving(palette.count * 4 + known.count)
        for (i, c) in colors.enumerated() where cache.value(for: c) == nil { try cache.set(c, i) }
        // A palette colour is its own nearest at its first index, as set above.
        for entry in known where cache.value(for: entry.color) == nil { try cache.set(entry.color, entry.index) }
    }

    /// The palette index for `color` (never the transparent slot).
    @inline(__always) mutating func index(of color: UInt32) -> UInt8 {
        if let i = cache.value(for: color) { return UInt8(truncatingIfNeeded: i) }
        let i = MedianCut.nearest(color, in: opaque)
        cache.remember(color, i)
        return UInt8(truncatingIfNeeded: i)
    }

    /// The index of exactly `color`, or nil when the palette lacks it.
    func exactIndex(of color: UInt32) -> UInt8? {
        guard let i = cache.value(for: color), palette[i] == color else { return nil }
        return UInt8(truncatingIfNeeded: i)
    }

    /// Half the typical distance between neighbouring palette colours, per channel: the
    /// amplitude that lets an ordered pattern reach the neighbours without overshooting.
    func ditherSpread() -> Int {
        var distances: [Int] = []
        for (i, a) in opaque.enumerated() {
            var best = Int.max
            for (j, b) in opaque.enumerated() where j != i && a != b {
                best = min(best, max(abs(a.redChannel - b.redChannel), abs(a.greenChannel - b.greenChannel),
                                     abs(a.blueChannel - b.blueChannel)))
            }
            if best != Int.max { distances.append(best) }
        }
        guard !distances.isEmpty else { return 0 }
        // 4…32 levels: below 4 the pattern is invisible, above 32 it swamps the picture.
        return min(32, max(4, distances.sorted()[distances.count / 2]))
    }
}
