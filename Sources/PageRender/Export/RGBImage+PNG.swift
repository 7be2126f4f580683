extension RGBImage {
    /// The picture as a PNG file (libdeflate, `PNGEncoder`).
    public func pngBytes() throws -> [UInt8] {
        let argb = pixels.map { 0xFF00_0000 | $0 }
        return try argb.withUnsafeBytes { raw in
            try PNGEncoder().encode(argb32: raw, width: width, height: height, stride: width * 4)
        }
    }

    /// Writes the picture as a PNG file at `path`, atomically.
    public func writePNG(to path: String) throws {
        try AtomicFile.write(try pngBytes(), to: path)
    }
}
