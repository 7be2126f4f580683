extension RGBImage {
    /// The picture as a PNG file (`PNGEncoder`).
    package func pngBytes() throws -> [UInt8] {
        try pngBytes(encoder: PNGEncoder())
    }

    /// The picture as a PNG file, with `encoder` (one per thread).
    func pngBytes(encoder: PNGEncoder) throws -> [UInt8] {
        let argb = pixels.map { 0xFF00_0000 | $0 }
        return try argb.withUnsafeBytes { raw in
            try encoder.encode(argb32: raw, width: width, height: height, stride: width * 4)
        }
    }
}
