import Foundation
import Testing
@testable import PageRender

/// The lossless WebP's frames are encoded in parallel and assembled with WebPMux: the bytes must
/// not depend on the thread count, every frame must decode to its source exactly, and the stored
/// rectangles must follow the WebP container specification (ANMF offsets halved, so even).
@Suite struct WebPParallelExportTests {
    /// One and two threads, and a second run, write the same bytes (libwebp encodes each picture
    /// on one thread, and the frames are assembled in frame order).
    @Test func threadCountNeverChangesTheBytes() throws {
        for source in [try AnimationFixtures.pagingRenderer().animation(hold: 100), AnimationFixtures.gradientWithMovingSquare(frames: 12)] {
            var one = WebPExport.Options(), two = WebPExport.Options()
            one.threads = 1
            two.threads = 2
            let bytes = try WebPExport.encode(source, options: one).bytes
            #expect(try WebPExport.encode(source, options: two).bytes == bytes)
            #expect(try WebPExport.encode(source, options: two).bytes == bytes)
            #expect(try WebPExport.encode(source).bytes == bytes)
        }
    }

    /// Frames 1 and 2 each change two single pixels at odd coordinates in opposite corners of a
    /// noisy background, so the changed rectangle is nearly all unchanged pixels: above
    /// `WebPExport.blendShare`, they are written transparent and blended, and the decoded frames
    /// must still be the source exactly. Expected rectangles: the
    /// changed pixels' bounds (3, 5)…(57, 35), their origin moved to the even (2, 4).
    @Test func blendedRectanglesDecodeExactly() throws {
        let dots: [[(Int, Int)]] = [[], [(3, 5), (57, 35)], [(3, 5), (57, 35), (13, 9), (41, 31)]]
        let source = AnimationSource(width: 60, height: 40, timing: FrameTiming(sampleTimes: [0, 20, 40], interval: 20), fps: 50) { k in
            var image = RGBImage(width: 60, height: 40, pixels: (0..<2400).map { i in UInt32(truncatingIfNeeded: i &* 2_654_435_761) >> 8 })
            for (x, y) in dots[k] { image[x, y] = 0xFF_FFFF }
            return image
        }
        let bytes = try WebPExport.encode(source).bytes
        let decoded = try WebPAnimationDecoder.decode(bytes)
        #expect(decoded.frames.map(\.image) == (try source.images()))
        #expect(decoded.frames.map(\.region) == [PixelRect(x: 0, y: 0, width: 60, height: 40),
                                                 PixelRect(x: 2, y: 4, width: 56, height: 32),
                                                 PixelRect(x: 12, y: 8, width: 30, height: 24)])
        #expect(decoded.frames.map(\.duration) == [20, 20, 20])
        // Two changed pixels of 1792 (frame 1) and of 720 (frame 2): both frames blend.
        #expect(Self.anmfBlends(bytes) == [false, true, true])
    }

    /// The moving square's rectangle (the square's old and new place, 13×10 px, one column more
    /// where its left edge is odd) keeps the 7×10 px where both overlap: a share of 0.54 or 0.57,
    /// below `WebPExport.blendShare`, so every frame replaces the canvas, and decodes exactly.
    @Test func mostlyChangedRectanglesReplaceTheCanvas() throws {
        let source = AnimationFixtures.gradientWithMovingSquare(frames: 6)
        let bytes = try WebPExport.encode(source).bytes
        #expect(try WebPAnimationDecoder.decode(bytes).frames.map(\.image) == (try source.images()))
        #expect(Self.anmfBlends(bytes) == Array(repeating: false, count: 6))
    }

    /// Frames equal to the one before are merged into it; their time goes to it, in whole ms with
    /// carried rounding. Expected: sample times 0, 15, 30, 45 ms (the last shown 15 ms) with
    /// frames 1 and 2 equal to frame 0: boundaries 0 and 45 round to durations 45 and 15.
    @Test func equalFramesMergeIntoTheFrameBefore() throws {
        let source = AnimationSource(width: 8, height: 6, timing: FrameTiming(sampleTimes: [0, 15, 30, 45], interval: 15)) { k in
            RGBImage(width: 8, height: 6, fill: k == 3 ? 0x0000FF : 0x00FF00)
        }
        let export = try WebPExport.encode(source)
        #expect(export.storedFrames == 2 && export.sourceFrames == 4)
        let decoded = try WebPAnimationDecoder.decode(export.bytes)
        #expect(decoded.frames.map(\.duration) == [45, 15])
        #expect(decoded.frames.map(\.image) == [RGBImage(width: 8, height: 6, fill: 0x00FF00), RGBImage(width: 8, height: 6, fill: 0x0000FF)])
    }

    /// Timestamps as FrameTiming rounds them: frames at 0, 33.3, 66.7 ms, the last shown 33.3 ms
    /// (30 fps), give boundaries 0, 33, 67, 100 ms, so durations 33, 34, 33.
    @Test func durationsCarryTheRounding() throws {
        let source = AnimationSource(width: 4, height: 4, timing: FrameTiming(sampleTimes: [0, 100.0 / 3, 200.0 / 3], interval: 100.0 / 3)) { k in
            RGBImage(width: 4, height: 4, fill: UInt32(k) * 0x40)
        }
        #expect(try WebPAnimationDecoder.decode(try WebPExport.encode(source).bytes).frames.map(\.duration) == [33, 34, 33])
    }

    /// The lossy path (WebPAnimEncoder, VP8) still writes a playable animation close to the
    /// source. 30 dB: the usual floor of acceptable lossy image quality; the fixture's flat
    /// colours at quality 90 stay well above it.
    @Test func lossyWebPStaysCloseToTheSource() throws {
        let source = AnimationFixtures.gradientWithMovingSquare(frames: 4)
        var options = WebPExport.Options(loop: .once, lossless: false, quality: 90)
        let export = try WebPExport.encode(source, options: options)
        #expect(export.colors == "lossy, quality 90")
        let decoded = try WebPAnimationDecoder.decode(export.bytes)
        #expect(decoded.loop == .once && decoded.frames.count == 4)
        #expect(decoded.frames.map(\.duration) == [20, 20, 20, 20])
        for (frame, image) in zip(decoded.frames, try source.images()) {
            #expect(AnimationFixtures.psnr(image, frame.image) > 30)
        }
        options.threads = 1
        #expect(try WebPExport.encode(source, options: options).bytes == export.bytes)
    }

    /// ANMF offsets are stored halved (WebP container specification), so an odd origin grows by
    /// a pixel left or up and keeps its far edges.
    @Test func rectanglesStartOnEvenPixels() {
        #expect(WebPExport.evenOrigin(PixelRect(x: 3, y: 5, width: 4, height: 2)) == PixelRect(x: 2, y: 4, width: 5, height: 3))
        #expect(WebPExport.evenOrigin(PixelRect(x: 2, y: 0, width: 1, height: 1)) == PixelRect(x: 2, y: 0, width: 1, height: 1))
        #expect(WebPExport.evenOrigin(PixelRect(x: 1, y: 6, width: 9, height: 3)) == PixelRect(x: 0, y: 6, width: 10, height: 3))
    }

    /// A frame for the writer tests: `data` stored at `region`, 20 ms, not blended.
    static func frame(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ data: [UInt8]) -> WebPAnimationWriter.Frame {
        WebPAnimationWriter.Frame(region: PixelRect(x: x, y: y, width: width, height: height), data: data, duration: 20, blend: false)
    }

    @Test func writerRejectsOddOffsetsAndAPartialFirstFrame() throws {
        let canvas = try WebPImageEncoder.lossless(RGBImage(width: 4, height: 4, fill: 0), effort: 0)
        let still = try WebPImageEncoder.lossless(RGBImage(width: 2, height: 2, fill: 0), effort: 0)
        let whole = Self.frame(0, 0, 4, 4, canvas), odd = Self.frame(1, 0, 2, 2, still)
        _ = try WebPAnimationWriter.file(width: 4, height: 4, frames: [whole, Self.frame(2, 2, 2, 2, still)], loop: .forever)
        #expect(throws: RenderError.self) { try WebPAnimationWriter.file(width: 4, height: 4, frames: [whole, odd], loop: .forever) }
        #expect(throws: RenderError.self) { try WebPAnimationWriter.file(width: 4, height: 4, frames: [odd], loop: .forever) }
        #expect(throws: RenderError.self) { try WebPAnimationWriter.file(width: 16384, height: 4, frames: [whole], loop: .forever) }
    }

    /// ANMF stores only a frame's offset; the picture's size comes from its own header, so a
    /// region that disagrees with it (here a 2×2 picture claimed as the whole 4×4 canvas), one
    /// reaching off the canvas, data that is no WebP, or no frames at all are refused, naming the
    /// frame. The expected sentences are the writer's wording of those four cases.
    @Test func writerRejectsPicturesThatDisagreeWithTheirRegion() throws {
        let still = try WebPImageEncoder.lossless(RGBImage(width: 2, height: 2, fill: 0), effort: 0)
        let whole = Self.frame(0, 0, 4, 4, try WebPImageEncoder.lossless(RGBImage(width: 4, height: 4, fill: 0), effort: 0))
        let cases: [(frames: [WebPAnimationWriter.Frame], error: String)] = [
            ([Self.frame(0, 0, 4, 4, still)], "WebP frame 0 is a 2×2 picture but its region is 4×4; encode exactly the region's pixels"),
            ([whole, Self.frame(4, 0, 2, 2, still)],
             "WebP frame 1's region 2×2 at (4, 0) reaches outside the 4×4 canvas; keep every region on the canvas"),
            ([whole, Self.frame(0, 0, 2, 2, [1, 2, 3])],
             "WebP frame 1 is not a WebP picture (libwebp cannot read its size from its 3 bytes); pass a still WebP file"),
            ([], "a WebP animation needs at least one frame but was given none; pass the frames to store"),
        ]
        for (frames, error) in cases {
            #expect(throws: RenderError(error)) { try WebPAnimationWriter.file(width: 4, height: 4, frames: frames, loop: .forever) }
        }
    }

    /// The blending bit of each ANMF chunk (WebP container specification: the payload's 16th byte,
    /// bit 1 set means "do not blend"), read straight from the RIFF chunks.
    static func anmfBlends(_ bytes: [UInt8]) -> [Bool] {
        var blends: [Bool] = [], at = 12
        while at + 8 <= bytes.count {
            let size = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]) << 16 | Int(bytes[at + 7]) << 24
            if bytes[at..<(at + 4)].elementsEqual("ANMF".utf8) { blends.append(bytes[at + 8 + 15] & 2 == 0) }
            at += 8 + size + size % 2
        }
        return blends
    }
}

extension WebPAnimationWriter {
    /// The file for `frames` at once, in memory, through the streaming writer.
    static func file(width: Int, height: Int, frames: [Frame], loop: LoopMode) throws -> [UInt8] {
        let sink = MemorySink()
        var writer = try WebPAnimationWriter(width: width, height: height, loop: loop, into: sink)
        for frame in frames { try writer.add(frame) }
        try writer.finish()
        return sink.bytes
    }
}
