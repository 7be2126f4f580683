internal import CGif

/// Reads a whole GIF with giflib's `DGifSlurp` and composites its frames the way a viewer does
/// (disposal modes, transparency, local and global colour tables). Owns the giflib handle.
public final class GIFDecoder {
    /// Set by `init`, which throws when giflib cannot open the file; it starts out nil only
    /// because giflib's read callback needs `self` before the handle exists.
    private var handle: UnsafeMutablePointer<GifFileType>!
    private let bytes: [UInt8]
    private var position = 0

    private init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        var error: Int32 = 0
        handle = DGifOpen(Unmanaged.passUnretained(self).toOpaque(), { file, buffer, count in
            guard let file, let buffer, let owner = file.pointee.UserData else { return 0 }
            let decoder = Unmanaged<GIFDecoder>.fromOpaque(owner).takeUnretainedValue()
            let n = min(Int(count), decoder.bytes.count - decoder.position)
            decoder.bytes.withUnsafeBufferPointer { source in
                buffer.update(from: source.baseAddress! + decoder.position, count: n)
            }
            decoder.position += n
            return Int32(n)
        }, &error)
        guard handle != nil else { throw RenderError.giflib("open the GIF", code: error) }
    }

    deinit {
        if let handle { DGifCloseFile(handle, nil) }
    }

    /// Decodes `bytes` into the canvas as shown after each frame.
    public static func decode(_ bytes: [UInt8]) throws -> DecodedAnimation {
        let decoder = try GIFDecoder(bytes)
        return try decoder.slurp()
    }

    private func slurp() throws -> DecodedAnimation {
        let gif: UnsafeMutablePointer<GifFileType> = handle
        guard DGifSlurp(gif) == GIF_OK else { throw RenderError.giflib("decode the GIF", code: gif.pointee.Error) }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        var canvas = RGBImage(width: width, height: height, fill: 0)
        var frames: [DecodedAnimation.Frame] = []
        var loop = LoopMode.once
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            if let repeats = Self.netscapeLoopCount(saved) {
                loop = repeats == 0 ? .forever : .times(repeats + 1)
            }
            var control = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
                                               TransparentColor: NO_TRANSPARENT_COLOR)
            DGifSavedExtensionToGCB(gif, Int32(index), &control)
            let d = saved.ImageDesc
            let region = PixelRect(x: Int(d.Left), y: Int(d.Top), width: Int(d.Width), height: Int(d.Height))
            guard let map = d.ColorMap ?? gif.pointee.SColorMap else {
                throw RenderError("GIF frame \(index) has no colour table; the file is damaged")
            }
            guard region.x + region.width <= width, region.y + region.height <= height else {
                throw RenderError("GIF frame \(index) lies outside the \(width)×\(height) canvas; the file is damaged")
            }
            let before = canvas
            let transparent = Int(control.TransparentColor)
            for y in 0..<region.height {
                for x in 0..<region.width {
                    let i = Int(saved.RasterBits[y * region.width + x])
                    guard i != transparent else { continue }
                    guard i < Int(map.pointee.ColorCount) else {
                        throw RenderError("GIF frame \(index) uses colour \(i) of a \(map.pointee.ColorCount)-colour table; the file is damaged")
                    }
                    let c = map.pointee.Colors[i]
                    canvas[region.x + x, region.y + y] = .rgb(Int(c.Red), Int(c.Green), Int(c.Blue))
                }
            }
            frames.append(.init(image: canvas, duration: Double(control.DelayTime) * 10, region: region))
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND: Self.fill(&canvas, region, with: 0)
            case DISPOSE_PREVIOUS: canvas = before
            default: break
            }
        }
        return DecodedAnimation(width: width, height: height, frames: frames, loop: loop)
    }

    /// The loop count of a NETSCAPE2.0 extension among the image's leading extensions.
    private static func netscapeLoopCount(_ saved: SavedImage) -> Int? {
        let blocks = (0..<Int(saved.ExtensionBlockCount)).map { saved.ExtensionBlocks[$0] }
        for (i, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 {
            let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
            guard name == "NETSCAPE2.0", i + 1 < blocks.count, blocks[i + 1].ByteCount >= 3 else { continue }
            let data = blocks[i + 1].Bytes!
            return Int(data[1]) | Int(data[2]) << 8
        }
        return nil
    }

    private static func fill(_ image: inout RGBImage, _ r: PixelRect, with color: UInt32) {
        for y in r.y..<(r.y + r.height) {
            for x in r.x..<(r.x + r.width) { image[x, y] = color }
        }
    }
}
