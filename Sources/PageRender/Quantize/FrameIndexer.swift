/// Counts and maps the pixels of one frame's changed rectangle. A pixel equal to the previous
/// frame's is "unchanged": it is left out of the histogram and becomes the transparent index,
/// so the canvas keeps showing it. Runs of one colour are handled once, which is what makes
/// flat UI fast.
enum FrameIndexer {
    /// Colour counts of the pixels of `region` that differ from `previous` (all of them when
    /// there is no previous frame), and whether any pixel in `region` is unchanged.
    static func histogram(_ image: RGBImage, previous: RGBImage?, region: PixelRect) -> (counts: ColorHashMap, hasUnchanged: Bool) {
        var counts = ColorHashMap()
        var hasUnchanged = false
        image.pixels.withUnsafeBufferPointer { pixels in
            var runColor: UInt32 = 0, runLength = 0
            for y in region.y..<(region.y + region.height) {
                let start = y * image.width + region.x
                for i in start..<(start + region.width) {
                    let c = pixels[i]
                    if let previous, previous.pixels[i] == c { hasUnchanged = true; continue }
                    if c == runColor { runLength += 1; continue }
                    if runLength > 0 { counts.add(runColor, runLength) }
                    runColor = c
                    runLength = 1
                }
            }
            if runLength > 0 { counts.add(runColor, runLength) }
        }
        return (counts, hasUnchanged)
    }

    /// Palette indices for `region`: `transparent` for unchanged pixels, otherwise the mapped
    /// (and, for an inexact palette, dithered) colour.
    static func indices(_ image: RGBImage, previous: RGBImage?, region: PixelRect, mapper: inout PaletteMapper,
                        transparent: Int?, dithering: Dithering) -> [UInt8] {
        let dithering = mapper.isExact ? .none : dithering
        switch dithering {
        case .none, .ordered:
            let spread = dithering == .ordered ? mapper.ditherSpread() : 0
            var out = [UInt8](repeating: 0, count: region.area)
            var lastColor: UInt32 = 0xFFFF_FFFF, lastIndex: UInt8 = 0
            var k = 0
            for y in region.y..<(region.y + region.height) {
                for x in region.x..<(region.x + region.width) {
                    let i = y * image.width + x
                    let c = image.pixels[i]
                    if let previous, let transparent, previous.pixels[i] == c {
                        out[k] = UInt8(transparent)
                    } else if spread > 0 {
                        // Offsets span ±spread/2 around the colour, the same on all channels.
                        let offset = (Dithering.bayer8[(y & 7) * 8 + (x & 7)] * 2 - 63) * spread / 128
                        out[k] = mapper.index(of: shifted(c, by: offset))
                    } else {
                        if c != lastColor { lastColor = c; lastIndex = mapper.index(of: c) }
                        out[k] = lastIndex
                    }
                    k += 1
                }
            }
            return out
        case .floydSteinberg:
            return diffused(image, previous: previous, region: region, mapper: &mapper, transparent: transparent)
        }
    }

    /// Floyd–Steinberg: each pixel's error goes 7/16 right, 3/16 down-left, 5/16 down, 1/16
    /// down-right. Unchanged (transparent) pixels absorb no error.
    private static func diffused(_ image: RGBImage, previous: RGBImage?, region: PixelRect, mapper: inout PaletteMapper,
                                 transparent: Int?) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: region.area)
        // Errors in 1/16 units, with one guard column each side; three channels interleaved.
        var current = [Int](repeating: 0, count: (region.width + 2) * 3)
        var next = current
        var k = 0
        for y in region.y..<(region.y + region.height) {
            for x in region.x..<(region.x + region.width) {
                let i = y * image.width + x
                let c = image.pixels[i]
                let e = (x - region.x + 1) * 3
                if let previous, let transparent, previous.pixels[i] == c {
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
