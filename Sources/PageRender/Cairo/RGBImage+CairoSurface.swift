extension RGBImage {
    /// The surface's pixels. Cairo stores premultiplied colour, so dropping alpha composites any
    /// translucent pixel over black; rendered frames are opaque (every scene paints a background).
    public init(_ surface: CairoSurface) {
        let width = surface.width, height = surface.height
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            surface.withPixels { raw, stride in
                for y in 0..<height {
                    let row = raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                    let base = y * width
                    for x in 0..<width { out[base + x] = row[x] & 0xFF_FFFF }
                }
            }
            count = width * height
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
