extension RGBImage {
    /// This picture scaled down to `width × height` by area averaging: each output pixel is the
    /// mean of the part of this picture it covers, a source pixel that is only partly covered
    /// weighted by the covered fraction (an exact area average; PIL's BOX resize differs at fractional
    /// ratios, see AreaResampleTests). Any ratio, the two
    /// axes independently; only downscaling (`width` and `height` at most this picture's).
    /// Sums run in one fixed order, so the result is the same on every run.
    package func areaResampled(width: Int, height: Int) -> RGBImage {
        precondition((1...self.width).contains(width) && (1...self.height).contains(height), "an area resample only shrinks a picture")
        let columns = Self.coverage(of: self.width, by: width), rows = Self.coverage(of: self.height, by: height)
        let source = self
        // Horizontal pass into `height of source × width` rows of three channels.
        var narrow = [Double](repeating: 0, count: source.height * width * 3)
        source.pixels.withUnsafeBufferPointer { input in
            for y in 0..<source.height {
                let base = y * source.width
                for x in 0..<width {
                    var r = 0.0, g = 0.0, b = 0.0
                    for (sx, weight) in columns[x] {
                        let p = input[base + sx]
                        r += Double(p.redChannel) * weight; g += Double(p.greenChannel) * weight; b += Double(p.blueChannel) * weight
                    }
                    let o = (y * width + x) * 3
                    narrow[o] = r; narrow[o + 1] = g; narrow[o + 2] = b
                }
            }
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var r = 0.0, g = 0.0, b = 0.0
                for (sy, weight) in rows[y] {
                    let o = (sy * width + x) * 3
                    r += narrow[o] * weight; g += narrow[o + 1] * weight; b += narrow[o + 2] * weight
                }
                pixels[y * width + x] = .rgb(Self.level(r), Self.level(g), Self.level(b))
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// For each of `count` output pixels along an axis of `length` source pixels, the source
    /// pixels it covers and their weights (covered length over the output pixel's length; the
    /// weights of one output pixel add up to 1).
    static func coverage(of length: Int, by count: Int) -> [[(index: Int, weight: Double)]] {
        let step = Double(length) / Double(count)
        return (0..<count).map { i in
            let start = Double(i) * step, end = Double(i + 1) * step
            let first = Int(start), last = min(length - 1, Int((end - 1e-9).rounded(.down)))
            return (first...max(first, last)).map { s in
                let covered = min(end, Double(s + 1)) - max(start, Double(s))
                return (s, covered / step)
            }
        }
    }

    /// A channel mean rounded to the nearest of the 256 levels.
    static func level(_ value: Double) -> Int { min(255, max(0, Int((value + 0.5).rounded(.down)))) }
}
