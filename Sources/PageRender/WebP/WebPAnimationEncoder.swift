internal import CWebP

/// Builds a lossy animated WebP (VP8) with libwebp's WebPAnimEncoder, which finds each frame's
/// changed rectangle and merges repeated frames itself, one frame after another. Lossless
/// animations go through `WebPAnimationWriter` instead, their frames encoded in parallel. Owns the
/// encoder.
final class WebPAnimationEncoder {
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    let width: Int
    let height: Int

    /// Lossy VP8 at `quality` 0…100.
    init(width: Int, height: Int, loop: LoopMode, quality: Double) throws {
        try WebPAnimationWriter.check(width: width, height: height, loop: loop)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw RenderError("libwebp's headers and library disagree on their version; reinstall libwebp-dev")
        }
        options.anim_params.loop_count = Int32(loop.webpLoopCount)
        config.quality = Float(quality)
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw RenderError("libwebp could not start a \(width)×\(height) animation; free some memory")
        }
        self.encoder = encoder
        self.width = width
        self.height = height
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds `image`, shown from `timestamp` ms.
    func add(_ image: RGBImage, timestamp: Int) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw RenderError("libwebp's headers and library disagree on their version; reinstall libwebp-dev")
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        guard WebPPictureAlloc(&picture) != 0 else {
            throw RenderError("libwebp could not allocate a \(width)×\(height) frame; free some memory")
        }
        defer { WebPPictureFree(&picture) }
        for y in 0..<height {
            let row = picture.argb + y * Int(picture.argb_stride)
            for x in 0..<width { row[x] = 0xFF00_0000 | image.pixels[y * width + x] }
        }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw RenderError("libwebp could not add a frame: \(error())")
        }
    }

    /// Ends the animation at `end` ms and returns the file's bytes, marked (`WebPMark`).
    func finish(end: Int) throws -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else {
            throw RenderError("libwebp could not end the animation: \(error())")
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            throw RenderError("libwebp could not assemble the animation: \(error())")
        }
        defer { WebPDataClear(&data) }
        return try WebPMark.marked(Array(UnsafeBufferPointer(start: data.bytes, count: data.size)))
    }

    private func error() -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
