import CPNG

/// Encodes cairo ARGB32 surfaces as PNG files with libdeflate: the pixels are un-premultiplied
/// exactly as cairo's own writer does (RGB when every pixel is opaque, else RGBA), each row gets
/// the cheaper of the Sub and Up filters (Up for a row equal to the one above), and the rows are
/// compressed in one zlib stream. Owns its buffers between frames: use one encoder per thread.
public final class PNGEncoder {
    let pointer: OpaquePointer

    /// libdeflate level 4. Measured on the native-paging sample at @2x (2026-11-21, see
    /// BENCHMARKS.md): levels 3 to 6 all give files within 1 % of cairo's (zlib level 6 with
    /// libpng's adaptive filters) at 4.3 to 4.9 ms a frame; level 1 is slower on these long runs,
    /// levels 9 and up twice as slow for no gain.
    public static let defaultLevel = 4

    /// An encoder compressing at libdeflate `level` (0 = stored … 12 = smallest).
    public init(level: Int = PNGEncoder.defaultLevel) throws {
        guard (0...12).contains(level) else {
            throw RenderError("PNG compression level \(level) is outside libdeflate's 0…12; use a level in that range")
        }
        guard let encoder = cpng_encoder_create(Int32(level)) else {
            throw RenderError("cannot create a PNG encoder: out of memory; lower --threads or the scale")
        }
        pointer = encoder
    }

    deinit { cpng_encoder_free(pointer) }

    /// The PNG file for `width` × `height` premultiplied native-endian ARGB32 pixels whose rows
    /// are `stride` bytes apart.
    public func encode(argb32 pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) throws -> [UInt8] {
        guard width > 0, height > 0, stride >= width * 4, pixels.count >= stride * (height - 1) + width * 4 else {
            throw RenderError("cannot encode a \(width)×\(height) PNG from \(pixels.count) bytes with stride \(stride); pass a whole ARGB32 surface")
        }
        var png: UnsafePointer<UInt8>?
        var length = 0
        let status = cpng_encode_argb32(pointer, pixels.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                        Int32(width), Int32(height), Int32(stride), &png, &length)
        guard status == 0, let png else {
            throw RenderError("cannot encode a \(width)×\(height) PNG: out of memory; lower the scale or --threads")
        }
        return Array(UnsafeBufferPointer(start: png, count: length))
    }

    /// The PNG file of `surface`'s pixels.
    public func encode(_ surface: CairoSurface) throws -> [UInt8] {
        try surface.withPixels { raw, stride in
            try encode(argb32: raw, width: surface.width, height: surface.height, stride: stride)
        }
    }
}
