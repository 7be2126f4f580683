extension RGBImage {
    /// The surface's pixels. Cairo stores premultiplied colour, so dropping alpha composites any
    /// translucent pixel over black; rendered frames are opaque (every scene paints a background).
    public init(_ surface: CairoSurface) {
        self.init(width: surface.width, height: surface.height, fill: 0)
        copyPixels(of: surface)
    }

    /// The same, its storage a checked allocation (`reshape`): a `RenderError` instead of a trap
    /// when it cannot be had under an address-space limit.
    package init(checked surface: CairoSurface) throws {
        self = .empty
        try setPixels(of: surface)
    }

    /// Makes this picture the surface's pixels (as `init(_:)`), keeping its storage when it
    /// already has the surface's size (`reshape`): a worker drawing frame after frame copies
    /// into one buffer.
    package mutating func setPixels(of surface: CairoSurface) throws {
        try reshape(width: surface.width, height: surface.height)
        copyPixels(of: surface)
    }

    /// Copies the surface's pixels into this picture of the surface's size.
    private mutating func copyPixels(of surface: CairoSurface) {
        let width = surface.width, height = surface.height
        pixels.withUnsafeMutableBufferPointer { out in
            surface.withPixels { raw, stride in
                for y in 0..<height {
                    let row = raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                    let base = y * width
                    for x in 0..<width { out[base + x] = row[x] & 0xFF_FFFF }
                }
            }
        }
    }

    /// Makes this picture the surface box-filtered down by `factor` to `width × height`
    /// (`setBoxDownsampled`), read straight from the surface's rows, keeping its storage when
    /// it already has that size.
    package mutating func setBoxDownsampled(_ surface: CairoSurface, by factor: Int, width: Int, height: Int) throws {
        try surface.withPixels { raw, stride in
            try setBoxDownsampled(raw, rowBytes: stride, sourceWidth: surface.width, sourceHeight: surface.height,
                              by: factor, width: width, height: height)
        }
    }
}
