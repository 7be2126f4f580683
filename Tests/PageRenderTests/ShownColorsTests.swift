import Foundation
import Testing
@testable import PageRender

/// The GIF exporter's colour weights: pixels times frames on screen.
struct ShownColorsTests {
    /// Two pixels over four frames, [A, B] → [C, B] → [C, A] → [D, A]. Counted by hand from the
    /// frames: A shows for frame 0 on the left and frames 2 and 3 on the right (3 pixel-frames),
    /// B for frames 0 and 1 (2), C for frames 1 and 2 (2), D for frame 3 (1).
    @Test func weightsArePixelFramesOnScreen() throws {
        let a: UInt32 = 0x10_0000, b: UInt32 = 0x20_0000, c: UInt32 = 0x30_0000, d: UInt32 = 0x40_0000
        let frames = [[a, b], [c, b], [c, a], [d, a]].map { RGBImage(width: 2, height: 1, pixels: $0) }
        var shown = ShownColors(frameCount: frames.count)
        for (k, image) in frames.enumerated() {
            let previous = k == 0 ? nil : frames[k - 1]
            let region = previous.map { FrameDifference.changedRect(from: $0, to: image)! } ?? PixelRect(x: 0, y: 0, width: 2, height: 1)
            let (spans, replaced) = try FrameSpans.withReplaced(image, previous: previous, region: region)
            try shown.record(frame: k, spans: spans, replaced: replaced)
        }
        #expect(shown.entries().map(\.color) == [a, b, c, d])
        #expect(shown.entries().map(\.value) == [3, 2, 2, 1])
    }

    /// Only the changed pixels of a changed rectangle count as replaced, with the colours the
    /// frame before had there: a 3×2 rectangle whose middle column keeps its colour.
    @Test func replacedColoursAreThoseUnderChangedPixels() throws {
        let before = RGBImage(width: 4, height: 3, pixels: [1, 2, 3, 4,
                                                             5, 6, 7, 8,
                                                             9, 9, 9, 9])
        var after = before
        for (x, y) in [(0, 0), (2, 0), (0, 1), (2, 1)] { after[x, y] = 0xAB_CDEF }
        let region = FrameDifference.changedRect(from: before, to: after)!
        #expect(region == PixelRect(x: 0, y: 0, width: 3, height: 2))
        let (spans, replaced) = try FrameSpans.withReplaced(after, previous: before, region: region)
        let plain = try FrameSpans(after, previous: before, region: region)
        #expect(spans.runs.map(\.packed) == plain.runs.map(\.packed) && spans.runs.map(\.length) == plain.runs.map(\.length))
        #expect(replaced.entries().map(\.color) == [1, 3, 5, 7])
        #expect(replaced.entries().map(\.value) == [1, 1, 1, 1])
    }
}

extension ShownColorsTests {
    /// A static picture of 224 colours far apart, over which a 6×6 patch of 36 colours (16 levels
    /// a step, shifted a few levels each frame) moves 5 px a frame: 498 colours, more than one
    /// table holds. Over the changed pixels alone (most of them the moving patch) one reduced
    /// table scores under the 46 dB floor (43 dB when written); over every pixel of every frame,
    /// what a viewer sees and ffmpeg's psnr filter measures, it scores above it (51 dB), so one
    /// global table is written. Both PSNRs are measured here on the frames the GIF decoder shows,
    /// not taken from the exporter; the exporter's earlier measure, the changed pixels, chose a
    /// table per frame here.
    @Test func globalPaletteIsJudgedOverEveryShownPixel() throws {
        let frames = 8, side = 48
        let timing = FrameTiming(sampleTimes: (0..<frames).map { Double($0) * 20 }, interval: 20)
        let source = AnimationSource(width: side, height: side, timing: timing, fps: 50) { k in
            var image = RGBImage(width: side, height: side, pixels: (0..<(side * side)).map { i in
                let c = (i / 11) % 224
                return UInt32.rgb((c * 37) % 256, (c * 101) % 256, (c * 53) % 256)
            })
            for dy in 0..<6 {
                for dx in 0..<6 { image[5 * k + dx, 20 + dy] = .rgb(30 + 16 * dx + 7 * k, 20 + 16 * dy + 5 * k, 60 + 9 * (dx + dy) + 11 * k) }
            }
            return image
        }
        let export = try GIFExport.encode(source)
        let (_, shown) = try shownFrames(export, source)
        let images = try source.images()
        var all = (squares: 0.0, samples: 0.0), changed = (squares: 0.0, samples: 0.0)
        for k in images.indices {
            for i in images[k].pixels.indices {
                let p = images[k].pixels[i], q = shown[k].pixels[i]
                var squares = 0.0
                for shift in [16, 8, 0] as [UInt32] {
                    let d = Double(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                    squares += d * d
                }
                all = (all.squares + squares, all.samples + 3)
                if k == 0 || images[k - 1].pixels[i] != p { changed = (changed.squares + squares, changed.samples + 3) }
            }
        }
        func db(_ e: (squares: Double, samples: Double)) -> Double { 10 * log10(255 * 255 * e.samples / e.squares) }
        #expect(export.colors.hasPrefix("one global palette of 255 colours"))
        #expect(db(all) >= GIFExport.globalPaletteMinimumPSNR)
        #expect(db(changed) < GIFExport.globalPaletteMinimumPSNR)
    }

    func shownFrames(_ export: AnimatedExport, _ source: AnimationSource) throws -> (DecodedAnimation, [RGBImage]) {
        let decoded = try GIFDecoder.decode(export.bytes)
        return (decoded, AnimationFixtures.storedStarts(source.timing, unit: 10).map { decoded.frame(at: $0).image })
    }
}
