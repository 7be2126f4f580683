internal import CWebP

/// One picture as a still, lossless WebP file (VP8L): every pixel decodes exactly as given, and
/// the same picture always gives the same bytes. The HTML report embeds its frames this way.
enum WebPImageEncoder {
    /// Effort 0…9 of libwebp's lossless presets (`WebPConfigLosslessPreset`).
    static func lossless(_ image: RGBImage, effort: Int) throws -> [UInt8] {
        // 16383: WebP stores picture sides as 14-bit numbers.
        guard (1...16383).contains(image.width), (1...16383).contains(image.height) else {
            throw RenderError("a WebP cannot be \(image.width)×\(image.height) px (each side 1…16383)", fix: .lowerScale)
        }
        var config = WebPConfig()
        var picture = WebPPicture()
        guard WebPConfigInit(&config) != 0, WebPPictureInit(&picture) != 0,
              WebPConfigLosslessPreset(&config, Int32(min(max(effort, 0), 9))) != 0 else {
            throw RenderError("libwebp's headers and library disagree on their version; reinstall libwebp-dev")
        }
        // One thread per picture: the caller encodes pictures in parallel, and libwebp's
        // multi-threaded lossless search is not guaranteed to pick the same coding.
        config.thread_level = 0
        picture.use_argb = 1
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        guard WebPPictureAlloc(&picture) != 0 else {
            throw RenderError("libwebp could not allocate a \(image.width)×\(image.height) picture; free some memory")
        }
        defer { WebPPictureFree(&picture) }
        for y in 0..<image.height {
            let row = picture.argb + y * Int(picture.argb_stride)
            for x in 0..<image.width { row[x] = 0xFF00_0000 | image.pixels[y * image.width + x] }
        }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        return try withUnsafeMutablePointer(to: &writer) { sink in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(sink)
            guard WebPEncode(&config, &picture) != 0 else {
                throw RenderError("libwebp could not encode a \(image.width)×\(image.height) picture (error \(picture.error_code.rawValue)); free some memory")
            }
            return Array(UnsafeBufferPointer(start: sink.pointee.mem, count: sink.pointee.size))
        }
    }
}
