extension RGBImage {
    /// The surface's pixels. Cairo stores premultiplied colour, so dropping alpha composites any
    /// translucent pixel over black; rendered frames are opaque (every scene paints a background).
    public init(_ surface: CairoSurface) {
        self = .empty
        setPixels(of: surface)
    }

    /// Makes this picture the surface's pixels (as `init(_:)`), keeping its storage when it
    /// already has the surface's size (`reshape`): a worker drawing frame after frame copies
    /// into one buffer.
    package mutating func setPixels(of surface: CairoSurface) {
        let width = surface.width, height = surface.height
        reshape(width: width, height: height)
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
    package mutating func setBoxDownsampled(_ surface: CairoSurface, by factor: Int, width: Int, height: Int) {
        surface.withPixels { raw, stride in
            setBoxDownsampled(raw, rowBytes: stride, sourceWidth: surface.width, sourceHeight: surface.height,
                              by: factor, width: width, height: height)
        }
    }
}
