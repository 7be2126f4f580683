internal import CWebP

/// One picture as a still WebP file: lossless (VP8L), every pixel decoding exactly as given, or
/// lossy (VP8) at a quality; the same picture always gives the same bytes. The HTML report embeds
/// its frames this way, and the animated WebP stores each frame's changed rectangle this way.
enum WebPImageEncoder {
    /// Effort 0…9 of libwebp's lossless presets (`WebPConfigLosslessPreset`).
    static func lossless(_ image: RGBImage, effort: Int) throws -> [UInt8] {
        try lossless(image, region: PixelRect(x: 0, y: 0, width: image.width, height: image.height), effort: effort)
    }

    /// `region` of `image`. With `previous` (a picture of the same size), the pixels equal in both
    /// are written fully transparent (alpha 0), for blending over a canvas that shows `previous`;
    /// every other pixel is opaque.
    static func lossless(_ image: RGBImage, region: PixelRect, transparentWhereEqualTo previous: RGBImage? = nil,
                         effort: Int) throws -> [UInt8] {
        try WebPSize.check(width: region.width, height: region.height)
        precondition(region.x >= 0 && region.y >= 0 && region.x + region.width <= image.width
                     && region.y + region.height <= image.height, "region lies outside the picture")
        precondition(previous.map { $0.width == image.width && $0.height == image.height } ?? true, "pictures differ in size")
        return try encode(width: region.width, height: region.height, setup: { config in
            guard WebPConfigLosslessPreset(&config, Int32(min(max(effort, 0), 9))) != 0 else { return false }
            return true
        }) { argb, stride in
            copy(image, region: region, previous: previous, into: argb, stride: stride)
        }
    }

    /// `region` of `image` (opaque) as a lossy picture at libwebp's `quality` (0…100), its
    /// default method otherwise: a still file of one VP8 chunk, no alpha.
    static func lossy(_ image: RGBImage, region: PixelRect, quality: Double) throws -> [UInt8] {
        try WebPSize.check(width: region.width, height: region.height)
        precondition(region.x >= 0 && region.y >= 0 && region.x + region.width <= image.width
                     && region.y + region.height <= image.height, "region lies outside the picture")
        return try encode(width: region.width, height: region.height, setup: { config in
            config.lossless = 0
            config.quality = Float(min(max(quality, 0), 100))
            return true
        }) { argb, stride in
            copy(image, region: region, previous: nil, into: argb, stride: stride)
        }
    }

    /// A picture of `width` × `height` whose ARGB rows `fill` writes (`stride` pixels apart),
    /// coded as `setup` configures libwebp (false: the library refused the settings). One thread
    /// per picture: the callers encode pictures in parallel, and libwebp's multi-threaded search
    /// is not guaranteed to pick the same coding.
    private static func encode(width: Int, height: Int, setup: (inout WebPConfig) -> Bool,
                               fill: (_ argb: UnsafeMutablePointer<UInt32>, _ stride: Int) -> Void) throws -> [UInt8] {
        var config = WebPConfig()
        var picture = WebPPicture()
        guard WebPConfigInit(&config) != 0, WebPPictureInit(&picture) != 0, setup(&config) else {
            throw RenderError("libwebp's headers and library disagree on their version; reinstall libwebp-dev")
        }
        config.thread_level = 0
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        guard WebPPictureAlloc(&picture) != 0 else {
            throw RenderError("libwebp could not allocate a \(width)×\(height) picture; free some memory")
        }
        defer { WebPPictureFree(&picture) }
        fill(picture.argb, Int(picture.argb_stride))
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        return try withUnsafeMutablePointer(to: &writer) { sink in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(sink)
            guard WebPEncode(&config, &picture) != 0 else {
                throw RenderError("libwebp could not encode a \(width)×\(height) picture (error \(picture.error_code.rawValue)); free some memory")
            }
            return Array(UnsafeBufferPointer(start: sink.pointee.mem, count: sink.pointee.size))
        }
    }

    /// Writes `region` as ARGB rows: opaque, or transparent black (0) where `previous` is equal.
    private static func copy(_ image: RGBImage, region: PixelRect, previous: RGBImage?,
                             into argb: UnsafeMutablePointer<UInt32>, stride: Int) {
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<region.height {
                let row = argb + y * stride
                let base = (region.y + y) * image.width + region.x
                for x in 0..<region.width { row[x] = 0xFF00_0000 | source[base + x] }
            }
        }
        guard let previous else { return }
        previous.pixels.withUnsafeBufferPointer { before in
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<region.height {
                    let row = argb + y * stride
                    let base = (region.y + y) * image.width + region.x
                    for x in 0..<region.width where before[base + x] == source[base + x] { row[x] = 0 }
                }
            }
        }
    }
}

extension WebPImageEncoder {
    /// A picture with transparency (premultiplied ARGB, as cairo draws it) as a still, lossless
    /// WebP with alpha (VP8L): the animated SVG's sprites (`SVGEffects.sprites`). Lossy VP8 was
    /// tried: its 4:2:0 colour moved saturated card edges by more than 32 levels on 2-3.5 % of
    /// the pixels of FSPager's coverFlow, which the browser test refuses.
    static func lossless(_ image: PixelImage, effort: Int) throws -> [UInt8] {
        try WebPSize.check(width: image.width, height: image.height)
        // Colour under fully transparent pixels is kept as it is (zero): the same picture, the same bytes.
        return try encode(width: image.width, height: image.height, setup: { config in
            guard WebPConfigLosslessPreset(&config, Int32(min(max(effort, 0), 9))) != 0 else { return false }
            config.exact = 1
            return true
        }) { argb, stride in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixels[y * image.width + x], a = p >> 24
                    guard a > 0 else { argb[y * stride + x] = 0; continue }
                    // Cairo's premultiplied components back to straight colour, rounded.
                    func straight(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
                    argb[y * stride + x] = (a << 24) | straight(16) | straight(8) | straight(0)
                }
            }
        }
    }
}
