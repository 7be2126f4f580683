extension RGBImage {
    /// The `width × height` picture whose pixel (x, y) is the mean of this picture's `factor ×
    /// factor` block at (x · factor, y · factor), clipped to this picture (a box filter, the
    /// area average). Means are rounded to the nearest level, per channel.
    func boxDownsampled(by factor: Int, width: Int, height: Int) -> RGBImage {
        precondition(factor >= 1 && width >= 1 && height >= 1, "a downsample needs a positive factor and size")
        let source = self
        var pixels = [UInt32](repeating: 0, count: width * height)
        source.pixels.withUnsafeBufferPointer { input in
            for y in 0..<height {
                let rows = (y * factor)..<min(source.height, y * factor + factor)
                for x in 0..<width {
                    let columns = (x * factor)..<min(source.width, x * factor + factor)
                    var r = 0, g = 0, b = 0
                    for sy in rows {
                        let base = sy * source.width
                        for sx in columns {
                            let p = input[base + sx]
                            r += p.redChannel; g += p.greenChannel; b += p.blueChannel
                        }
                    }
                    let count = max(1, rows.count * columns.count)
                    pixels[y * width + x] = .rgb((r + count / 2) / count, (g + count / 2) / count, (b + count / 2) / count)
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }
}
