internal import CPNG

/// Encodes cairo ARGB32 surfaces as PNG files with libdeflate: the pixels are un-premultiplied
/// exactly as cairo's own writer does (RGB when every pixel is opaque, else RGBA), each row gets
/// the cheaper of the Sub and Up filters (Up for a row equal to the one above), and the rows are
/// compressed in one zlib stream: by libdeflate, except that runs of at least 16 rows equal to the
/// row above (all zeros after the Up filter, most of a flat UI frame) are written as deflate
/// blocks of known form between libdeflate's pieces (Sources/CPNG/splice.h), which halves the
/// encoding time of such frames. Owns its buffers between frames: use one encoder per thread.
public final class PNGEncoder {
    let pointer: OpaquePointer

    /// libdeflate level 4. Measured 2026-11-21 on @2x frames of the native-paging, uneven-pairs,
    /// Today's deals and hidden-pager samples (encoder alone, one core): levels 2 to 6 take about
    /// the same time, bounded by libdeflate hashing every byte of the long zero runs (~4.3 ms for
    /// 4 MB of zeros), with files within 5 % of cairo's (zlib 6 with libpng's adaptive filters);
    /// level 1 takes 2 to 4 times longer on these runs, level 9 twice as long for no gain. Since
    /// the repeated rows are spliced (2026-11-25), levels 2 to 6 still cost about the same.
    public static let defaultLevel = 4

    /// An encoder compressing at libdeflate `level` (0 = stored … 12 = smallest).
    public init(level: Int = PNGEncoder.defaultLevel) throws {
        guard (0...12).contains(level) else {
            throw RenderError("PNG compression level \(level) is outside libdeflate's 0…12; use a level in that range")
        }
        guard let encoder = cpng_encoder_create(Int32(level)) else {
            throw RenderError("cannot create a PNG encoder: out of memory", fix: .fewerThreadsOrLowerScale)
        }
        pointer = encoder
    }

    deinit { cpng_encoder_free(pointer) }

    /// The PNG file for `width` × `height` premultiplied native-endian ARGB32 pixels whose rows
    /// are `stride` bytes apart.
    package func encode(argb32 pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) throws -> [UInt8] {
        guard width > 0, height > 0, stride >= width * 4, pixels.count >= stride * (height - 1) + width * 4 else {
            throw RenderError("cannot encode a \(width)×\(height) PNG from \(pixels.count) bytes with stride \(stride); pass a whole ARGB32 surface")
        }
        var png: UnsafePointer<UInt8>?
        var length = 0
        let status = cpng_encode_argb32(pointer, pixels.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                        Int32(width), Int32(height), Int32(stride), &png, &length)
        guard status == 0, let png else {
            throw RenderError("cannot encode a \(width)×\(height) PNG: out of memory", fix: .fewerThreadsOrLowerScale)
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
