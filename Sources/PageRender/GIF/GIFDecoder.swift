internal import CGif

/// Reads a GIF with giflib record by record and composites its frames the way a viewer does
/// (disposal modes, transparency, local and global colour tables, interlacing). Owns the
/// giflib handle.
package final class GIFDecoder {
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
    package static func decode(_ bytes: [UInt8]) throws -> DecodedAnimation {
        var frames: [DecodedAnimation.Frame] = []
        let file = try forEachFrame(bytes) { frames.append($0) }
        return DecodedAnimation(width: file.width, height: file.height, frames: frames, loop: file.loop)
    }

    /// Decodes `bytes` one frame at a time, calling `body` with the canvas as shown after each,
    /// so only one canvas is held (a long animation decoded whole takes a canvas per frame);
    /// returns the canvas size and the loop mode.
    package static func forEachFrame(_ bytes: [UInt8], _ body: (DecodedAnimation.Frame) throws -> Void) throws
        -> (width: Int, height: Int, loop: LoopMode) {
        let decoder = try GIFDecoder(bytes)
        return try decoder.stream(body)
    }

    private func stream(_ body: (DecodedAnimation.Frame) throws -> Void) throws -> (width: Int, height: Int, loop: LoopMode) {
        let gif: UnsafeMutablePointer<GifFileType> = handle
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        var canvas = RGBImage(width: width, height: height, fill: 0)
        var loop = LoopMode.once
        var control = Self.noControl
        var index = 0
        var record = UNDEFINED_RECORD_TYPE
        func check(_ status: Int32) throws {
            guard status == GIF_OK else { throw RenderError.giflib("decode the GIF", code: gif.pointee.Error) }
        }
        while record != TERMINATE_RECORD_TYPE {
            try check(DGifGetRecordType(gif, &record))
            if record == EXTENSION_RECORD_TYPE {
                try readExtension(&control, &loop)
            } else if record == IMAGE_DESC_RECORD_TYPE {
                try check(DGifGetImageDesc(gif))
                let d = gif.pointee.Image
                let region = PixelRect(x: Int(d.Left), y: Int(d.Top), width: Int(d.Width), height: Int(d.Height))
                guard let map = d.ColorMap ?? gif.pointee.SColorMap else {
                    throw RenderError("GIF frame \(index) has no colour table; the file is damaged")
                }
                guard region.x + region.width <= width, region.y + region.height <= height else {
                    throw RenderError("GIF frame \(index) lies outside the \(width)×\(height) canvas; the file is damaged")
                }
                let before = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
                var row = [GifPixelType](repeating: 0, count: region.width)
                let transparent = Int(control.TransparentColor)
                for y in Self.rowOrder(height: region.height, interlaced: d.Interlace) {
                    try check(DGifGetLine(gif, &row, Int32(region.width)))
                    for x in 0..<region.width {
                        let i = Int(row[x])
                        guard i != transparent else { continue }
                        guard i < Int(map.pointee.ColorCount) else {
                            throw RenderError("GIF frame \(index) uses colour \(i) of a \(map.pointee.ColorCount)-colour table; the file is damaged")
                        }
                        let c = map.pointee.Colors[i]
                        canvas[region.x + x, region.y + y] = .rgb(Int(c.Red), Int(c.Green), Int(c.Blue))
                    }
                }
                try body(.init(image: canvas, duration: Double(control.DelayTime) * 10, region: region))
                switch control.DisposalMode {
                case DISPOSE_BACKGROUND: Self.fill(&canvas, region, with: 0)
                case DISPOSE_PREVIOUS: canvas = before!
                default: break
                }
                control = Self.noControl
                index += 1
            }
        }
        return (width, height, loop)
    }

    private static let noControl = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
                                                        TransparentColor: NO_TRANSPARENT_COLOR)

    /// Rows in the order the file stores them: top to bottom, or GIF's four interlace passes.
    private static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
    }

    /// Reads one extension: a graphic control block sets `control` for the next image, a
    /// NETSCAPE2.0 block the loop count; others are skipped.
    private func readExtension(_ control: inout GraphicsControlBlock, _ loop: inout LoopMode) throws {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(handle, &code, &block) == GIF_OK else { throw RenderError.giflib("decode the GIF", code: handle.pointee.Error) }
        var blocks: [[UInt8]] = []
        while let data = block {
            blocks.append(Array(UnsafeBufferPointer(start: data + 1, count: Int(data[0]))))
            guard DGifGetExtensionNext(handle, &block) == GIF_OK else { throw RenderError.giflib("decode the GIF", code: handle.pointee.Error) }
        }
        if code == GRAPHICS_EXT_FUNC_CODE, let first = blocks.first, first.count >= 4 {
            _ = first.withUnsafeBufferPointer { DGifExtensionToGCB(first.count, $0.baseAddress, &control) }
        }
        // Sub-block 1 of the NETSCAPE2.0 application extension: the loop count, little-endian.
        if code == APPLICATION_EXT_FUNC_CODE, blocks.count >= 2, blocks[0] == Array("NETSCAPE2.0".utf8),
           blocks[1].count >= 3, blocks[1][0] == 1 {
            let repeats = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
            loop = repeats == 0 ? .forever : .times(repeats + 1)
        }
    }

    private static func fill(_ image: inout RGBImage, _ r: PixelRect, with color: UInt32) {
        for y in r.y..<(r.y + r.height) {
            for x in r.x..<(r.x + r.width) { image[x, y] = color }
        }
    }
}
