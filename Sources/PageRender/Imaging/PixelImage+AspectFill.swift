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
        // One source row as floats (lanes blue, green, red, alpha): each pixel converted once,
        // however many taps read it. Every output pixel has at least one tap, which starts its
        // sum (the same as adding it to zero, the sums being never negative); the arrays are
        // filled completely, so they start uninitialised.
        var sourceRow = [SIMD4<Float>](repeating: .zero, count: sourceWidth)
        let pairs = columns.tapsPerPixel == 2
        // Pointers and wrapping arithmetic inside the loops: every index is in range by
        // construction (taps clamped to the source, rows mapped by `rowOf`).
        let horizontal = [SIMD4<Float>](unsafeUninitializedCapacity: usedRows * width) { h, initialized in
            columns.withBuffers { first, index, weight in
                pixels.withUnsafeBufferPointer { source in
                    sourceRow.withUnsafeMutableBufferPointer { row in
                        let row = row.baseAddress!, index = index.baseAddress!, weight = weight.baseAddress!
                        for y in 0..<self.height where rowOf[y] >= 0 {
                            let pixels = source.baseAddress! + y &* sourceWidth
                            for x in 0..<sourceWidth { row[x] = Self.channels(pixels[x]) }
                            let sums = h.baseAddress! + rowOf[y] &* width
                            if pairs {
                                // Two taps for every output pixel (always when enlarging): pixel x
                                // reads taps 2x and 2x + 1.
                                for x in 0..<width {
                                    let t = x &<< 1
                                    sums[x] = weight[t] * row[index[t]] + weight[t &+ 1] * row[index[t &+ 1]]
                                }
                                continue
                            }
                            var t = first[0]
                            for x in 0..<width {
                                let end = first[x &+ 1]
                                var c = weight[t] * row[index[t]]
                                t &+= 1
                                while t < end {
                                    c += weight[t] * row[index[t]]
                                    t &+= 1
                                }
                                sums[x] = c
                            }
                        }
                    }
                }
            }
            initialized = usedRows * width
        }
        // Vertical pass: each output row is the weighted sum of whole rows of the horizontal
        // pass, added in tap order (the same sums, in the same order, as pixel by pixel).
        var sum = [SIMD4<Float>](repeating: .zero, count: width)
        let out = [UInt32](unsafeUninitializedCapacity: width * height) { out, initialized in
            rows.withBuffers { first, index, weight in
                horizontal.withUnsafeBufferPointer { h in
                    sum.withUnsafeMutableBufferPointer { sum in
                        let sum = sum.baseAddress!
                        /// Row `tap` of the horizontal pass.
                        func source(_ tap: Int) -> UnsafePointer<SIMD4<Float>> { h.baseAddress! + rowOf[index[tap]] &* width }
                        for y in 0..<height {
                            let t0 = first[y], t1 = first[y + 1], o = out.baseAddress! + y &* width
                            let w0 = weight[t0], h0 = source(t0)
                            // One or two taps (enlarging, or shrinking by less than two): each
                            // output pixel straight from the rows, without the sums' array.
                            if t1 - t0 == 1 {
                                for x in 0..<width { o[x] = Self.levels(w0 * h0[x]) }
                                continue
                            }
                            if t1 - t0 == 2 {
                                let w1 = weight[t0 + 1], h1 = source(t0 + 1)
                                for x in 0..<width { o[x] = Self.levels(w0 * h0[x] + w1 * h1[x]) }
                                continue
                            }
                            for x in 0..<width { sum[x] = w0 * h0[x] }
                            for t in (t0 + 1)..<t1 {
                                let w = weight[t], ht = source(t)
                                for x in 0..<width { sum[x] += w * ht[x] }
                            }
                            for x in 0..<width { o[x] = Self.levels(sum[x]) }
                        }
                    }
                }
            }
            initialized = width * height
        }
        return PixelImage(width: width, height: height, pixels: out)
    }

    /// A weighted sum of the four channels (blue, green, red, alpha lanes) as a premultiplied
    /// pixel: each rounded half away from zero (the sums are never negative), at most 255, and no
    /// colour above alpha. Adding 2^23 to a value in 0…255 leaves it rounded to the nearest
    /// integer, ties to even, in the float's low bits (exact: the sum's spacing there is 1); a
    /// tie rounded down is raised by one. The same values as rounding each channel in Double,
    /// without a conversion per channel.
    @inline(__always) private static func levels(_ sum: SIMD4<Float>) -> UInt32 {
        let magic = SIMD4<Float>(repeating: 8_388_608)
        let shifted = sum + magic
        var v = unsafeBitCast(shifted, to: SIMD4<UInt32>.self) &- 0x4B00_0000
        v &+= unsafeBitCast((shifted - magic) - sum .== SIMD4(repeating: -0.5), to: SIMD4<UInt32>.self) & 1
        let alpha = min(v[3], 255)
        return min(v[0], alpha) | min(v[1], alpha) << 8 | min(v[2], alpha) << 16 | alpha << 24
    }

    /// A pixel's four bytes as floats, lanes blue, green, red, alpha (low byte first).
    @inline(__always) private static func channels(_ p: UInt32) -> SIMD4<Float> {
        let bytes = SIMD4<UInt32>(repeating: p) &>> SIMD4<UInt32>(0, 8, 16, 24) & 0xFF
        return SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: bytes))
    }
}
