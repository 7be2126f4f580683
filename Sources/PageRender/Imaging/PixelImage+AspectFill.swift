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
        // Shrinking averages what each output pixel covers; enlarging interpolates linearly.
        func taps(_ count: Int, _ from: Double, _ span: Double, _ limit: Int) -> ResampleTaps {
            span >= Double(count) ? ResampleTaps.area(count: count, from: from, span: span, limit: limit)
                : ResampleTaps.linear(count: count, from: from, span: span, limit: limit)
        }
        let columns = taps(width, x0, cropWidth, self.width)
        let rows = taps(height, y0, cropHeight, self.height)
        // Horizontal pass over the rows any output row reads, then vertical. Flat arrays and
        // unsafe buffers: this runs once per image and item size, over every output pixel.
        var rowOf = [Int](repeating: -1, count: self.height)
        var usedRows = 0
        for y in rows.index where rowOf[y] < 0 { rowOf[y] = 0 }
        for y in 0..<self.height where rowOf[y] == 0 {
            rowOf[y] = usedRows
            usedRows += 1
        }
        let sourceWidth = self.width
        var horizontal = [SIMD4<Float>](repeating: .zero, count: usedRows * width)
        // One source row as floats: each pixel converted once, however many taps read it (two
        // or three per pixel when enlarging).
        var sourceRow = [SIMD4<Float>](repeating: .zero, count: sourceWidth)
        columns.withBuffers { first, index, weight in
            pixels.withUnsafeBufferPointer { source in
                sourceRow.withUnsafeMutableBufferPointer { row in
                    horizontal.withUnsafeMutableBufferPointer { h in
                        for y in 0..<self.height where rowOf[y] >= 0 {
                            let base = y * sourceWidth
                            for x in 0..<sourceWidth {
                                let p = source[base + x]
                                row[x] = SIMD4<Float>(Float(p >> 24), Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
                            }
                            let k = rowOf[y] * width
                            for x in 0..<width {
                                var c = SIMD4<Float>.zero
                                for t in first[x]..<first[x + 1] { c += weight[t] * row[index[t]] }
                                h[k + x] = c
                            }
                        }
                    }
                }
            }
        }
        // Vertical pass: each output row is the weighted sum of whole rows of the horizontal
        // pass, added in tap order (the same sums, in the same order, as pixel by pixel).
        var out = [UInt32](repeating: 0, count: width * height)
        var sum = [SIMD4<Float>](repeating: .zero, count: width)
        rows.withBuffers { first, index, weight in
            horizontal.withUnsafeBufferPointer { h in
                sum.withUnsafeMutableBufferPointer { sum in
                    out.withUnsafeMutableBufferPointer { out in
                        for y in 0..<height {
                            for x in 0..<width { sum[x] = .zero }
                            for t in first[y]..<first[y + 1] {
                                let w = weight[t], k = rowOf[index[t]] * width
                                for x in 0..<width { sum[x] += w * h[k + x] }
                            }
                            let o = y * width
                            for x in 0..<width {
                                let c = sum[x], alpha = Self.channel(c[0])
                                // Premultiplied: no colour channel may exceed alpha after rounding.
                                out[o + x] = alpha << 24 | min(Self.channel(c[1]), alpha) << 16
                                    | min(Self.channel(c[2]), alpha) << 8 | min(Self.channel(c[3]), alpha)
                            }
                        }
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
}
