internal import CWebP

/// Writes an animated WebP into a `ByteSink` as its frames come, each already encoded as a
/// still lossless WebP picture (`WebPImageEncoder`): the first covers the canvas, every later one
/// is a rectangle drawn over what the frames before it left. The container is the WebP container
/// specification's extended format, laid out as libwebp's WebPMux assembles it: `RIFF` header,
/// `VP8X`, `ANIM`, one `ANMF` per frame (its 16-byte header, then the picture's `VP8L` chunk),
/// and the `XMP ` chunk that marks the file (`WebPMark`) last. The RIFF size and `VP8X`'s alpha
/// flag are known only at the end: written as placeholders and overwritten by `finish()`, so no
/// frame is held after it is written.
struct WebPAnimationWriter {
    struct Frame {
        var region: PixelRect
        /// A still WebP file of `region`'s pixels.
        var data: [UInt8]
        /// Display time in ms.
        var duration: Int
        /// True: the picture is alpha-blended over the canvas, so its transparent pixels leave
        /// the canvas unchanged; false: it replaces the canvas in `region`.
        var blend: Bool
    }

    /// 2^24 - 1 ms: ANMF stores a frame's duration in 24 bits (WebP container specification).
    static let maximumDuration = (1 << 24) - 1
    /// VP8X feature flags (WebP container specification, "Extended File Format"): alpha, XMP
    /// metadata, animation.
    static let alphaFlag: UInt8 = 0x10, xmpFlag: UInt8 = 0x04, animationFlag: UInt8 = 0x02
    /// 12: "RIFF", the 32-bit size, "WEBP"; the `VP8X` chunk follows, its flags byte 8 bytes in.
    static let flagsOffset = 20

    private let sink: ByteSink
    private let width: Int
    private let height: Int
    private(set) var frameCount = 0
    private var hasAlpha = false

    /// Starts a `width × height` animation played as `loop` says, on a white background colour
    /// (the ANIM chunk's default in libwebp's WebPAnimEncoder; viewers may ignore it, and the
    /// first frame covers the canvas anyway).
    init(width: Int, height: Int, loop: LoopMode, into sink: ByteSink) throws {
        try Self.check(width: width, height: height, loop: loop)
        (self.sink, self.width, self.height) = (sink, width, height)
        try sink.append(Array("RIFF".utf8) + Self.le(0, 4) + Array("WEBPVP8X".utf8) + Self.le(10, 4)
            + [Self.xmpFlag | Self.animationFlag, 0, 0, 0] + Self.le(width - 1, 3) + Self.le(height - 1, 3))
        try sink.append(Array("ANIM".utf8) + Self.le(6, 4) + Self.le(0xFFFF_FFFF, 4) + Self.le(loop.webpLoopCount, 2))
    }

    /// The most plays a WebP stores: the ANIM chunk's loop count is an unsigned 16-bit number of
    /// plays, 0 meaning forever, and libwebp's muxer rejects 65536 and above (MAX_LOOP_COUNT in
    /// src/mux/muxi.h).
    static let maximumPlays = 65535

    /// Throws unless a WebP can be `width × height` px and play as `loop` says.
    static func check(width: Int, height: Int, loop: LoopMode) throws {
        try WebPSize.check(width: width, height: height)
        try loop.check(maximumPlays: Self.maximumPlays, in: "WebP")
    }

    /// Appends `frame`. Its offset must be even (ANMF stores offsets halved), its picture its
    /// region's size, as the picture's own header says, and the region on the canvas; the first
    /// must cover the canvas.
    mutating func add(_ frame: Frame) throws {
        let k = frameCount
        let alpha = try checkPicture(frame, number: k)
        if k == 0, frame.region != PixelRect(x: 0, y: 0, width: width, height: height) {
            throw RenderError("the first WebP frame must cover the whole \(width)×\(height) canvas; pass the first frame whole")
        }
        guard frame.region.x % 2 == 0, frame.region.y % 2 == 0 else {
            throw RenderError("WebP frame \(k) starts at (\(frame.region.x), \(frame.region.y)); ANMF stores offsets halved, so widen the rectangle to even ones")
        }
        guard (0...Self.maximumDuration).contains(frame.duration) else {
            throw RenderError("WebP frame \(k) lasts \(frame.duration) ms but a WebP frame lasts at most \(Self.maximumDuration) ms (4.6 hours); shorten the animation")
        }
        // The picture's chunks after its 12-byte RIFF header (a simple still file is one VP8L or
        // VP8 chunk, already padded to even).
        let picture = frame.data.count - 12
        let r = frame.region
        // Flags byte: bit 1 set means "do not blend", bit 0 the disposal (0: none).
        try sink.append(Array("ANMF".utf8) + Self.le(16 + picture, 4) + Self.le(r.x / 2, 3) + Self.le(r.y / 2, 3)
            + Self.le(r.width - 1, 3) + Self.le(r.height - 1, 3) + Self.le(frame.duration, 3) + [frame.blend ? 0 : 2])
        try frame.data.withUnsafeBytes { try sink.append(UnsafeRawBufferPointer(rebasing: $0[12...])) }
        hasAlpha = hasAlpha || alpha
        frameCount += 1
    }

    /// Appends the mark and writes the RIFF size and the alpha flag.
    func finish() throws {
        guard frameCount > 0 else {
            throw RenderError("a WebP animation needs at least one frame but was given none; pass the frames to store")
        }
        let xmp = WebPMark.xmp
        try sink.append(Array("XMP ".utf8) + Self.le(xmp.count, 4) + xmp + (xmp.count % 2 == 1 ? [0] : []))
        try sink.overwrite(at: 4, with: Self.le(sink.count - 8, 4))
        if hasAlpha { try sink.overwrite(at: Self.flagsOffset, with: [Self.alphaFlag | Self.xmpFlag | Self.animationFlag]) }
    }

    /// Throws unless frame `k`'s picture, as its own header gives its size (libwebp's
    /// `WebPGetFeatures`), is exactly `region`'s size, `region` lies on the canvas and the file is
    /// a plain still WebP: ANMF stores only the offset, so a wrong region would draw the picture
    /// somewhere else. Returns whether the picture has alpha.
    private func checkPicture(_ frame: Frame, number k: Int) throws -> Bool {
        var features = WebPBitstreamFeatures()
        let readable = frame.data.withUnsafeBufferPointer { bytes in
            WebPGetFeatures(bytes.baseAddress, bytes.count, &features) == VP8_STATUS_OK
        }
        let region = frame.region
        guard readable, frame.data.count > 12 else {
            throw RenderError("WebP frame \(k) is not a WebP picture (libwebp cannot read its size from its \(frame.data.count) bytes); pass a still WebP file")
        }
        guard Int(features.width) == region.width, Int(features.height) == region.height else {
            throw RenderError("WebP frame \(k) is a \(features.width)×\(features.height) picture but its region is \(region.width)×\(region.height); encode exactly the region's pixels")
        }
        guard region.x >= 0, region.y >= 0, region.x + region.width <= width, region.y + region.height <= height else {
            throw RenderError("WebP frame \(k)'s region \(region.width)×\(region.height) at (\(region.x), \(region.y)) reaches outside the \(width)×\(height) canvas; keep every region on the canvas")
        }
        guard [Array("VP8L".utf8), Array("VP8 ".utf8)].contains(Array(frame.data[12..<16])) else {
            throw RenderError("WebP frame \(k) is not a simple still WebP file (its first chunk is neither VP8L nor VP8); encode it with WebPImageEncoder")
        }
        return features.has_alpha != 0
    }

    /// `value` as `count` little-endian bytes.
    static func le(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
