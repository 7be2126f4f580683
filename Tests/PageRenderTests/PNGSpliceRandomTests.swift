import Foundation
import Testing
@testable import PageRender

/// The spliced PNG encoder (Sources/CPNG/splice.h) on seeded random pictures built to hit its
/// edges: runs of repeated rows of every length around the 16-row threshold, at the top, the
/// bottom and back to back; rows of zeros (transparent) and of one colour, whose runs of equal
/// bytes split into deflate matches in every way; widths from 1 px; every compression level
/// class. Each picture must come back pixel for pixel through libpng (cairo's reader), which
/// the project did not write. The expected pixels are the ones the test put in.
@Suite struct PNGSpliceRandomTests {
    /// A width × height premultiplied-ARGB surface whose rows come in runs: each run repeats one
    /// row (transparent, one colour, or noise) 1 to 40 times. Only opaque or fully transparent
    /// pixels, so a PNG round trip is exact (alpha between would be rounded by un-premultiplying).
    static func surface(_ random: inout SplitMix64) throws -> CairoSurface {
        let width = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 1...8, using: &random) : Int.random(in: 1...300, using: &random)
        let height = Int.random(in: 1...120, using: &random)
        let surface = try CairoSurface(width: width, height: height)
        surface.withMutablePixels { raw, stride in
            var y = 0
            while y < height {
                let run = Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 14...18, using: &random) : Int.random(in: 1...40, using: &random)
                let kind = Int.random(in: 0..<3, using: &random)
                let colour = UInt32.random(in: 0...0xFF_FFFF, using: &random) | 0xFF00_0000
                var row = [UInt32](repeating: 0, count: width)
                for x in 0..<width {
                    switch kind {
                    case 0: row[x] = 0
                    case 1: row[x] = colour
                    default: row[x] = Bool.random(using: &random) ? 0 : (UInt32.random(in: 0...0xFF_FFFF, using: &random) | 0xFF00_0000)
                    }
                }
                for _ in 0..<min(run, height - y) {
                    for x in 0..<width { raw.storeBytes(of: row[x], toByteOffset: y * stride + x * 4, as: UInt32.self) }
                    y += 1
                }
            }
        }
        return surface
    }

    /// 240 pictures from seed 2026_11_25, each at levels 0 (stored), 1, the default and 12.
    @Test func randomRunsRoundTripThroughLibpng() throws {
        var random = SplitMix64(seed: 2026_11_25)
        let encoders = try [0, 1, PNGEncoder.defaultLevel, 12].map { try PNGEncoder(level: $0) }
        for _ in 0..<240 {
            let surface = try Self.surface(&random)
            for encoder in encoders {
                PNGEncoderTests.expectSamePixels(try CairoSurface(png: try encoder.encode(surface)), surface)
            }
        }
    }
}
