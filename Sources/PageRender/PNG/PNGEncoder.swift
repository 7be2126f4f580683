internal import CPNG

/// Encodes cairo ARGB32 surfaces as PNG files: the pixels are un-premultiplied exactly as cairo's
/// own writer does (RGB when every pixel is opaque, else RGBA), each row gets the cheaper of the
/// Sub and Up filters (Up for a row equal to the one above), and the rows become one zlib stream.
/// At levels 1 to 5 the project writes that stream itself (Sources/CPNG): runs of at least 16 rows
/// equal to the row above (all zeros after the Up filter, most of a flat UI frame) as deflate
/// blocks of known form (splice.h), every other band of rows with a deflate encoder made for
/// filtered rows (rowdeflate.h), several times faster than libdeflate on photographic rows.
/// Levels 0 and 6 to 12 compress the whole stream with libdeflate at that level. Owns its buffers
/// between frames: use one encoder per thread.
public final class PNGEncoder {
    let pointer: OpaquePointer

    /// Level 4: the project's row encoder (levels 1 to 5 are all that encoder). Measured
    /// with libdeflate alone on @2x frames of the native-paging, uneven-pairs, Today's
    /// deals and hidden-pager samples: levels 2 to 6 took about the same time, bounded by hashing
    /// every byte of the long zero runs, with files within 5 % of cairo's; level 1 took 2 to 4
    /// times longer, level 9 twice as long for no gain. The row encoder keeps
    /// Today's deals files as small (BENCHMARKS.md) in a fraction of the time.
    public static let defaultLevel = 4

    /// An encoder at `level` 0…12: 0 stores (libdeflate), 1…5 use the project's row encoder, 6…12
    /// are libdeflate's levels (12 = smallest, slowest).
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

    /// The compiled forms of the per-row conversion and filtering (Sources/CPNG/kernels.h), as
    /// CPNG_KERNELS_* numbers them: plain C, x86-64's SSSE3 and AVX2, and clang's portable vector
    /// shuffles on other processors. All write the same bytes; a new encoder takes the fastest
    /// the processor runs.
    enum RowKernels: Int32, CaseIterable {
        case portable = 0, ssse3 = 1, avx2 = 2, vector = 3
    }

    /// Makes the encoder use `kernels` (tests run every set); false when this build or this
    /// processor lacks them.
    func use(_ kernels: RowKernels) -> Bool {
        cpng_encoder_use_kernels(pointer, kernels.rawValue) == 0
    }

    /// The PNG file for `width` × `height` premultiplied native-endian ARGB32 pixels whose rows
    /// are `stride` bytes apart, carrying the mark of renderpages' output (`PNGMark`).
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
        return PNGMark.marked(png, count: length)
    }

    /// The PNG file of `surface`'s pixels.
    public func encode(_ surface: CairoSurface) throws -> [UInt8] {
        try surface.withPixels { raw, stride in
            try encode(argb32: raw, width: surface.width, height: surface.height, stride: stride)
        }
    }
}
