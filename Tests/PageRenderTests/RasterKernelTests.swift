import Foundation
import Testing
@testable import PageRender

/// The pixel kernels of `Raster/` on plain arrays, with no cairo surface: each expected pixel is
/// worked out by hand from the kernel's stated rule (premultiplied ARGB32, alpha in the top byte),
/// as the comment above it shows.
@Suite struct RasterKernelTests {
    /// Runs `body` on a view of `pixels` (`width` wide, rows packed).
    static func withView<R>(_ pixels: inout [UInt32], width: Int, _ body: (PixelView) -> R) -> R {
        let height = pixels.count / width
        return pixels.withUnsafeMutableBufferPointer { body(PixelView(pixels: $0.baseAddress!, width: width, height: height, stride: width)) }
    }

    /// Through the identity, each destination pixel's centre (i + ½, j + ½) is texel (i, j)'s
    /// centre, whose bilinear weights are 2^16 on it and 0 on its neighbours: the picture comes out
    /// as it went in, transparent pixels left clear.
    @Test func theIdentityCopiesThePicture() {
        var source: [UInt32] = [0xFF_10_20_30, 0x80_40_00_00, 0, 0xFF_FF_FF_FF, 0x01_01_01_01, 0xFF_00_00_FF]
        var destination = [UInt32](repeating: 0, count: 6)
        Self.withView(&source, width: 3) { from in
            Self.withView(&destination, width: 3) { into in
                ProjectiveSampler.map(from, into: into, inverse: .identity, samples: (1, 1))
            }
        }
        #expect(destination == source)
    }

    /// Moved right by half a pixel (the inverse moves back by ½): pixel x reads source x − ½, half
    /// way between texels x − 1 and x, weights 2^15 each, so each component is (a + b + 1) >> 1.
    /// Black then white: ½ of black over nothing is alpha 128, colour 0; black and white give
    /// 128 grey, opaque; white over nothing alpha 128, colour 128.
    @Test func halfAPixelAveragesNeighbours() {
        var source: [UInt32] = [0xFF_00_00_00, 0xFF_FF_FF_FF]
        var destination = [UInt32](repeating: 0, count: 3)
        Self.withView(&source, width: 2) { from in
            Self.withView(&destination, width: 3) { into in
                ProjectiveSampler.map(from, into: into, inverse: .translation(-0.5, 0), samples: (1, 1))
            }
        }
        #expect(destination == [0x80_00_00_00, 0xFF_80_80_80, 0x80_80_80_80])
    }

    /// Shrunk to half with 2 × 2 samples a pixel: destination pixel 0's samples at (¼, ¼), (¾, ¼),
    /// (¼, ¾), (¾, ¾) land on the centres of texels (0, 0), (1, 0), (0, 1), (1, 1) exactly; the
    /// pixel is their mean rounded, (Σ + 2) / 4 in whole levels: blues 0, 255, 255, 255 give
    /// 767 / 4 → 191; the second pixel's four texels are one colour and stay it.
    @Test func supersamplesAverageTheFootprint() {
        var source: [UInt32] = [0xFF_00_00_00, 0xFF_00_00_FF, 0xFF_20_40_60, 0xFF_20_40_60,
                                0xFF_00_00_FF, 0xFF_00_00_FF, 0xFF_20_40_60, 0xFF_20_40_60]
        var destination = [UInt32](repeating: 0, count: 2)
        Self.withView(&source, width: 4) { from in
            Self.withView(&destination, width: 2) { into in
                ProjectiveSampler.map(from, into: into, inverse: .scale(2, 2, about: 0, 0), samples: (2, 2))
            }
        }
        #expect(destination == [0xFF_00_00_BF, 0xFF_20_40_60])
    }

    /// The samples a pixel needs are the source pixels one destination step spans, rounded, at
    /// most 4: the Jacobian of a uniform scale s is s each way.
    @Test func samplesFollowTheScale() {
        let probes = [(x: 0.0, y: 0.0), (x: 10.0, y: 10.0)]
        #expect(ProjectiveSampler.samples(inverse: .identity, probes: probes) == (1, 1))
        #expect(ProjectiveSampler.samples(inverse: .scale(2, 3, about: 0, 0), probes: probes) == (2, 3))
        #expect(ProjectiveSampler.samples(inverse: .scale(8, 8, about: 0, 0), probes: probes) == (4, 4))
    }

    /// Row ½ of a 4 × 2 picture through the identity: a sample at x + ½ lands on it when
    /// −1 < x + ½ − ½ < 4, so x in (−½, 4½), widened by a pixel each side and cut to the row:
    /// pixels 0..<6 of a 10-pixel row. A row below the picture's reach visits nothing.
    @Test func aRowVisitsOnlyWhatCanLandOnThePicture() {
        #expect(ProjectiveSampler.span(.identity, y: 0.5, sourceWidth: 4, sourceHeight: 2, width: 10) == 0..<6)
        #expect(ProjectiveSampler.span(.identity, y: 5.5, sourceWidth: 4, sourceHeight: 2, width: 10).isEmpty)
    }

    /// Red and blue swapped on un-premultiplied colour: alpha 128 with red 64, green 32, blue 16
    /// is (0.5, 0.25, 0.125); swapped and premultiplied again, ⌊0.125 · 128 + ½⌋ = 16 red, 32 green,
    /// 64 blue. A bias of ½ on opaque black is ⌊0.5 · 255 + ½⌋ = 128; a bias of 2 clamps to 255;
    /// a transparent pixel stays as it is.
    @Test func theColourMatrixActsOnUnpremultipliedColour() {
        var pixels: [UInt32] = [0x80_40_20_10, 0]
        Self.withView(&pixels, width: 2) { PixelFilters.colorMatrix($0, matrix: ColorMatrix(m: [0, 0, 1, 0, 1, 0, 1, 0, 0], bias: [0, 0, 0])) }
        #expect(pixels == [0x80_10_20_40, 0])
        var black: [UInt32] = [0xFF_00_00_00, 0xFF_00_00_00]
        Self.withView(&black, width: 1) { PixelFilters.colorMatrix($0, matrix: ColorMatrix(m: [1, 0, 0, 0, 1, 0, 0, 0, 1], bias: [0.5, 2, 0.5])) }
        #expect(black == [0xFF_80_FF_80, 0xFF_80_FF_80])
    }

    /// σ = 1 px (below the box passes, so the Gaussian's kernel): the weights are the normal
    /// distribution's mass over each pixel, Φ(k + ½) − Φ(k − ½) for k = −3…3, over their sum
    /// Φ(3.5) − Φ(−3.5) = 0.999535; from a normal table, w0 = 0.382925 / 0.999535 = 0.383103 and
    /// w1 = (0.933193 − 0.691462) / 0.999535 = 0.241843. One opaque white pixel: the rows give
    /// 255 · w0 = 97.69 → 98 and 255 · w1 = 61.67 → 62, the columns then 98 · w0 = 37.54 → 38 at
    /// the centre, 62 · w0 = 23.75 → 24 beside it and 62 · w1 = 14.99 → 15 diagonally; every
    /// component alike (white, premultiplied).
    @Test func aSmallBlurSpreadsAPixelByTheGaussian() {
        var pixels = [UInt32](repeating: 0, count: 81)
        pixels[4 * 9 + 4] = 0xFF_FF_FF_FF
        Self.withView(&pixels, width: 9) { PixelFilters.gaussianBlur($0, sigma: 1) }
        func grey(_ v: UInt32) -> UInt32 { v << 24 | v << 16 | v << 8 | v }
        #expect(pixels[4 * 9 + 4] == grey(38))
        #expect(pixels[4 * 9 + 5] == grey(24))
        #expect(pixels[3 * 9 + 4] == grey(24))
        #expect(pixels[5 * 9 + 5] == grey(15))
        #expect(pixels[0] == 0)
    }

    /// Where a blur reaching 2 px can change a line: a run of equal pixels at 8..<11 in 20 changes
    /// at 8 (from transparent) and at 11 (back to it); each change's span is 2 each side, and two
    /// spans closer than twice the reach join: 6..<10 and 9..<13 give 6..<13. Two lone pixels at
    /// 2 and 17 give 0..<5 and 15..<20, too far apart to join. Read as two columns (a bundle
    /// whose pixels at one position sit side by side), a change in either column counts.
    @Test func changedSpansHoldEveryChangeWithinReach() {
        var line = [UInt32](repeating: 0, count: 20)
        for i in 8..<11 { line[i] = 0xFF_11_22_33 }
        var spans = ChangedSpans(count: 20, reach: 2)
        line.withUnsafeBufferPointer { spans.find($0.baseAddress!, lines: 1, lineStep: 20, step: 1) }
        #expect(spans.spans == [6..<13])
        var lone = [UInt32](repeating: 0, count: 20)
        lone[2] = 1
        lone[17] = 1
        lone.withUnsafeBufferPointer { spans.find($0.baseAddress!, lines: 1, lineStep: 20, step: 1) }
        #expect(spans.spans == [0..<5, 15..<20])
        // Column 0 holds the run, column 1 the lone pixels: position i of column k is at 2i + k.
        var columns = [UInt32](repeating: 0, count: 40)
        for i in 0..<20 { columns[2 * i] = line[i]; columns[2 * i + 1] = lone[i] }
        columns.withUnsafeBufferPointer { spans.find($0.baseAddress!, lines: 2, lineStep: 1, step: 2) }
        #expect(spans.spans == [0..<20])
    }

    /// Boxes of whole pixels: the pixels (0.5, −0.5)–(2, 3.2) touch are x 0..<2, y −1..<4; grown
    /// by 1.2 px is 2 whole pixels each side; cut by a box they do not meet is nothing.
    @Test func pixelBoxesRoundOutward() {
        let box = PixelBox(BoundingBox(minX: 0.5, minY: -0.5, maxX: 2, maxY: 3.2))
        #expect(box == PixelBox(x: 0, y: -1, maxX: 2, maxY: 4))
        #expect(box.grown(by: 1.2) == PixelBox(x: -2, y: -3, maxX: 4, maxY: 6))
        #expect(box.intersection(PixelBox(x: 1, y: 0, maxX: 10, maxY: 10)) == PixelBox(x: 1, y: 0, maxX: 2, maxY: 4))
        #expect(box.intersection(PixelBox(x: 2, y: 0, maxX: 3, maxY: 1)) == nil)
    }
}
