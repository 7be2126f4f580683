import Foundation
import Testing
@testable import PageRender

/// `PixelImage.aspectFilled` against a direct transcription of its definition in Double, pixel by
/// pixel (no separable passes, no shared taps, no float sums): centre crop at the target's aspect
/// ratio, box-filter area coverage when shrinking an axis, linear interpolation between pixel
/// centres with clamped edges when enlarging one, each channel rounded half up, colours at most
/// alpha. The sizes reach every loop of the implementation: one tap per output pixel (an axis kept
/// at its size), two (enlarging, and shrinking by less than two), and more (shrinking further).
@Suite struct AspectFillOracleTests {
    /// Source pixels of one axis and their weights for output pixel `i` of `count`, spread over
    /// `span` source pixels from `from` (`limit` pixels on the axis).
    static func weights(_ i: Int, count: Int, from: Double, span: Double, limit: Int) -> [(Int, Double)] {
        let step = span / Double(count)
        let start = from + Double(i) * step, end = start + step
        let clamp = { (x: Int) in min(max(x, 0), limit - 1) }
        if span >= Double(count) {
            var taps: [(Int, Double)] = []
            var x = Int(start.rounded(.down))
            while Double(x) < end {
                let overlap = min(end, Double(x + 1)) - max(start, Double(x))
                if overlap > 0 { taps.append((clamp(x), overlap / step)) }
                x += 1
            }
            return taps
        }
        let centre = (start + end) / 2 - 0.5, left = centre.rounded(.down)
        return [(clamp(Int(left)), 1 - (centre - left)), (clamp(Int(left) + 1), centre - left)]
    }

    static func oracle(_ image: PixelImage, width: Int, height: Int) -> [UInt32] {
        let scale = max(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let cropWidth = Double(width) / scale, cropHeight = Double(height) / scale
        let x0 = (Double(image.width) - cropWidth) / 2, y0 = (Double(image.height) - cropHeight) / 2
        var out: [UInt32] = []
        for y in 0..<height {
            let rows = weights(y, count: height, from: y0, span: cropHeight, limit: image.height)
            for x in 0..<width {
                let columns = weights(x, count: width, from: x0, span: cropWidth, limit: image.width)
                var sums = [Double](repeating: 0, count: 4)
                for (sy, wy) in rows {
                    for (sx, wx) in columns {
                        let p = image.pixels[sy * image.width + sx]
                        for c in 0..<4 { sums[c] += wy * wx * Double(p >> UInt32(8 * c) & 0xFF) }
                    }
                }
                let levels = sums.map { UInt32(min(($0 + 0.5).rounded(.down), 255)) }
                let alpha = levels[3]
                let blue = min(levels[0], alpha), green = min(levels[1], alpha) << 8, red = min(levels[2], alpha) << 16
                out.append(blue | green | red | alpha << 24)
            }
        }
        return out
    }

    /// A 29 × 19 px picture with every channel varying and some translucent pixels (premultiplied:
    /// colours at most alpha), from a fixed linear congruential sequence.
    static let source: PixelImage = {
        var state: UInt32 = 12_345
        let pixels = (0..<29 * 19).map { i -> UInt32 in
            state = state &* 1_103_515_245 &+ 12_345
            let alpha: UInt32 = i % 7 == 0 ? 96 + (state >> 25) : 255
            func colour(_ shift: UInt32) -> UInt32 { (state >> shift & 0xFF) * alpha / 255 }
            let red = colour(8) << 16, green = colour(16) << 8
            return alpha << 24 | red | green | colour(0)
        }
        return PixelImage(width: 29, height: 19, pixels: pixels)
    }()

    @Test(arguments: [(29, 40), (58, 38), (80, 61), (20, 13), (11, 19), (7, 5), (29, 12), (40, 19)])
    func matchesTheDefinition(_ size: (width: Int, height: Int)) {
        let ours = Self.source.aspectFilled(width: size.width, height: size.height)
        let expected = Self.oracle(Self.source, width: size.width, height: size.height)
        #expect(ours.width == size.width && ours.height == size.height)
        // Float sums and the float interpolation weight may land a channel on the other side of a
        // half from the Double sums: one level, on few pixels.
        var exact = 0, worst = 0
        for (a, b) in zip(ours.pixels, expected) {
            let d = (0..<4).map { (c: Int) -> Int in
                let shift = UInt32(8 * c)
                return abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))
            }.max()!
            worst = max(worst, d)
            if d == 0 { exact += 1 }
        }
        #expect(worst <= 1, "\(size): a channel differs by \(worst)")
        #expect(exact * 100 >= expected.count * 99, "\(size): only \(exact) of \(expected.count) pixels exact")
    }
}
