import Testing
@testable import PageRender

/// The part APNG and WebP share (`AnimationSource.forEachChangedRect`): the first frame whole, later
/// frames as the rectangle that changed, equal frames merged into the one before with their
/// time, and one size check. Expected rectangles and delays worked out by hand below.
@Suite struct ChangedRectsTests {
    /// 8×8 frames of 15 ms: 0 black; 1 the same; 2 with pixel (3, 5) white; 3 also (6, 6) white.
    static let source = AnimationSource(width: 8, height: 8, timing: FrameTiming(boundaries: [0, 15, 30, 45, 60])) { k in
        var image = RGBImage(width: 8, height: 8, fill: 0)
        if k >= 2 { image.pixels[5 * 8 + 3] = 0xFFFFFF }
        if k >= 3 { image.pixels[6 * 8 + 6] = 0xFFFFFF }
        return image
    }

    /// Frame 1 merges into frame 0: boundaries 0, 30, 45, 60 ms, in centiseconds 0, 3, 5 (4.5
    /// rounds up), 6, so delays 3, 2, 1. The encoder sees no previous frame only for the first.
    @Test func storesChangedRectanglesWithMergedDelays() throws {
        let frames = try Self.source.changedRects(delayUnit: 10, progress: { _, _ in }) { _, region, previous in
            (region, previous == nil)
        }
        #expect(frames.map(\.region) == [PixelRect(x: 0, y: 0, width: 8, height: 8), PixelRect(x: 3, y: 5, width: 1, height: 1),
                                         PixelRect(x: 6, y: 6, width: 1, height: 1)])
        #expect(frames.map(\.picture.1) == [true, false, false])
        #expect(frames.map(\.delay) == [3, 2, 1])
    }

    /// `align` grows a changed rectangle before it is encoded (WebP's even origins).
    @Test func alignGrowsTheRectangleThatIsEncoded() throws {
        let frames = try Self.source.changedRects(delayUnit: 1, progress: { _, _ in }, align: WebPExport.evenOrigin) { _, region, _ in region }
        #expect(frames.map(\.region) == [PixelRect(x: 0, y: 0, width: 8, height: 8), PixelRect(x: 2, y: 4, width: 2, height: 2),
                                         PixelRect(x: 6, y: 6, width: 1, height: 1)])
        #expect(frames.map(\.picture) == frames.map(\.region))
        #expect(frames.map(\.delay) == [30, 15, 15])
    }

    /// Streamed a frame per batch (each frame's delay is known only when the next stored frame
    /// arrives, possibly in a later batch), the frames and delays are the ones above.
    @Test func aBatchPerFrameEmitsTheSameFramesAndDelays() throws {
        var source = Self.source
        source.batchBudget = 1
        #expect(source.batchSize == 1)
        let frames = try source.changedRects(delayUnit: 10, progress: { _, _ in }) { _, region, previous in (region, previous == nil) }
        #expect(frames.map(\.region) == [PixelRect(x: 0, y: 0, width: 8, height: 8), PixelRect(x: 3, y: 5, width: 1, height: 1),
                                         PixelRect(x: 6, y: 6, width: 1, height: 1)])
        #expect(frames.map(\.delay) == [3, 2, 1])
    }

    @Test func framesOfAnotherSizeAreRefused() {
        let source = AnimationSource(width: 8, height: 8, timing: FrameTiming(boundaries: [0, 20])) { _ in RGBImage(width: 4, height: 8, fill: 0) }
        #expect(throws: RenderError("frame 0 is 4×8 px but the animation is 8×8; render every frame at one size")) {
            try source.changedRects(delayUnit: 10, progress: { _, _ in }) { _, _, _ in 0 }
        }
    }
}

extension AnimationSource {
    /// Every frame `forEachChangedRect` emits, in order.
    func changedRects<Picture: Sendable>(
        delayUnit: Double, progress: (_ done: Int, _ total: Int) -> Void, align: @escaping @Sendable (PixelRect) -> PixelRect = { $0 },
        encode: @escaping @Sendable (_ image: RGBImage, _ region: PixelRect, _ previous: RGBImage?) throws -> Picture
    ) throws -> [ChangedRect<Picture>] {
        var frames: [ChangedRect<Picture>] = []
        try forEachChangedRect(delayUnit: delayUnit, progress: progress, align: align, encode: encode) { frames.append($0) }
        return frames
    }
}
