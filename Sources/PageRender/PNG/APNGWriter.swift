internal import CPNG

/// Assembles an animated PNG (APNG 1.0, the `acTL`, `fcTL` and `fdAT` chunks; see
/// docs/animation.md) from frames already compressed by `PNGEncoder.compressedRect`: 8-bit RGBA,
/// the first frame is the default image (IDAT), every later one a rectangle drawn over the canvas.
struct APNGWriter {
    /// How a frame's pixels meet the canvas (the `fcTL` blend_op byte).
    enum Blend: UInt8 {
        /// The rectangle replaces the canvas there (APNG_BLEND_OP_SOURCE).
        case source = 0
        /// The rectangle is alpha-composited over the canvas, so transparent pixels leave it
        /// unchanged (APNG_BLEND_OP_OVER).
        case over = 1
    }

    struct Frame {
        var region: PixelRect
        /// The zlib stream of the filtered RGBA rows of `region`.
        var data: [UInt8]
        /// Display time in centiseconds, as GIF stores it.
        var delay: Int
        var blend: Blend
    }

    /// 2^31 - 1: PNG stores every size and length as a 31-bit unsigned number (ISO 15948, 5.3).
    static let maximumValue = Int(Int32.max)

    /// The file for `frames`, the first covering the whole `width × height` canvas, played as
    /// `loop` says.
    static func file(width: Int, height: Int, frames: [Frame], loop: LoopMode) throws -> [UInt8] {
        guard (1...maximumValue).contains(width), (1...maximumValue).contains(height) else {
            throw RenderError("an APNG cannot be \(width)×\(height) px; lower the scale")
        }
        guard let first = frames.first, first.region == PixelRect(x: 0, y: 0, width: width, height: height) else {
            throw RenderError("the first APNG frame must cover the whole \(width)×\(height) canvas; pass the first frame whole")
        }
        try loop.check(for: .apng)
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0], into: &out)
        chunk("acTL", be32(frames.count) + be32(loop.apngPlays), into: &out)
        // After acTL, which sniffers that read only the first chunks expect right after IHDR.
        out += PNGMark.chunk
        var sequence = 0
        for (k, frame) in frames.enumerated() {
            chunk("fcTL", frameControl(frame, sequence: sequence), into: &out)
            sequence += 1
            if k == 0 {
                chunk("IDAT", frame.data, into: &out)
            } else {
                chunk("fdAT", be32(sequence) + frame.data, into: &out)
                sequence += 1
            }
        }
        chunk("IEND", [], into: &out)
        return out
    }

    /// The 26 bytes of a frame control chunk. The delay is a fraction of seconds: centiseconds
    /// over 100, or tenths over 10 beyond the 16-bit numerator (655.35 s). dispose_op is always
    /// APNG_DISPOSE_OP_NONE: the next frame draws over what this one left.
    static func frameControl(_ frame: Frame, sequence: Int) -> [UInt8] {
        let (numerator, denominator) = frame.delay <= 65535 ? (frame.delay, 100) : (min(65535, (frame.delay + 5) / 10), 10)
        let r = frame.region
        return be32(sequence) + be32(r.width) + be32(r.height) + be32(r.x) + be32(r.y)
            + be16(numerator) + be16(denominator) + [0, frame.blend.rawValue]
    }

    static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
        out += be32(data.count)
        let start = out.count
        out += Array(type.utf8) + data
        let crc = out.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress! + start, out.count - start) }
        out += be32(Int(crc))
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
}

extension PNGEncoder {
    /// The zlib stream of `region` of `image` as filtered RGBA rows, for `APNGWriter`: pixels
    /// equal to `previous` (the canvas before the frame) transparent when it is given, every
    /// other pixel opaque.
    func compressedRect(_ image: RGBImage, previous: RGBImage?, region: PixelRect) throws -> [UInt8] {
        var data: UnsafePointer<UInt8>?
        var length = 0
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            withPrevious(previous) { before in
                cpng_compress_rgba_rect(pointer, pixels.baseAddress!, before, Int32(image.width), Int32(region.x), Int32(region.y),
                                        Int32(region.width), Int32(region.height), &data, &length)
            }
        }
        guard status == 0, let data else {
            throw RenderError("cannot compress a \(region.width)×\(region.height) APNG frame: out of memory; lower the scale")
        }
        return Array(UnsafeBufferPointer(start: data, count: length))
    }

    private func withPrevious<T>(_ previous: RGBImage?, _ body: (UnsafePointer<UInt32>?) -> T) -> T {
        guard let previous else { return body(nil) }
        return previous.pixels.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
