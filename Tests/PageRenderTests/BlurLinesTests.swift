import Foundation
import Testing
@testable import PageRender

/// The blur's passes over only the spans a change is near (`BlurLines`, `ChangedSpans`) against the
/// same blur done whole, written here from its definition: per direction, rows then columns, three
/// extended boxes (Gwosdek, Grewenig, Bruhn, Weickert, SSVM 2011, eq. 8: whole radius l and end
/// weight α for a variance σ²/3 each) or, below σ = 2 px, the Gaussian's mass over each pixel, all
/// in Double with zero outside the picture, each direction rounded to bytes with the colour at most
/// the alpha. Pictures: flat rectangles (a card's inside), hard edges and a patch of noise.
@Suite struct BlurLinesTests {
    /// A deterministic premultiplied picture: transparent, an opaque card with a darker band, a
    /// half-transparent square, and a noise patch (a linear congruential generator, seed 1).
    static func picture(width: Int, height: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ p: UInt32) {
            for y in y0..<y1 { for x in x0..<x1 { pixels[y * width + x] = p } }
        }
        fill(10, 8, 70, 150, 0xFF_FF_93_00)       // an orange card
        fill(20, 100, 60, 106, 0xFF_20_20_20)      // a dark band across it
        fill(80, 20, 110, 50, 0x80_00_40_80)     // half-transparent blue, premultiplied
        var seed: UInt32 = 1
        for y in 60..<80 {
            for x in 85..<115 {
                seed = seed &* 1_103_515_245 &+ 12345
                let a = (seed >> 16) & 0xFF, c = a * ((seed >> 8) & 0xFF) / 255
                pixels[y * width + x] = a << 24 | c << 16 | (c / 2) << 8 | (c / 3)
            }
        }
        return pixels
    }

    /// One line through the definition (see the suite's comment), in Double.
    static func reference(_ line: [Double], sigma: Double) -> [Double] {
        let n = line.count
        func at(_ v: [Double], _ i: Int) -> Double { i >= 0 && i < n ? v[i] : 0 }
        if sigma < 2 {
            let reach = Int((3 * sigma).rounded(.up))
            func cdf(_ x: Double) -> Double { 0.5 * (1 + erf(x / (sigma * 2.0.squareRoot()))) }
            let w = (-reach...reach).map { cdf(Double($0) + 0.5) - cdf(Double($0) - 0.5) }
            let total = w.reduce(0, +)
            return (0..<n).map { i in (-reach...reach).reduce(0.0) { $0 + at(line, i + $1) * w[$1 + reach] / total } }
        }
        let v = sigma * sigma / 3
        let l = Int(((12 * v + 1).squareRoot() / 2 - 0.5).rounded(.down)), ld = Double(l)
        let alpha = (2 * ld + 1) * (v - ld * (ld + 1) / 3) / (2 * ((ld + 1) * (ld + 1) - v))
        let width = 2 * ld + 1 + 2 * alpha
        var values = line
        for _ in 0..<3 {
            let s = values
            values = (0..<n).map { i in
                ((-l...l).reduce(0.0) { $0 + at(s, i + $1) } + alpha * (at(s, i - l - 1) + at(s, i + l + 1))) / width
            }
        }
        return values
    }

    /// The picture blurred by the definition: rows, bytes, columns, bytes.
    static func referenceBlur(_ pixels: [UInt32], width: Int, height: Int, sigma: Double) -> [UInt32] {
        func component(_ p: UInt32, _ c: Int) -> Double { Double((p >> (8 * UInt32(c))) & 0xFF) }
        func pack(_ c: [Double]) -> UInt32 {
            let bytes = c.map { UInt32(min(255, max(0, $0.rounded()))) }
            let a = bytes[3]
            return a << 24 | min(bytes[2], a) << 16 | min(bytes[1], a) << 8 | min(bytes[0], a)
        }
        var out = pixels
        for y in 0..<height {
            let blurred = (0..<4).map { c in reference((0..<width).map { component(out[y * width + $0], c) }, sigma: sigma) }
            for x in 0..<width { out[y * width + x] = pack((0..<4).map { blurred[$0][x] }) }
        }
        for x in 0..<width {
            let blurred = (0..<4).map { c in reference((0..<height).map { component(out[$0 * width + x], c) }, sigma: sigma) }
            for y in 0..<height { out[y * width + x] = pack((0..<4).map { blurred[$0][y] }) }
        }
        return out
    }

    /// Every pixel within 1 of 255 of the definition (the running sums of float passes over a span
    /// round differently from Double over the whole line), for the kernel (σ 1.5) and the box passes
    /// (σ 3, 6); and a pixel whose whole neighbourhood is one value comes out exactly as it went in.
    @Test(arguments: [1.5, 3.0, 6.0])
    func spansMatchTheWholeBlur(sigma: Double) {
        let width = 130, height = 160
        let source = Self.picture(width: width, height: height)
        var pixels = source
        pixels.withUnsafeMutableBufferPointer {
            PixelFilters.gaussianBlur(PixelView(pixels: $0.baseAddress!, width: width, height: height, stride: width), sigma: sigma)
        }
        let expected = Self.referenceBlur(source, width: width, height: height, sigma: sigma)
        var worst = 0, unchangedInside = 0
        for i in 0..<(width * height) {
            for c in 0..<4 {
                let shift = UInt32(8 * c)
                worst = max(worst, abs(Int((pixels[i] >> shift) & 0xFF) - Int((expected[i] >> shift) & 0xFF)))
            }
        }
        #expect(worst <= 1, "σ \(sigma): a component differs from the definition by \(worst) of 255")
        // The card's inside, farther from any edge than the blur reaches (3σ is more than both the
        // kernel's and the three boxes' reach here): exactly its colour.
        let reach = Int((3 * sigma).rounded(.up)) + 1
        for y in (8 + reach)..<(100 - reach) {
            for x in (10 + reach)..<(70 - reach) {
                #expect(pixels[y * width + x] == 0xFF_FF_93_00, "(\(x), \(y)) at σ \(sigma)")
                unchangedInside += 1
            }
        }
        #expect(unchangedInside > 0)
        // And the picture did change near the edges (the blur ran).
        #expect(pixels[50 * width + 10] != source[50 * width + 10])
    }
}
