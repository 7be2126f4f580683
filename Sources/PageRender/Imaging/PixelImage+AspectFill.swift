/// Scaling an item image to the item once per item size (not per frame).
extension PixelImage {
    /// The image scaled to fill `width` × `height` pixels while keeping its aspect ratio, centred,
    /// the overflow cropped (UIKit's `.scaleAspectFill` with clipping). Downscaling averages the
    /// source pixels each output pixel covers (a box filter, so no aliasing); upscaling
    /// interpolates linearly. Premultiplied channels average correctly across alpha.
    func aspectFilled(width: Int, height: Int) -> PixelImage {
        precondition(width > 0 && height > 0, "an aspect-filled image needs a positive size")
        // Already the item's size: every tap would weigh one source pixel by 1.
        if width == self.width && height == self.height { return self }
        // The crop of the source with the target's aspect ratio, centred.
        let scale = max(Double(width) / Double(self.width), Double(height) / Double(self.height))
        let cropWidth = Double(width) / scale, cropHeight = Double(height) / scale
        let x0 = (Double(self.width) - cropWidth) / 2, y0 = (Double(self.height) - cropHeight) / 2
        let columns = Self.taps(count: width, from: x0, span: cropWidth, limit: self.width)
        let rows = Self.taps(count: height, from: y0, span: cropHeight, limit: self.height)
        // Horizontal pass over the rows any output row reads, then vertical.
        let usedRows = Set(rows.flatMap { $0.map(\.index) }).sorted()
        var rowOf = [Int](repeating: -1, count: self.height)
        var horizontal = [Float](repeating: 0, count: usedRows.count * width * 4)
        for (k, y) in usedRows.enumerated() {
            rowOf[y] = k
            let base = y * self.width
            for (x, weights) in columns.enumerated() {
                var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                for tap in weights {
                    let p = pixels[base + tap.index]
                    a += tap.weight * Float(p >> 24)
                    r += tap.weight * Float((p >> 16) & 0xFF)
                    g += tap.weight * Float((p >> 8) & 0xFF)
                    b += tap.weight * Float(p & 0xFF)
                }
                let o = (k * width + x) * 4
                horizontal[o] = a; horizontal[o + 1] = r; horizontal[o + 2] = g; horizontal[o + 3] = b
            }
        }
        var out = [UInt32](repeating: 0, count: width * height)
        for (y, weights) in rows.enumerated() {
            for x in 0..<width {
                var c: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for tap in weights {
                    let o = (rowOf[tap.index] * width + x) * 4
                    c.0 += tap.weight * horizontal[o]; c.1 += tap.weight * horizontal[o + 1]
                    c.2 += tap.weight * horizontal[o + 2]; c.3 += tap.weight * horizontal[o + 3]
                }
                let alpha = Self.channel(c.0)
                // Premultiplied: no colour channel may exceed alpha after rounding.
                out[y * width + x] = alpha << 24 | min(Self.channel(c.1), alpha) << 16 | min(Self.channel(c.2), alpha) << 8 | min(Self.channel(c.3), alpha)
            }
        }
        return PixelImage(width: width, height: height, pixels: out)
    }

    private struct Tap {
        var index: Int
        var weight: Float
    }

    private static func channel(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v.rounded()))) }

    /// For each of `count` output pixels covering `span` source pixels from `from`, the source
    /// pixels it reads and their weights (summing to 1).
    private static func taps(count: Int, from: Double, span: Double, limit: Int) -> [[Tap]] {
        let step = span / Double(count)
        return (0..<count).map { i in
            let start = from + Double(i) * step, end = start + step
            if step >= 1 {
                // Box: the overlap of [start, end) with each source pixel.
                var taps: [Tap] = []
                var x = Int(start.rounded(.down))
                while Double(x) < end {
                    let overlap = min(end, Double(x + 1)) - max(start, Double(x))
                    if overlap > 0 { taps.append(Tap(index: min(max(x, 0), limit - 1), weight: Float(overlap / step))) }
                    x += 1
                }
                return taps
            }
            // Linear: between the two source pixel centres around the output pixel's centre.
            let centre = (start + end) / 2 - 0.5
            let left = Int(centre.rounded(.down)), t = Float(centre - Double(left))
            return [Tap(index: min(max(left, 0), limit - 1), weight: 1 - t), Tap(index: min(max(left + 1, 0), limit - 1), weight: t)]
        }
    }
}
