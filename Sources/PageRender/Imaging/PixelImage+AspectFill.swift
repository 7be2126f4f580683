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
        let columns = Taps(count: width, from: x0, span: cropWidth, limit: self.width)
        let rows = Taps(count: height, from: y0, span: cropHeight, limit: self.height)
        // Horizontal pass over the rows any output row reads, then vertical. Flat arrays and
        // unsafe buffers: this runs once per image and item size, over every output pixel.
        var rowOf = [Int](repeating: -1, count: self.height)
        var usedRows = 0
        for i in rows.index.indices where rowOf[rows.index[i]] < 0 {
            rowOf[rows.index[i]] = 0
        }
        for y in 0..<self.height where rowOf[y] == 0 {
            rowOf[y] = usedRows
            usedRows += 1
        }
        var horizontal = [SIMD4<Float>](repeating: .zero, count: usedRows * width)
        let sourceWidth = self.width
        pixels.withUnsafeBufferPointer { source in
            horizontal.withUnsafeMutableBufferPointer { h in
                for y in 0..<self.height where rowOf[y] >= 0 {
                    let base = y * sourceWidth, k = rowOf[y]
                    for x in 0..<width {
                        var c = SIMD4<Float>.zero
                        for t in columns.first[x]..<columns.first[x + 1] {
                            let p = source[base + columns.index[t]]
                            c += columns.weight[t] * SIMD4<Float>(Float(p >> 24), Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
                        }
                        h[k * width + x] = c
                    }
                }
            }
        }
        var out = [UInt32](repeating: 0, count: width * height)
        horizontal.withUnsafeBufferPointer { h in
            out.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    for x in 0..<width {
                        var c = SIMD4<Float>.zero
                        for t in rows.first[y]..<rows.first[y + 1] { c += rows.weight[t] * h[rowOf[rows.index[t]] * width + x] }
                        let alpha = Self.channel(c[0])
                        // Premultiplied: no colour channel may exceed alpha after rounding.
                        out[y * width + x] = alpha << 24 | min(Self.channel(c[1]), alpha) << 16 | min(Self.channel(c[2]), alpha) << 8
                            | min(Self.channel(c[3]), alpha)
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: out)
    }

    /// A channel value rounded half away from zero and clamped to 0…255: what `Float.rounded()`
    /// gives, computed in Double (exact for a Float plus one half) so no libm call is made per
    /// channel.
    @inline(__always) private static func channel(_ v: Float) -> UInt32 {
        v <= 0 ? 0 : v >= 255 ? 255 : UInt32(Double(v) + 0.5)
    }

    /// For each of `count` output pixels covering `span` source pixels from `from`, the source
    /// pixels it reads and their weights (summing to 1): output i reads taps first[i]..<first[i + 1].
    private struct Taps {
        var first: [Int] = [0]
        var index: [Int] = []
        var weight: [Float] = []

        init(count: Int, from: Double, span: Double, limit: Int) {
            let step = span / Double(count)
            for i in 0..<count {
                let start = from + Double(i) * step, end = start + step
                if step >= 1 {
                    // Box: the overlap of [start, end) with each source pixel.
                    var x = Int(start.rounded(.down))
                    while Double(x) < end {
                        let overlap = min(end, Double(x + 1)) - max(start, Double(x))
                        if overlap > 0 { add(min(max(x, 0), limit - 1), Float(overlap / step)) }
                        x += 1
                    }
                } else {
                    // Linear: between the two source pixel centres around the output pixel's centre.
                    let centre = (start + end) / 2 - 0.5
                    let left = Int(centre.rounded(.down)), t = Float(centre - Double(left))
                    add(min(max(left, 0), limit - 1), 1 - t)
                    add(min(max(left + 1, 0), limit - 1), t)
                }
                first.append(index.count)
            }
        }

        private mutating func add(_ i: Int, _ w: Float) {
            index.append(i)
            weight.append(w)
        }
    }
}
