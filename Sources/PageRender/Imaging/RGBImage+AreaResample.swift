extension RGBImage {
    /// This picture scaled down to `width × height` by area averaging: each output pixel is the
    /// mean of the part of this picture it covers, a source pixel that is only partly covered
    /// weighted by the covered fraction (an exact area average; PIL's BOX resize differs at fractional
    /// ratios, see AreaResampleTests). Any ratio, the two
    /// axes independently; only downscaling (`width` and `height` at most this picture's).
    /// Sums run in one fixed order, so the result is the same on every run.
    package func areaResampled(width: Int, height: Int) -> RGBImage {
        precondition((1...self.width).contains(width) && (1...self.height).contains(height), "an area resample only shrinks a picture")
        let columns = ResampleTaps.area(count: width, span: Double(self.width), limit: self.width)
        let rows = ResampleTaps.area(count: height, span: Double(self.height), limit: self.height)
        let source = self
        // Horizontal pass into `height of source × width` rows of three channels.
        var narrow = [Double](repeating: 0, count: source.height * width * 3)
        source.pixels.withUnsafeBufferPointer { input in
            for y in 0..<source.height {
                let base = y * source.width
                for x in 0..<width {
                    var r = 0.0, g = 0.0, b = 0.0
                    for t in columns.first[x]..<columns.first[x + 1] {
                        let p = input[base + columns.index[t]], weight = columns.weight[t]
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
                for t in rows.first[y]..<rows.first[y + 1] {
                    let o = (rows.index[t] * width + x) * 3, weight = rows.weight[t]
                    r += narrow[o] * weight; g += narrow[o + 1] * weight; b += narrow[o + 2] * weight
                }
                pixels[y * width + x] = .rgb(Self.level(r), Self.level(g), Self.level(b))
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// This picture area-averaged down to `pixelWidth` px wide, the height in proportion (rounded,
    /// at least 1 px); itself when it is that wide already.
    package func areaResampled(toPixelWidth pixelWidth: Int) -> RGBImage {
        guard pixelWidth != width else { return self }
        return areaResampled(width: pixelWidth, height: Self.proportionalHeight(height, width: width, toWidth: pixelWidth))
    }

    /// `height` of a `width`-wide picture scaled to `toWidth` px wide: rounded, at least 1 px.
    static func proportionalHeight(_ height: Int, width: Int, toWidth: Int) -> Int {
        max(1, Int((Double(height) * Double(toWidth) / Double(width)).rounded()))
    }

    /// A channel mean rounded to the nearest of the 256 levels.
    static func level(_ value: Double) -> Int { min(255, max(0, Int((value + 0.5).rounded(.down)))) }
}
