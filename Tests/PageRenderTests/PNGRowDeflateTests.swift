import Foundation
import Testing
@testable import PageRender

/// The project's deflate encoder for bands of filtered rows (Sources/CPNG/rowdeflate.h, levels 1
/// to 5) on pictures built to reach its edges: flat rows, gradients, noise, repeated pixel
/// patterns, rows shifted from the row above, rows of every length from 1 px and around the
/// 258-byte match limit, alpha, a band of one literal, a band using all 256 literal values with
/// counts skewed enough to need the 15-bit length limit. Every file is read back by decoders the
/// project did not write (libpng through cairo's reader; zlib through Python's PIL), and the
/// pixels must be the ones the test put in (or, with translucent alpha, the ones cairo's own
/// writer stores).
@Suite struct PNGRowDeflateTests {
    /// A width × height surface whose pixel at (x, y) is `pixel(x, y)` (premultiplied ARGB32).
    static func surface(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) throws -> CairoSurface {
        let surface = try CairoSurface(width: width, height: height)
        surface.withMutablePixels { raw, stride in
            for y in 0..<height {
                for x in 0..<width { raw.storeBytes(of: pixel(x, y), toByteOffset: y * stride + x * 4, as: UInt32.self) }
            }
        }
        return surface
    }

    /// Rows of kinds chosen at random, each kind built on the row above where it makes sense: one
    /// colour; a horizontal gradient; the row above plus one in every channel (constant Up
    /// residuals); noise; a pattern of 2 to 5 pixels repeated; the row above shifted right by 1
    /// to 40 px (repeats at other distances than the filters leave); sparse dots on one colour.
    /// With `alpha`, pixels are also transparent or translucent (premultiplied: channels at most
    /// alpha); otherwise opaque.
    static func structured(_ random: inout SplitMix64, alpha: Bool) throws -> CairoSurface {
        let widths = [1, 2, 3, 85, 86, 87, 172, 173, 259, 700]
        let width = Bool.random(using: &random) ? widths.randomElement(using: &random)! : Int.random(in: 1...400, using: &random)
        let height = Int.random(in: 1...40, using: &random)
        func colour(_ random: inout SplitMix64) -> UInt32 {
            guard alpha else { return UInt32.random(in: 0...0xFF_FFFF, using: &random) | 0xFF00_0000 }
            let a = [0, 255, UInt32.random(in: 1...254, using: &random)].randomElement(using: &random)!
            let channel = { (r: inout SplitMix64) in UInt32.random(in: 0...a, using: &r) }
            return a << 24 | channel(&random) << 16 | channel(&random) << 8 | channel(&random)
        }
        var rows: [[UInt32]] = []
        var above = [UInt32](repeating: 0xFF00_0000, count: width)
        for _ in 0..<height {
            var row = [UInt32](repeating: 0, count: width)
            switch Int.random(in: 0..<7, using: &random) {
            case 0:
                row = [UInt32](repeating: colour(&random), count: width)
            case 1:
                let step = UInt32.random(in: 1...3, using: &random)
                for x in 0..<width { row[x] = 0xFF00_0000 | (UInt32(x) &* step & 0xFF) << 16 | (UInt32(x / 2) & 0xFF) << 8 | 0x40 }
            case 2:
                // Opaque pixels stay opaque with one added to each channel; others repeat.
                row = above.map { $0 >> 24 == 0xFF ? 0xFF00_0000 | ($0 &+ 0x01_0101) & 0xFF_FFFF : $0 }
            case 3:
                for x in 0..<width { row[x] = colour(&random) }
            case 4:
                let pattern = (0..<Int.random(in: 2...5, using: &random)).map { _ in colour(&random) }
                for x in 0..<width { row[x] = pattern[x % pattern.count] }
            case 5:
                let shift = Int.random(in: 1...40, using: &random)
                for x in 0..<width { row[x] = x >= shift ? above[x - shift] : colour(&random) }
            default:
                let background = colour(&random)
                for x in 0..<width { row[x] = Int.random(in: 0..<16, using: &random) == 0 ? colour(&random) : background }
            }
            rows.append(row)
            above = row
        }
        return try surface(width: width, height: height) { x, y in rows[y][x] }
    }

    /// Our file of `surface` read by libpng must hold exactly its pixels; when some are
    /// translucent, exactly what cairo's write_to_png stores (un-premultiplying rounds).
    static func expectRoundTrip(_ surface: CairoSurface, encoder: PNGEncoder) throws {
        let decoded = try CairoSurface(png: try encoder.encode(surface))
        let translucent = surface.withPixels { raw, stride in
            (0..<surface.height).contains { y in
                (0..<surface.width).contains { x in
                    let a = raw.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24
                    return a != 0 && a != 255
                }
            }
        }
        PNGEncoderTests.expectSamePixels(decoded, translucent ? try CairoSurface(png: try surface.pngBytesWithCairo()) : surface)
    }

    /// 160 pictures from seed 20261125, half with alpha, at levels 1 and the default (both the
    /// row encoder).
    @Test func structuredRowsRoundTripThroughLibpng() throws {
        var random = SplitMix64(seed: 20261125)
        let encoders = try [1, PNGEncoder.defaultLevel].map { try PNGEncoder(level: $0) }
        for index in 0..<160 {
            let surface = try Self.structured(&random, alpha: index % 2 == 1)
            for encoder in encoders { try Self.expectRoundTrip(surface, encoder: encoder) }
        }
    }

    /// A 1 × 1 px picture of colour (1, 1, 1): its only band is filter byte 1 (Sub) and three 1s,
    /// so the literal code has one literal and end-of-block, and no distance is used.
    @Test func bandOfOneLiteral() throws {
        for pixel: UInt32 in [0xFF01_0101, 0x0000_0000] {
            try Self.expectRoundTrip(try Self.surface(width: 1, height: 1) { _, _ in pixel }, encoder: PNGEncoder())
        }
    }

    /// One band whose residuals hold all 256 byte values, value v about 60000 · 2^(-v/4) + 1
    /// times, shuffled: the rarest symbols sit deeper than 15 bits in a Huffman tree of these
    /// counts, so their codes go through the length limit. The pixels are built from the wanted
    /// Sub residuals (each channel adds its residual to the pixel before), which the filter
    /// choice keeps as Sub is far cheaper than Up on them; either way the file must decode.
    @Test func everyLiteralValueWithSkewedCounts() throws {
        var random = SplitMix64(seed: 256)
        var residuals: [UInt8] = []
        for v in 0..<256 { residuals += [UInt8](repeating: UInt8(v), count: Int(60000 * pow(2, -Double(v) / 4)) + 1) }
        residuals.shuffle(using: &random)
        let width = 4000, height = (residuals.count + width * 3 - 1) / (width * 3)
        residuals += [UInt8](repeating: 0, count: width * height * 3 - residuals.count)
        var bytes = [UInt8](repeating: 0, count: residuals.count)
        for i in 0..<bytes.count {
            let x = (i / 3) % width
            bytes[i] = residuals[i] &+ (x == 0 ? 0 : bytes[i - 3])
        }
        let surface = try Self.surface(width: width, height: height) { x, y in
            let i = (y * width + x) * 3
            return 0xFF00_0000 | UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
        }
        try Self.expectRoundTrip(surface, encoder: PNGEncoder())
    }

    /// The same pixels give the same bytes whatever the encoder did before (each thread of
    /// `render --threads` has its own encoder, reused frame after frame).
    @Test func sameBytesWhateverTheEncoderDidBefore() throws {
        var random = SplitMix64(seed: 7)
        let pictures = try (0..<6).map { try Self.structured(&random, alpha: $0 % 2 == 0) }
        let fresh = try pictures.map { try PNGEncoder().encode($0) }
        let reused = try PNGEncoder()
        for (picture, bytes) in zip(pictures, fresh).reversed() { #expect(try reused.encode(picture) == bytes) }
    }

    /// zlib (through PIL) reads the same RGB as the surface holds on an opaque structured picture
    /// with rows of every kind.
    @Test func structuredRowsThroughPIL() throws {
        var random = SplitMix64(seed: 99)
        var surface = try Self.structured(&random, alpha: false)
        while surface.width < 80 || surface.height < 20 { surface = try Self.structured(&random, alpha: false) }
        #expect(try PNGThroughPIL.rgb(try PNGEncoder().encode(surface)) == PNGThroughPIL.rgb(of: surface),
                "PIL reads other pixels than the surface holds")
    }
}
