internal import CWebP

/// Assembles an animated WebP with libwebp's WebPMux from frames already encoded as still WebP
/// pictures (`WebPImageEncoder`): the first covers the canvas, every later one is a rectangle
/// drawn over what the frames before it left (ANMF chunks, WebP container specification).
enum WebPAnimationWriter {
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

    /// The file for `frames`, played as `loop` says, on a white background colour (the ANIM
    /// chunk's default in libwebp's WebPAnimEncoder; viewers may ignore it, and the first frame
    /// covers the canvas anyway). Frame offsets must be even: ANMF stores them halved. Each
    /// picture must be its region's size, as its own header says, and lie on the canvas.
    static func file(width: Int, height: Int, frames: [Frame], loop: LoopMode) throws -> [UInt8] {
        try check(width: width, height: height, loop: loop)
        guard let first = frames.first else {
            throw RenderError("a WebP animation needs at least one frame but was given none; pass the frames to store")
        }
        for (k, frame) in frames.enumerated() {
            try checkPicture(frame, number: k, width: width, height: height)
        }
        guard first.region == PixelRect(x: 0, y: 0, width: width, height: height) else {
            throw RenderError("the first WebP frame must cover the whole \(width)×\(height) canvas; pass the first frame whole")
        }
        guard let mux = WebPMuxNew() else {
            throw RenderError("libwebp could not start a \(width)×\(height) animation; free some memory")
        }
        defer { WebPMuxDelete(mux) }
        for (k, frame) in frames.enumerated() {
            try push(frame, number: k, into: mux)
        }
        var params = WebPMuxAnimParams(bgcolor: 0xFFFF_FFFF, loop_count: Int32(loop.webpLoopCount))
        try require(WebPMuxSetAnimationParams(mux, &params), "set the loop count")
        try require(WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)), "set the \(width)×\(height) canvas")
        try WebPMark.add(to: mux)
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        try require(WebPMuxAssemble(mux, &data), "assemble the animation")
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }

    /// Throws unless a WebP can be `width × height` px and play as `loop` says.
    static func check(width: Int, height: Int, loop: LoopMode) throws {
        try WebPSize.check(width: width, height: height)
        try loop.check(for: .webp)
    }

    /// Throws unless frame `k`'s picture, as its own header gives its size (libwebp's
    /// `WebPGetInfo`), is exactly `region`'s size and `region` lies on the `width × height` canvas:
    /// ANMF stores only the offset, so a wrong region would draw the picture somewhere else.
    private static func checkPicture(_ frame: Frame, number k: Int, width: Int, height: Int) throws {
        var pictureWidth: Int32 = 0, pictureHeight: Int32 = 0
        let readable = frame.data.withUnsafeBufferPointer { bytes in
            WebPGetInfo(bytes.baseAddress, bytes.count, &pictureWidth, &pictureHeight) != 0
        }
        let region = frame.region
        guard readable else {
            throw RenderError("WebP frame \(k) is not a WebP picture (libwebp cannot read its size from its \(frame.data.count) bytes); pass a still WebP file")
        }
        guard Int(pictureWidth) == region.width, Int(pictureHeight) == region.height else {
            throw RenderError("WebP frame \(k) is a \(pictureWidth)×\(pictureHeight) picture but its region is \(region.width)×\(region.height); encode exactly the region's pixels")
        }
        guard region.x >= 0, region.y >= 0, region.x + region.width <= width, region.y + region.height <= height else {
            throw RenderError("WebP frame \(k)'s region \(region.width)×\(region.height) at (\(region.x), \(region.y)) reaches outside the \(width)×\(height) canvas; keep every region on the canvas")
        }
    }

    private static func push(_ frame: Frame, number k: Int, into mux: OpaquePointer) throws {
        guard frame.region.x % 2 == 0, frame.region.y % 2 == 0 else {
            throw RenderError("WebP frame \(k) starts at (\(frame.region.x), \(frame.region.y)); ANMF stores offsets halved, so widen the rectangle to even ones")
        }
        guard (0...maximumDuration).contains(frame.duration) else {
            throw RenderError("WebP frame \(k) lasts \(frame.duration) ms but a WebP frame lasts at most \(maximumDuration) ms (4.6 hours); shorten the animation")
        }
        try frame.data.withUnsafeBufferPointer { bytes in
            var info = WebPMuxFrameInfo()
            info.bitstream = WebPData(bytes: bytes.baseAddress, size: bytes.count)
            info.x_offset = Int32(frame.region.x)
            info.y_offset = Int32(frame.region.y)
            info.duration = Int32(frame.duration)
            info.id = WEBP_CHUNK_ANMF
            info.dispose_method = WEBP_MUX_DISPOSE_NONE
            info.blend_method = frame.blend ? WEBP_MUX_BLEND : WEBP_MUX_NO_BLEND
            // copy_data 1: libwebp keeps its own copy, the array may go.
            try require(WebPMuxPushFrame(mux, &info, 1), "add frame \(k)")
        }
    }

    private static func require(_ result: WebPMuxError, _ step: String) throws {
        guard result != WEBP_MUX_OK else { return }
        let reason = result == WEBP_MUX_MEMORY_ERROR ? "free some memory" : "the frame data is damaged (WebPMux error \(result.rawValue))"
        throw RenderError("libwebp could not \(step); \(reason)")
    }
}
