import Foundation
import Testing
@testable import PageRender

/// Every GIF written here is read back with giflib's decoder and compared, frame by frame at
/// each source frame's start time, with the pixels it came from.
@Suite struct GIFExportTests {
    /// Decodes `export` and returns, per source frame, the composited canvas shown at its start.
    func shownFrames(_ export: AnimatedExport, _ source: AnimationSource) throws -> (DecodedAnimation, [RGBImage]) {
        let decoded = try GIFDecoder.decode(export.bytes)
        #expect(decoded.width == source.width && decoded.height == source.height)
        let shown = AnimationFixtures.storedStarts(source.timing, unit: 10).map { decoded.frame(at: $0).image }
        return (decoded, shown)
    }

    @Test func pagingFlingRoundTripsExactly() throws {
        let source = try AnimationFixtures.pagingRenderer().animation()
        let export = try GIFExport.encode(source)
        let (decoded, shown) = try shownFrames(export, source)
        let images = try source.images()
        #expect(images.count >= 6)
        for (k, image) in images.enumerated() {
            #expect(shown[k] == image, "frame \(k) differs from its source after decoding")
        }
        // The diff optimisation is in use: later frames store less than the whole canvas.
        #expect(decoded.frames.dropFirst().contains { $0.region.area < source.width * source.height })
        #expect(decoded.frames[0].region == PixelRect(x: 0, y: 0, width: 60, height: 40))
        #expect(export.colors.contains("global"))
        #expect(export.warnings.isEmpty)
    }

    /// A static gradient needing a reduced palette under a moving square: a stale pixel from
    /// the changed-rectangle optimisation would leave red where the square was (difference ≥ 100).
    @Test(arguments: Dithering.allCases)
    func reducedPalettesLeaveNoStalePixels(dithering: Dithering) throws {
        let source = AnimationFixtures.gradientWithMovingSquare()
        let export = try GIFExport.encode(source, options: .init(dithering: dithering))
        let (decoded, shown) = try shownFrames(export, source)
        #expect(decoded.frames.count == source.frameCount)
        #expect(export.colors.contains("reduced"))
        // Tolerances: 1024 gradient colours in 255 entries are cells of about 2×2 grid steps (16
        // levels on two channels), 36.7 dB at best; dithering trades a larger peak for the mean.
        let (minPSNR, maxDifference) = dithering == .none ? (36.0, 16) : (30.0, 48)
        for (k, image) in try source.images().enumerated() {
            #expect(AnimationFixtures.psnr(image, shown[k]) >= minPSNR, "frame \(k) with \(dithering)")
            #expect(AnimationFixtures.maxChannelDifference(image, shown[k]) <= maxDifference, "frame \(k) with \(dithering)")
        }
        // Only the square's old and new positions change after the first frame.
        for frame in decoded.frames.dropFirst() { #expect(frame.region.height == 10 && frame.region.width == 13) }
    }

    /// Bands of 200 scattered colours added one per frame (too far apart for one global table of
    /// 255 to keep `globalPaletteMinimumPSNR`, so no global palette) next to a grey row
    /// whose ends turn a slightly lighter grey in frame 1: that frame's exact palette lacks the
    /// unchanged grey between them, which must stay transparent, not become its nearest entry.
    @Test func framePalettesKeepUnchangedColoursTheyLack() throws {
        let timing = FrameTiming(sampleTimes: [0, 20, 40], interval: 20)
        let source = AnimationSource(width: 20, height: 30, timing: timing, fps: 50) { k in
            var image = RGBImage(width: 20, height: 30, fill: 0xFFFFFF)
            for x in 0..<20 { image[x, 0] = 0x808080 }
            if k >= 1 { image[0, 0] = 0x818181; image[19, 0] = 0x818181 }
            for band in 0..<k {
                for y in (10 + 10 * band)..<(20 + 10 * band) {
                    for x in 0..<20 { image[x, y] = .rgb((x * 53 + y * 97) % 256, (x * 29 + y * 61 + band * 71) % 256, (x * 83 + y * 13 + band * 149) % 256) }
                }
            }
            return image
        }
        let export = try GIFExport.encode(source)
        #expect(export.colors == "a palette per frame: 3 exact, 0 reduced to 255 colours")
        let (decoded, shown) = try shownFrames(export, source)
        #expect(decoded.frames[1].region == PixelRect(x: 0, y: 0, width: 20, height: 20))
        for (k, image) in try source.images().enumerated() { #expect(shown[k] == image, "frame \(k)") }
    }

    /// 300 colours in close pairs (1 level apart) under a moving black square: one reduced global
    /// palette serves, unchanged pixels may be written again with it, and no pixel is stale.
    @Test func reducedGlobalPaletteServesNearlyExactColours() throws {
        let timing = FrameTiming(sampleTimes: [0, 20, 40, 60], interval: 20)
        let source = AnimationSource(width: 30, height: 20, timing: timing, fps: 50) { k in
            var image = RGBImage(width: 30, height: 20, pixels: (0..<600).map { i in
                let c = (i / 2) % 150
                return UInt32.rgb(40 + c, 200 - c + (i % 2), 90 + (c % 10) * 10)
            })
            for y in 5..<10 { for x in (4 * k)..<(4 * k + 5) { image[x, y] = 0 } }
            return image
        }
        let export = try GIFExport.encode(source)
        #expect(export.colors == "one global palette of 255 colours (reduced from 301)")
        let (_, shown) = try shownFrames(export, source)
        for (k, image) in try source.images().enumerated() {
            #expect(AnimationFixtures.maxChannelDifference(image, shown[k]) <= 1, "frame \(k)")
        }
    }

    @Test func runChoiceMinimisesIndexChanges() {
        typealias Run = FrameIndexer.IndexRun
        func run(_ index: UInt8, unchanged: Bool, same: Bool = true) -> Run {
            Run(index: index, unchanged: unchanged, opaqueShowsSame: same || !unchanged, length: 3)
        }
        // A flat area that moved: its own colour continues the run.
        #expect(FrameIndexer.fewestRuns([run(1, unchanged: false), run(1, unchanged: true), run(1, unchanged: false)]) == [true, true, true])
        // Unchanged detail: one transparent run beats three colours.
        #expect(FrameIndexer.fewestRuns([run(1, unchanged: false), run(2, unchanged: true), run(3, unchanged: true),
                                         run(2, unchanged: true), run(1, unchanged: false)]) == [true, false, false, false, true])
        // A colour the palette lacks stays transparent even when opaque would be shorter.
        #expect(FrameIndexer.fewestRuns([run(1, unchanged: false), run(1, unchanged: true, same: false), run(1, unchanged: false)])
                == [true, false, true])
    }

    @Test func delaysSumToTheTimelineAndHoldsWithinOneCentisecond() throws {
        let renderer = try AnimationFixtures.pagingRenderer()
        for hold in [0.0, 250, 333] {
            let source = try renderer.animation(hold: hold)
            let decoded = try GIFDecoder.decode(try GIFExport.encode(source).bytes)
            let samples = renderer.timeline.samples
            let timeline = samples[samples.count - 1].t + 1000 / renderer.fps
            #expect(abs(decoded.duration - (timeline + 2 * hold)) <= 10, "hold \(hold)")
            #expect(decoded.frames[0].duration >= 20 + (hold / 10).rounded(.down) * 10)
            #expect(decoded.frames[decoded.frames.count - 1].duration >= (hold / 10).rounded(.down) * 10)
        }
    }

    @Test(arguments: [LoopMode.forever, .once, .times(3)])
    func loopExtensionMatchesTheMode(loop: LoopMode) throws {
        let bytes = try GIFExport.encode(AnimationFixtures.gradientWithMovingSquare(frames: 2), options: .init(loop: loop)).bytes
        #expect(try GIFDecoder.decode(bytes).loop == loop)
        let hasExtension = String(decoding: bytes, as: UTF8.self).contains("NETSCAPE2.0")
        #expect(hasExtension == (loop != .once))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
    }

    @Test func warnsAbove50FpsAndKeepsTheRequestedTiming() throws {
        let fast = try AnimationFixtures.pagingRenderer(AnimationFixtures.pagingScenario(fps: 60)).animation()
        let export = try GIFExport.encode(fast)
        #expect(export.warnings.count == 1)
        #expect(export.warnings.first?.description.contains("60 fps") == true)
        let decoded = try GIFDecoder.decode(export.bytes)
        #expect(decoded.frames.contains { $0.duration == 10 })
        #expect(abs(decoded.duration - fast.timing.duration) <= 10)
        let normal = try AnimationFixtures.pagingRenderer(AnimationFixtures.pagingScenario(fps: 50)).animation()
        #expect(try GIFExport.encode(normal).warnings.isEmpty)
    }

    /// Batches only bound memory: drawing one frame at a time writes the bytes the default
    /// batches write, with and without dithering, for GIF and WebP; so does a GIF whose runs
    /// exceed the budget kept between its passes (its frames drawn again in the second).
    @Test(arguments: Dithering.allCases)
    func batchSizeNeverChangesTheBytes(dithering: Dithering) throws {
        for var source in [try AnimationFixtures.pagingRenderer().animation(), AnimationFixtures.gradientWithMovingSquare(frames: 12)] {
            let gif = try GIFExport.encode(source, options: .init(dithering: dithering)).bytes
            let webp = try WebPExport.encode(source).bytes
            #expect(try GIFExport.encode(source, options: .init(dithering: dithering), keptRuns: 0, progress: { _, _ in }).bytes == gif)
            // One frame a batch, then three (batches that end mid-motion).
            for (budget, size) in [(1, 1), (3 * source.width * source.height * 4, 3)] {
                source.batchBudget = budget
                #expect(source.batchSize == size)
                #expect(try GIFExport.encode(source, options: .init(dithering: dithering)).bytes == gif)
                #expect(try WebPExport.encode(source).bytes == webp)
            }
        }
    }

    /// An 8192×8192 frame is 256 MiB of pixels: two fit in the 512 MiB budget, on any core count.
    @Test func largeFramesAreBatchedWithinTheByteBudget() {
        let timing = FrameTiming(sampleTimes: [0, 20, 40], interval: 20)
        let huge = AnimationSource(width: 8192, height: 8192, timing: timing) { _ in RGBImage(width: 1, height: 1, fill: 0) }
        #expect(huge.batchSize == 2)
        let small = AnimationSource(width: 60, height: 40, timing: timing) { _ in RGBImage(width: 1, height: 1, fill: 0) }
        #expect(small.batchSize == 4 * ProcessInfo.processInfo.activeProcessorCount)
    }

    @Test func identicalFramesMergeIntoOneLongerFrame() throws {
        let still = AnimationSource(width: 4, height: 4, timing: FrameTiming(sampleTimes: [0, 20, 40], interval: 20), fps: 50) { _ in
            RGBImage(width: 4, height: 4, fill: 0x336699)
        }
        let export = try GIFExport.encode(still)
        let decoded = try GIFDecoder.decode(export.bytes)
        #expect(export.storedFrames == 1 && export.sourceFrames == 3)
        #expect(decoded.frames.map(\.duration) == [60])
    }
}
