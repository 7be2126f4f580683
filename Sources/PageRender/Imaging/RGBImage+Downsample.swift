extension RGBImage {
    /// Makes this picture the `width × height` box downsample of the `sourceWidth × sourceHeight`
    /// pixels in `source`: pixel (x, y) is the mean of the source's `factor × factor` block at
    /// (x · factor, y · factor), clipped to the source (a box filter, the area average), rounded
    /// to the nearest level per channel. `source` holds rows `rowBytes` apart, one native-endian
    /// `UInt32` per pixel with colour in its low 24 bits (the top byte is ignored, so a cairo
    /// surface's ARGB32 rows are read as they are). Keeps this picture's storage when it already
    /// has `width × height` pixels (`reshape`, which throws when new storage cannot be had).
    package mutating func setBoxDownsampled(_ source: UnsafeRawBufferPointer, rowBytes: Int, sourceWidth: Int, sourceHeight: Int,
                                            by factor: Int, width: Int, height: Int) throws {
        precondition(factor >= 1 && width >= 1 && height >= 1, "a downsample needs a positive factor and size")
        precondition(rowBytes >= sourceWidth * 4 && source.count >= rowBytes * (sourceHeight - 1) + sourceWidth * 4,
                     "the source rows lie outside the buffer")
        try reshape(width: width, height: height)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let rows = (y * factor)..<min(sourceHeight, y * factor + factor)
                for x in 0..<width {
                    let columns = (x * factor)..<min(sourceWidth, x * factor + factor)
                    var r = 0, g = 0, b = 0
                    for sy in rows {
                        let row = source.baseAddress!.advanced(by: sy * rowBytes).assumingMemoryBound(to: UInt32.self)
                        for sx in columns {
                            let p = row[sx]
                            r += p.redChannel; g += p.greenChannel; b += p.blueChannel
                        }
                    }
                    let count = max(1, rows.count * columns.count)
                    out[y * width + x] = .rgb((r + count / 2) / count, (g + count / 2) / count, (b + count / 2) / count)
                }
            }
        }
    }
}
