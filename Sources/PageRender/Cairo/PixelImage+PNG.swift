internal import CCairo

extension PixelImage {
    /// The width and height a PNG file's header (IHDR, the first chunk: PNG specification,
    /// section 11.2.2) declares, or nil when the bytes do not start like a PNG file.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// Decodes a PNG file with cairo's reader (libpng) into premultiplied pixels.
    init(png bytes: [UInt8]) throws {
        let surface = try CairoSurface(png: bytes)
        let width = surface.width, height = surface.height
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            surface.withPixels { raw, stride in
                for y in 0..<height {
                    let row = raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { out[y * width + x] = row[x] }
                }
            }
            count = width * height
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
