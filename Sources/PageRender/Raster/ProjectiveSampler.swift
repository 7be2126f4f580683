import Foundation

/// Draws a flat picture through a projective transform, perspective-correct: each destination
/// pixel is mapped back through the inverse homography into the picture (the texture mapping of
/// a plane seen in perspective, not an affine approximation) and the picture is read there
/// bilinearly. Where the map shrinks the picture (the far side of a turned card), one sample a
/// pixel would skip texels and make text shimmer from frame to frame, so every pixel averages a
/// grid of `samples` bilinear samples, as many along each destination axis as the picture's
/// pixels one destination pixel spans there (supersampling, at most `maxSamples` each way: a box
/// filter over the pixel's footprint that costs nothing where the card is seen face on). The
/// picture has a transparent margin, so the quad's edges are antialiased by the same samples:
/// each edge pixel gets the fraction of its samples that fall on the card.
/// Speed (BENCHMARKS.md, scroll-driven effects): integer weights and texels, and only the pixels
/// of each row that the card can cover.
enum ProjectiveSampler {
    /// 4 × 4 samples cover a footprint of 4 picture pixels a side, the most FSPager's coverFlow
    /// shrinks a card (67.5°, cos = 0.38, with the far side's perspective); beyond it texels are
    /// skipped, bounded cost over exactness.
    static let maxSamples = 4

    /// Fills `destination` (cleared beforehand) with `source` seen through a transform whose
    /// inverse `inverse` takes destination coordinates (pixel (i, j) covers [i, i + 1] ×
    /// [j, j + 1]) to source coordinates (the same convention); `samples` per pixel along x and y.
    /// Destination points whose source lies behind the eye (the inverse's w ≤ 0) stay clear.
    /// Each row visits only the pixels whose samples can land on the picture (`span`). A sample
    /// is read at a 1/256-texel position with integer weights (the four texels' weights sum to
    /// 2^16; four equal texels are that texel, as the weights would give), the components summed
    /// in 32-bit lanes (below 255 · 2^16 · 16 < 2^32), and the pixel is their mean, rounded.
    static func map(_ source: PixelView, into destination: PixelView, inverse h: ProjectiveTransform, samples: (x: Int, y: Int)) {
        let nx = max(1, samples.x), ny = max(1, samples.y), n = nx * ny
        let sw = source.width, sh = source.height, ss = source.stride, src = source.pixels
        let right = Double(sw), bottom = Double(sh)
        // The mean of n samples of weight 2^16, rounded: a shift when n is a power of two.
        let total = UInt32(n) << 16, half = SIMD4<UInt32>(repeating: total >> 1)
        let shift: UInt32? = n & (n - 1) == 0 ? UInt32(16 + n.trailingZeroBitCount) : nil
        @inline(__always) func texel(_ i: Int, _ j: Int) -> UInt32 {
            i >= 0 && j >= 0 && i < sw && j < sh ? src[j * ss + i] : 0
        }
        // A premultiplied pixel's blue, green, red and alpha (its bytes, little-endian).
        @inline(__always) func lanes(_ p: UInt32) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(p.littleEndian, to: SIMD4<UInt8>.self))
        }
        // One sample at the source point (nu / w, nv / w): its components times 2^16.
        @inline(__always) func sample(_ nu: Double, _ nv: Double, _ w: Double) -> SIMD4<UInt32> {
            guard w > 1e-12 else { return .zero }
            // Texel centres sit at i + 0.5.
            let toSource = 1 / w
            let u = nu * toSource - 0.5, v = nv * toSource - 0.5
            guard u > -1, v > -1, u < right, v < bottom else { return .zero }
            // u + 1 > 0, so truncation is the floor.
            let ui = Int((u + 1) * 256), vi = Int((v + 1) * 256)
            let x0 = (ui >> 8) - 1, y0 = (vi >> 8) - 1
            let p00, p10, p01, p11: UInt32
            if x0 >= 0, y0 >= 0, x0 + 1 < sw, y0 + 1 < sh {
                let t = src + y0 * ss + x0
                (p00, p10, p01, p11) = (t[0], t[1], t[ss], t[ss + 1])
            } else {
                (p00, p10, p01, p11) = (texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1))
            }
            if p00 == p10, p00 == p01, p00 == p11 { return lanes(p00) &<< 16 }
            let fx = UInt32(ui & 0xFF), fy = UInt32(vi & 0xFF)
            let w11 = fx * fy, w10 = (fx << 8) - w11, w01 = (fy << 8) - w11, w00 = 65536 + w11 - (fx << 8) - (fy << 8)
            return lanes(p00) &* w00 &+ lanes(p10) &* w10 &+ lanes(p01) &* w01 &+ lanes(p11) &* w11
        }
        // Numerators and w are affine in the destination point: stepped along each sample row.
        if n == 1 {
            for y in 0..<destination.height {
                let row = destination.row(y), py = Double(y) + 0.5
                let visited = span(h, y: py, sourceWidth: right, sourceHeight: bottom, width: destination.width)
                guard !visited.isEmpty else { continue }
                let px = Double(visited.lowerBound) + 0.5
                var nu = px * h.m11 + py * h.m21 + h.m31, nv = px * h.m12 + py * h.m22 + h.m32, w = px * h.m13 + py * h.m23 + h.m33
                for x in visited {
                    let sum = sample(nu, nv, w)
                    nu += h.m11; nv += h.m12; w += h.m13
                    guard sum[3] >= 32768 else { continue }
                    row[x] = UInt32(littleEndian: unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: (sum &+ 32768) &>> 16), to: UInt32.self))
                }
            }
            return
        }
        let stepU = h.m11 / Double(nx), stepV = h.m12 / Double(nx), stepW = h.m13 / Double(nx)
        for y in 0..<destination.height {
            let row = destination.row(y)
            var first = destination.width, last = 0
            for b in 0..<ny {
                let visited = span(h, y: Double(y) + (Double(b) + 0.5) / Double(ny), sourceWidth: right, sourceHeight: bottom,
                                   width: destination.width)
                first = min(first, visited.lowerBound)
                last = max(last, visited.upperBound)
            }
            guard first < last else { continue }
            for x in first..<last {
                var sum = SIMD4<UInt32>.zero
                for b in 0..<ny {
                    let py = Double(y) + (Double(b) + 0.5) / Double(ny), px = Double(x) + 0.5 / Double(nx)
                    var nu = px * h.m11 + py * h.m21 + h.m31, nv = px * h.m12 + py * h.m22 + h.m32, w = px * h.m13 + py * h.m23 + h.m33
                    for _ in 0..<nx {
                        sum &+= sample(nu, nv, w)
                        nu += stepU; nv += stepV; w += stepW
                    }
                }
                let mean = shift.map { (sum &+ half) &>> SIMD4(repeating: $0) } ?? (sum &+ half) / SIMD4(repeating: total)
                guard mean[3] > 0 else { continue }
                row[x] = UInt32(littleEndian: unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: mean), to: UInt32.self))
            }
        }
    }

    /// The destination pixels of row `y` (a sample row's centre) whose samples can land on a
    /// `sourceWidth` × `sourceHeight` picture through `h`: each condition `map` checks a sample
    /// against (w > 0, −1 < u < sourceWidth, −1 < v < sourceHeight, with u = nu / w − 0.5) is,
    /// multiplied by w, linear in the destination x, so the samples passing all of them lie in one
    /// interval; a pixel is visited when its [x, x + 1] meets it, with a pixel to spare each side
    /// for rounding (`map` still checks every sample, so the span only has to hold them all).
    static func span(_ h: ProjectiveTransform, y: Double, sourceWidth: Double, sourceHeight: Double, width: Int) -> Range<Int> {
        let nu = y * h.m21 + h.m31, nv = y * h.m22 + h.m32, w = y * h.m23 + h.m33
        var lo = -Double.infinity, hi = Double.infinity
        // a · x + c > 0.
        func keep(_ a: Double, _ c: Double) {
            if a > 0 { lo = max(lo, -c / a) } else if a < 0 { hi = min(hi, -c / a) } else if !(c > 0) { lo = .infinity }
        }
        keep(h.m13, w)
        keep(h.m11 + 0.5 * h.m13, nu + 0.5 * w)
        keep((sourceWidth + 0.5) * h.m13 - h.m11, (sourceWidth + 0.5) * w - nu)
        keep(h.m12 + 0.5 * h.m13, nv + 0.5 * w)
        keep((sourceHeight + 0.5) * h.m13 - h.m12, (sourceHeight + 0.5) * w - nv)
        guard lo < hi else { return 0..<0 }
        let limit = Double(width) + 2
        let first = max(0, Int(min(limit, max(-2, lo)).rounded(.down)) - 1)
        let last = min(width, Int(min(limit, max(-2, hi)).rounded(.up)) + 1)
        return first < last ? first..<last : 0..<0
    }

    /// Samples per destination pixel along x and y for `inverse` (destination → source pixels)
    /// over the destination points `probes`: the largest distance in the source that one
    /// destination pixel step spans along each axis there, rounded, 1…`maxSamples`.
    static func samples(inverse h: ProjectiveTransform, probes: [(x: Double, y: Double)]) -> (x: Int, y: Int) {
        var spanX = 1.0, spanY = 1.0
        for p in probes {
            let nu = p.x * h.m11 + p.y * h.m21 + h.m31, nv = p.x * h.m12 + p.y * h.m22 + h.m32
            let w = p.x * h.m13 + p.y * h.m23 + h.m33
            guard w > 1e-12 else { continue }
            // The Jacobian of (nu / w, nv / w): d(n / w) = (dn·w − n·dw) / w².
            let w2 = w * w
            let ux = (h.m11 * w - nu * h.m13) / w2, vx = (h.m12 * w - nv * h.m13) / w2
            let uy = (h.m21 * w - nu * h.m23) / w2, vy = (h.m22 * w - nv * h.m23) / w2
            spanX = max(spanX, (ux * ux + vx * vx).squareRoot())
            spanY = max(spanY, (uy * uy + vy * vy).squareRoot())
        }
        // Rounded, not rounded up: bilinear reading holds up to a span of 1.5 texels a pixel
        // without skipping one, and one sample instead of two each way is the difference between
        // a turned card costing 3 and 11 frames (BENCHMARKS.md, scroll-driven effects).
        func count(_ span: Double) -> Int {
            guard span.isFinite else { return maxSamples }
            return Int(min(Double(maxSamples), max(1, span.rounded())))
        }
        return (count(spanX), count(spanY))
    }
}
