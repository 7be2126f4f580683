internal import CPNG

/// Writes an animated PNG (APNG 1.0, the `acTL`, `fcTL` and `fdAT` chunks; see
/// docs/animation.md) into a `ByteSink` as its frames come, each already compressed by
/// `PNGEncoder.compressedRect`: 8-bit RGBA, the first frame is the default image (IDAT), every
/// later one a rectangle drawn over the canvas. Only `acTL`'s frame count waits for the end: it is
/// written as 0 and overwritten by `finish()`, so no frame is held after it is written.
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

    private let sink: ByteSink
    private let width: Int
    private let height: Int
    private let plays: Int
    /// Where the `acTL` chunk starts in the file.
    private let controlOffset: Int
    private(set) var frameCount = 0
    private var sequence = 0

    /// The most plays an APNG stores: acTL's num_plays is a 32-bit number of plays, 0 meaning
    /// forever; it follows GIF's limit so that one --loop gives the same animation in either format.
    static let maximumPlays = 65536

    /// Starts a `width × height` animation played as `loop` says: the signature, `IHDR`, `acTL`
    /// and the mark (`PNGMark`).
    init(width: Int, height: Int, loop: LoopMode, into sink: ByteSink) throws {
        guard (1...Self.maximumValue).contains(width), (1...Self.maximumValue).contains(height) else {
            throw RenderError("an APNG cannot be \(width)×\(height) px; lower the scale")
        }
        try loop.check(maximumPlays: Self.maximumPlays, in: "APNG")
        (self.sink, self.width, self.height, plays) = (sink, width, height, loop.apngPlays)
        try sink.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        try sink.append(Self.chunk("IHDR", Self.be32(width) + Self.be32(height) + [8, 6, 0, 0, 0]))
        controlOffset = sink.count
        try sink.append(Self.chunk("acTL", Self.be32(0) + Self.be32(plays)))
        // After acTL, which sniffers that read only the first chunks expect right after IHDR.
        try sink.append(PNGMark.chunk)
    }

    /// Appends `frame`; the first must cover the whole canvas.
    mutating func add(_ frame: Frame) throws {
        if frameCount == 0, frame.region != PixelRect(x: 0, y: 0, width: width, height: height) {
            throw RenderError("the first APNG frame must cover the whole \(width)×\(height) canvas; pass the first frame whole")
        }
        try sink.append(Self.chunk("fcTL", Self.frameControl(frame, sequence: sequence)))
        sequence += 1
        if frameCount == 0 {
            try write("IDAT", prefix: [], frame.data)
        } else {
            try write("fdAT", prefix: Self.be32(sequence), frame.data)
            sequence += 1
        }
        frameCount += 1
    }

    /// Ends the file (`IEND`) and writes the frame count into `acTL`.
    func finish() throws {
        guard frameCount > 0 else {
            throw RenderError("an APNG needs at least one frame but was given none; pass the frames to store")
        }
        try sink.append(Self.chunk("IEND", []))
        try sink.overwrite(at: controlOffset, with: Self.chunk("acTL", Self.be32(frameCount) + Self.be32(plays)))
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

    /// A chunk of `prefix` then `data` written straight to the sink, without copying `data`.
    private func write(_ type: String, prefix: [UInt8], _ data: [UInt8]) throws {
        let head = Array(type.utf8) + prefix
        try sink.append(Self.be32(prefix.count + data.count) + head)
        try sink.append(data)
        var crc = head.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress!, $0.count) }
        crc = data.withUnsafeBufferPointer { cpng_crc32(crc, $0.baseAddress, $0.count) }
        try sink.append(Self.be32(Int(crc)))
    }

    /// A whole chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out = be32(data.count)
        let start = out.count
        out += Array(type.utf8) + data
        let crc = out.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress! + start, out.count - start) }
        return out + be32(Int(crc))
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
