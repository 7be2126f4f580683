internal import CGif
import Testing
@testable import PageRender

/// The GIF image data is the project's LZW (LZWEncoder), which replaced giflib's EGifPutLine.
/// The expected bytes come from giflib itself (libgif, the library the files were written with
/// before), called here directly; the expected pixels from the frames as given.
@Suite struct LZWEncoderTests {
    /// Inputs that reach every branch of the encoder: random indices (short strings, a clear code
    /// every 4094 - 2^m codes at minimum code size m, 3838 at m = 8, several times over), short
    /// runs, runs of up to 1,000 pixels (skipped along strings of one index, with clear codes in
    /// the middle of runs), one index only, a gradient of runs, and the smallest images; for every
    /// code size, with indices above the table size, which giflib masks to the code size's bits.
    static func inputs() -> [(width: Int, height: Int, indices: [UInt8])] {
        var random = SplitMix64(seed: 20261125)
        let noise = (0..<60_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let fewColours = (0..<40_000).map { _ in UInt8.random(in: 0...3, using: &random) }
        let runs = (0..<300).flatMap { k in [UInt8](repeating: UInt8(k % 7), count: 1 + k % 97) }
        let gradient = (0..<200_000).map { UInt8(($0 / 331 + $0 % 3) & 0xFF) }
        var longRuns: [UInt8] = []
        for k in 0..<2_000 { longRuns += [UInt8](repeating: UInt8(k * 37 & 0xFF), count: 1 + k * 53 % 1_000) }
        longRuns.removeLast(longRuns.count % 4)
        return [(300, 200, noise), (200, 200, fewColours), (runs.count, 1, runs), (500, 400, gradient),
                (longRuns.count / 4, 4, longRuns), (1000, 100, [UInt8](repeating: 9, count: 100_000)),
                (1, 1, [5]), (2, 1, [1, 1]), (4, 2, [0, 1, 0, 1, 0, 1, 0, 1])]
    }

    @Test func imageDataMatchesGiflibByteForByte() throws {
        for codeSize in 2...8 {
            for (k, input) in Self.inputs().enumerated() {
                let ours = input.indices.withUnsafeBufferPointer { LZWEncoder.subBlocks($0, minimumCodeSize: codeSize) }
                let giflib = try Self.giflibImageData(input.indices, width: input.width, height: input.height, colors: 1 << codeSize)
                // giflib's image data: the code size byte, the sub-blocks, and the empty block.
                #expect(Self.difference([UInt8(codeSize)] + ours + [0], giflib) == nil, "input \(k), code size \(codeSize)")
            }
        }
    }

    /// A whole frame's records (graphic control, descriptor, local table, image data) as
    /// GIFEncoder writes them, against giflib writing the same frame with EGifPutLine: local
    /// tables of 1 to 256 colours (code sizes 2 to 8, from the table padded to a power of two),
    /// and a frame on the global table.
    @Test func frameRecordsMatchGiflibByteForByte() throws {
        var random = SplitMix64(seed: 7)
        let region = PixelRect(x: 3, y: 2, width: 40, height: 30)
        for colors in [1, 2, 3, 5, 16, 17, 129, 256] {
            let palette = (0..<colors).map { UInt32($0 * 0x010203 & 0xFF_FFFF) }
            let indices = (0..<region.area).map { _ in UInt8.random(in: 0...UInt8(colors - 1), using: &random) }
            for global in [false, true] {
                let frame = IndexedFrame(region: region, indices: indices, palette: global ? nil : palette,
                                         transparentIndex: colors > 1 ? colors - 1 : nil)
                let ours = try GIFEncoder.records(of: frame, delay: 4, screenWidth: 50, screenHeight: 40,
                                                  globalPalette: global ? palette : nil)
                let giflib = try Self.giflibRecords(frame, delay: 4, screenWidth: 50, screenHeight: 40,
                                                    globalPalette: global ? palette : nil)
                #expect(Self.difference(ours, giflib) == nil, "\(colors) colours, \(global ? "global" : "local") table")
            }
        }
    }

    /// Frames written through GIFEncoder decode (GIFDecoder, giflib's reader) to exactly the
    /// pixels they were given: a noisy full frame, then a smaller frame over it with
    /// transparent pixels that keep the first frame's colours.
    @Test func framesRoundTripThroughTheDecoder() throws {
        var random = SplitMix64(seed: 99)
        let palette = (0..<256).map { UInt32($0) << 8 | UInt32(255 - $0) }
        let first = IndexedFrame(region: PixelRect(x: 0, y: 0, width: 64, height: 48),
                                 indices: (0..<64 * 48).map { _ in UInt8.random(in: 0...254, using: &random) },
                                 palette: nil, transparentIndex: 255)
        let patch = PixelRect(x: 10, y: 5, width: 30, height: 20)
        let second = IndexedFrame(region: patch, indices: (0..<patch.area).map { i in i % 3 == 0 ? 255 : UInt8(i % 200) },
                                  palette: nil, transparentIndex: 255)
        let sink = MemorySink()
        let encoder = try GIFEncoder(width: 64, height: 48, globalPalette: palette, loop: .forever, into: sink)
        try encoder.add(first, delay: 5)
        try encoder.add(second, delay: 5)
        try encoder.finish()
        let decoded = try GIFDecoder.decode(sink.bytes)
        var expected = RGBImage(width: 64, height: 48, pixels: first.indices.map { palette[Int($0)] })
        #expect(decoded.frames.count == 2)
        #expect(decoded.frames.first?.image == expected)
        for y in 0..<patch.height {
            for x in 0..<patch.width {
                let index = second.indices[y * patch.width + x]
                if index != 255 { expected[patch.x + x, patch.y + y] = palette[Int(index)] }
            }
        }
        #expect(decoded.frames.last?.image == expected)
    }

    /// Where `ours` first differs from `giflib`'s bytes, in words (nil when they are equal): the
    /// streams are too long to print whole.
    static func difference(_ ours: [UInt8], _ giflib: [UInt8]) -> String? {
        guard ours != giflib else { return nil }
        let at = (0..<min(ours.count, giflib.count)).first { ours[$0] != giflib[$0] } ?? min(ours.count, giflib.count)
        return "\(ours.count) bytes against giflib's \(giflib.count), first difference at byte \(at)"
    }

    /// giflib's image data for a `width` × `height` image of `indices`, on a table of `colors`
    /// colours.
    static func giflibImageData(_ indices: [UInt8], width: Int, height: Int, colors: Int) throws -> [UInt8] {
        let sink = GiflibSink()
        let gif = try sink.open()
        defer { EGifCloseFile(gif, nil) }
        var table = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: colors)
        let map = GifMakeMapObject(Int32(colors), &table)
        defer { GifFreeMapObject(map) }
        #expect(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK)
        let start = sink.bytes.count
        #expect(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, nil) == GIF_OK)
        var line = indices
        #expect(EGifPutLine(gif, &line, Int32(line.count)) == GIF_OK)
        // 10: the image descriptor without a local table (GIF89a, section 20); the data follows.
        return Array(sink.bytes[(start + 10)...])
    }

    /// giflib's records for `frame` in a file of this screen and global table, written the way
    /// GIFEncoder wrote them before it had an LZW of its own (EGifPutLine).
    static func giflibRecords(_ frame: IndexedFrame, delay: Int, screenWidth: Int, screenHeight: Int,
                              globalPalette: [UInt32]?) throws -> [UInt8] {
        let sink = GiflibSink()
        let gif = try sink.open()
        defer { EGifCloseFile(gif, nil) }
        EGifSetGifVersion(gif, true)
        func map(_ palette: [UInt32]?) -> UnsafeMutablePointer<ColorMapObject>? {
            guard let palette else { return nil }
            var size = 2
            while size < palette.count { size *= 2 }
            var colors = (0..<size).map { i -> GifColorType in
                let c = i < palette.count ? palette[i] : 0
                return GifColorType(Red: GifByteType(c >> 16 & 0xFF), Green: GifByteType(c >> 8 & 0xFF), Blue: GifByteType(c & 0xFF))
            }
            return GifMakeMapObject(Int32(size), &colors)
        }
        let screenMap = map(globalPalette), frameMap = map(frame.palette)
        defer {
            GifFreeMapObject(screenMap)
            GifFreeMapObject(frameMap)
        }
        #expect(EGifPutScreenDesc(gif, Int32(screenWidth), Int32(screenHeight), 8, 0, screenMap) == GIF_OK)
        let start = sink.bytes.count
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
                                           TransparentColor: Int32(frame.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        #expect(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes) == GIF_OK)
        #expect(EGifPutImageDesc(gif, Int32(frame.region.x), Int32(frame.region.y), Int32(frame.region.width),
                                 Int32(frame.region.height), false, frameMap) == GIF_OK)
        var line = frame.indices
        #expect(EGifPutLine(gif, &line, Int32(line.count)) == GIF_OK)
        return Array(sink.bytes[start...])
    }
}

/// Collects what giflib writes.
private final class GiflibSink {
    var bytes: [UInt8] = []

    func open() throws -> UnsafeMutablePointer<GifFileType> {
        var error: Int32 = 0
        let gif = EGifOpen(Unmanaged.passUnretained(self).toOpaque(), { file, data, count in
            guard let file, let data, let owner = file.pointee.UserData else { return 0 }
            Unmanaged<GiflibSink>.fromOpaque(owner).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
            return count
        }, &error)
        return try #require(gif, "giflib could not open an encoder (error \(error))")
    }
}
