/// Maps colours to palette indices: exactly when the palette holds every colour, else to the
/// nearest colour, remembering each answer because flat UI repeats a few colours many times.
struct PaletteMapper: Sendable {
    let palette: [UInt32]
    /// True when every colour that will be mapped is in the palette.
    let isExact: Bool
    private var cache: ColorHashMap

    init(palette: [UInt32], isExact: Bool) {
        precondition((1...256).contains(palette.count), "a GIF palette holds 1…256 colours")
        self.palette = palette
        self.isExact = isExact
        cache = ColorHashMap(capacity: palette.count * 4)
        for (i, c) in palette.enumerated() where cache.value(for: c) == nil { cache.set(c, i) }
    }

    /// The palette index for `color`.
    @inline(__always) mutating func index(of color: UInt32) -> UInt8 {
        if let i = cache.value(for: color) { return UInt8(truncatingIfNeeded: i) }
        let i = MedianCut.nearest(color, in: palette)
        cache.set(color, i)
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
        for (i, a) in palette.enumerated() {
            var best = Int.max
            for (j, b) in palette.enumerated() where j != i && a != b {
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
