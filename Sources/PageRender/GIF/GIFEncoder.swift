internal import CGif

/// Streams an animated GIF89a into a `ByteSink` with giflib: screen descriptor, loop extension
/// and the comment that marks renderpages' output first, then one graphic-control extension and
/// image per frame, each handed to the sink as soon as it is written. Owns the giflib handle.
final class GIFEncoder {
    private var handle: UnsafeMutablePointer<GifFileType>?
    /// What giflib has written since it was last handed to `sink` (giflib's output callback
    /// cannot throw, so a failing sink is reported after the call).
    fileprivate var bytes: [UInt8] = []
    private let sink: ByteSink
    /// Colours in the global table (0 without one): frames without their own use its code size.
    private let globalColors: Int

    /// The most plays a GIF stores: the NETSCAPE2.0 field is an unsigned 16-bit number of repeats
    /// after the first play, so 65535 + 1.
    static let maximumPlays = 65536

    /// Starts a `width × height` GIF. `globalPalette` (at most 256 colours) is the colour table
    /// frames without their own use; `loop` decides the NETSCAPE2.0 extension.
    init(width: Int, height: Int, globalPalette: [UInt32]?, loop: LoopMode, into sink: ByteSink) throws {
        self.sink = sink
        // 65535: the GIF logical screen size is two unsigned 16-bit fields.
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw RenderError("a GIF cannot be \(width)×\(height) px (each side 1…65535)", fix: .lowerScale)
        }
        try loop.check(maximumPlays: Self.maximumPlays, in: "GIF")
        globalColors = globalPalette?.count ?? 0
        var error: Int32 = 0
        handle = EGifOpen(Unmanaged.passUnretained(self).toOpaque(), { file, data, count in
            guard let file, let data, let owner = file.pointee.UserData else { return 0 }
            let encoder = Unmanaged<GIFEncoder>.fromOpaque(owner).takeUnretainedValue()
            encoder.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
            return count
        }, &error)
        guard let handle else { throw RenderError.giflib("open the GIF encoder", code: error) }
        // Extensions follow, so the header must say 89a; giflib's streaming API cannot tell.
        EGifSetGifVersion(handle, true)
        try withColorMap(globalPalette) { map in
            // 8: colour resolution in bits per primary, as every 24-bit source has.
            try check(EGifPutScreenDesc(handle, Int32(width), Int32(height), 8, 0, map), "write the screen descriptor")
        }
        if let repeats = loop.netscapeLoopCount { try putNetscapeLoop(repeats) }
        // The mark of renderpages' output (`OutputMark`), before the first image, where
        // `WrittenMark` looks for it.
        try check(EGifPutComment(handle, OutputMark.text), "write the comment")
        try drain()
    }

    deinit {
        if let handle { EGifCloseFile(handle, nil) }
    }

    /// Appends `frame`, shown for `delay` centiseconds, left in place for the next frame to draw
    /// over (disposal "do not dispose"), so unchanged pixels can stay transparent.
    func add(_ frame: IndexedFrame, delay: Int) throws {
        guard let handle else { throw RenderError("the GIF is already finished; start a new encoder") }
        // 65535: the delay field is an unsigned 16-bit number of centiseconds.
        guard (0...65535).contains(delay) else {
            throw RenderError("a GIF frame delay of \(delay) cs is outside 0…65535", fix: .shorterHold)
        }
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
                                           TransparentColor: Int32(frame.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(handle, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "write a frame's delay")
        try withColorMap(frame.palette) { map in
            try check(EGifPutImageDesc(handle, Int32(frame.region.x), Int32(frame.region.y), Int32(frame.region.width), Int32(frame.region.height),
                                       false, map), "write an image descriptor")
        }
        // giflib wrote the code size byte with the descriptor; the data is the project's LZW
        // (LZWEncoder: giflib's bytes, faster), handed over a sub-block at a time, and
        // EGifPutCodeNext(NULL) writes the empty block that ends it and closes the image.
        let blocks = frame.indices.withUnsafeBufferPointer { indices in
            LZWEncoder.subBlocks(indices, minimumCodeSize: Self.minimumCodeSize(colors: frame.palette?.count ?? globalColors))
        }
        try blocks.withUnsafeBufferPointer { blocks in
            var start = 0
            while start < blocks.count {
                let block = blocks.baseAddress! + start
                try check(start == 0 ? EGifPutCode(handle, 0, block) : EGifPutCodeNext(handle, block), "write a frame's image data")
                start += Int(block[0]) + 1
            }
        }
        try check(EGifPutCodeNext(handle, nil), "end a frame's image data")
        try drain()
    }

    /// The LZW minimum code size for a table of `colors` colours: the bits of the table as
    /// written (padded to a power of two, `withColorMap`), at least 2, which GIF89a requires
    /// (appendix F) and giflib's EGifSetupCompress writes.
    static func minimumCodeSize(colors: Int) -> Int {
        var bits = 1
        while 1 << bits < colors { bits += 1 }
        return max(2, bits)
    }

    /// The bytes `add(frame, delay:)` appends to a file of this screen size and global table,
    /// compressed by an encoder of their own, so frames can be compressed on several threads
    /// (and candidates for one frame compared) before `append(records:)` writes them in order.
    static func records(of frame: IndexedFrame, delay: Int, screenWidth: Int, screenHeight: Int,
                        globalPalette: [UInt32]?) throws -> [UInt8] {
        let sink = MemorySink()
        let encoder = try GIFEncoder(width: screenWidth, height: screenHeight, globalPalette: globalPalette, loop: .once, into: sink)
        let start = sink.count
        try encoder.add(frame, delay: delay)
        return Array(sink.bytes[start...])
    }

    /// Appends a frame's `records(of:…)`, made for this file's screen size and global table.
    func append(records: [UInt8]) throws {
        guard handle != nil else { throw RenderError("the GIF is already finished; start a new encoder") }
        try sink.append(records)
    }

    /// Writes the trailer.
    func finish() throws {
        guard let handle else { throw RenderError("the GIF is already finished; start a new encoder") }
        self.handle = nil
        var error: Int32 = 0
        guard EGifCloseFile(handle, &error) == GIF_OK else { throw RenderError.giflib("finish the GIF", code: error) }
        try drain()
    }

    /// Hands what giflib wrote to the sink.
    private func drain() throws {
        guard !bytes.isEmpty else { return }
        try sink.append(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private func putNetscapeLoop(_ repeats: Int) throws {
        let identifier = Array("NETSCAPE2.0".utf8)
        // Sub-block id 1 then the loop count, little-endian (Netscape 2.0 application extension).
        let loopBlock: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]
        try check(EGifPutExtensionLeader(handle, APPLICATION_EXT_FUNC_CODE), "start the loop extension")
        try check(EGifPutExtensionBlock(handle, Int32(identifier.count), identifier), "write the loop extension")
        try check(EGifPutExtensionBlock(handle, Int32(loopBlock.count), loopBlock), "write the loop count")
        try check(EGifPutExtensionTrailer(handle), "end the loop extension")
    }

    /// Lends giflib a colour map of `palette` padded to a power of two, as GIF tables must be.
    private func withColorMap(_ palette: [UInt32]?, _ body: (UnsafeMutablePointer<ColorMapObject>?) throws -> Void) throws {
        guard let palette else { return try body(nil) }
        guard (1...256).contains(palette.count) else {
            throw RenderError("a GIF colour table holds 1…256 colours, not \(palette.count); quantise the frame first")
        }
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = (0..<size).map { i -> GifColorType in
            let c = i < palette.count ? palette[i] : 0
            return GifColorType(Red: GifByteType(c >> 16 & 0xFF), Green: GifByteType(c >> 8 & 0xFF), Blue: GifByteType(c & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(size), &colors) else {
            throw RenderError("giflib could not allocate a \(size)-colour table; free some memory")
        }
        defer { GifFreeMapObject(map) }
        try body(map)
    }

    private func check(_ status: Int32, _ action: String) throws {
        guard status == GIF_OK else { throw RenderError.giflib(action, code: handle?.pointee.Error ?? 0) }
    }
}
