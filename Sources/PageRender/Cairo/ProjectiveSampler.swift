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
enum ProjectiveSampler {
    /// 4 × 4 samples cover a footprint of 4 picture pixels a side, the most FSPager's coverFlow
    /// shrinks a card (67.5°, cos = 0.38, with the far side's perspective); beyond it texels are
    /// skipped, bounded cost over exactness.
    static let maxSamples = 4

    /// A premultiplied ARGB32 picture: `width` × `height` pixels, rows `stride` pixels apart.
    struct Picture {
        var pixels: UnsafeMutablePointer<UInt32>
        var width: Int
        var height: Int
        var stride: Int
    }

    /// Fills `destination` (cleared beforehand) with `source` seen through a transform whose
    /// inverse `inverse` takes destination coordinates (pixel (i, j) covers [i, i + 1] ×
    /// [j, j + 1]) to source coordinates (the same convention); `samples` per pixel along x and y.
    /// Destination points whose source lies behind the eye (the inverse's w ≤ 0) stay clear.
    static func map(_ source: Picture, into destination: Picture, inverse h: Homography, samples: (x: Int, y: Int)) {
        let nx = max(1, samples.x), ny = max(1, samples.y)
        let weight = 1 / Float(nx * ny)
        let sw = source.width, sh = source.height, ss = source.stride, src = source.pixels
        @inline(__always) func texel(_ i: Int, _ j: Int) -> SIMD4<Float> {
            guard i >= 0, j >= 0, i < sw, j < sh else { return .zero }
            let p = src[j * ss + i]
            return SIMD4(Float(p >> 24), Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
        }
        // Numerators and w are affine in the destination point: stepped along each sample row.
        let stepU = h.m11 / Double(nx), stepV = h.m12 / Double(nx), stepW = h.m13 / Double(nx)
        for y in 0..<destination.height {
            let row = destination.pixels + y * destination.stride
            for x in 0..<destination.width {
                var sum = SIMD4<Float>.zero
                for b in 0..<ny {
                    let py = Double(y) + (Double(b) + 0.5) / Double(ny), px = Double(x) + 0.5 / Double(nx)
                    var nu = px * h.m11 + py * h.m21 + h.m31, nv = px * h.m12 + py * h.m22 + h.m32, w = px * h.m13 + py * h.m23 + h.m33
                    for _ in 0..<nx {
                        defer { nu += stepU; nv += stepV; w += stepW }
                        guard w > 1e-12 else { continue }
                        // Texel centres sit at i + 0.5.
                        let u = nu / w - 0.5, v = nv / w - 0.5
                        guard u > -1, v > -1, u < Double(sw), v < Double(sh) else { continue }
                        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
                        let fx = Float(u - Double(x0)), fy = Float(v - Double(y0))
                        let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
                        let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
                        sum += top * (1 - fy) + bottom * fy
                    }
                }
                let c = sum * weight + 0.5
                guard c[0] >= 1 else { continue }
                row[x] = UInt32(c[0]) << 24 | UInt32(c[1]) << 16 | UInt32(c[2]) << 8 | UInt32(c[3])
            }
        }
    }

    /// Samples per destination pixel along x and y for `inverse` (destination → source pixels)
    /// over the destination points `probes`: the largest distance in the source that one
    /// destination pixel step spans along each axis there, rounded, 1…`maxSamples`.
    static func samples(inverse h: Homography, probes: [(x: Double, y: Double)]) -> (x: Int, y: Int) {
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
