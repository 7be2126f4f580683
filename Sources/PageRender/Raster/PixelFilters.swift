import Foundation

/// Filters on a premultiplied ARGB32 picture (`PixelView`): the blur and colour effects of
/// scroll transitions, drawn on a group's raster (docs/effects.md). Integer and single-precision
/// arithmetic in a fixed order, so the bytes do not depend on the thread that runs them.
enum PixelFilters {
    /// Below this σ (px) the blur is the Gaussian's kernel itself (its integral over each pixel,
    /// so a step comes out as Φ at the pixel centres); from it on, three passes of an extended
    /// box (a box of 2l + 1 pixels plus a fractional weight α on the next pixel each side, so its
    /// variance is any number, not only (w² − 1)/12 of odd widths w) whose variances add up to σ²
    /// exactly: P. Gwosdek, S. Grewenig, A. Bruhn, J. Weickert, "Theoretical Foundations of
    /// Gaussian Convolution by Extended Box Filtering" (SSVM 2011). The cost does not grow with
    /// σ; three passes stay within 2.5 of 255 levels (1 %) of the Gaussian's step response at any
    /// σ (computed in Python for σ 2…30; four passes would be 1.9 for a third more time). 2 px
    /// is where the SVG specification's feGaussianBlur also switches from a kernel to box passes.
    static let boxBlurFromSigma = 2.0
    /// Box passes per direction (see `boxBlurFromSigma`).
    static let boxPasses = 3

    /// How far (px) the blur of standard deviation `sigma` reaches from a pixel, each side: the
    /// margin a picture needs around its content so nothing is cut.
    static func blurReach(sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        if sigma < boxBlurFromSigma { return Int((3 * sigma).rounded(.up)) }
        return boxPasses * (extendedBox(sigma: sigma).radius + 1)
    }

    /// One pass of the extended box for a blur of σ in `boxPasses` passes: its whole radius l and
    /// the weight α of the pixels at l + 1 (0…1), with variance σ² / passes (Gwosdek et al., eq. 8).
    static func extendedBox(sigma: Double) -> (radius: Int, alpha: Double) {
        let v = sigma * sigma / Double(boxPasses)
        let l = Int(((12 * v + 1).squareRoot() / 2 - 0.5).rounded(.down))
        let ld = Double(l)
        let alpha = (2 * ld + 1) * (v - ld * (ld + 1) / 3) / (2 * ((ld + 1) * (ld + 1) - v))
        return (l, alpha)
    }

    /// A Gaussian blur of standard deviation `sigma` pixels on premultiplied colour (so the
    /// transparent surroundings do not darken the edges), rows then columns; pixels outside the
    /// picture count as transparent.
    static func gaussianBlur(_ view: PixelView, sigma: Double) {
        guard sigma > 0.05, view.width > 0, view.height > 0 else { return }
        let lines = BlurLines(sigma: sigma)
        lines.run(view.pixels, lines: view.height, lineStep: view.stride, count: view.width, step: 1)
        lines.run(view.pixels, lines: view.width, lineStep: 1, count: view.height, step: view.stride)
    }

    /// `matrix` applied to each pixel's un-premultiplied colour (SwiftUI's colour effects act on
    /// un-premultiplied colour, docs/effects.md), the result clamped to 0…1, alpha unchanged.
    static func colorMatrix(_ view: PixelView, matrix: ColorMatrix) {
        let m = matrix.m.map(Float.init), bias = matrix.bias.map(Float.init)
        for y in 0..<view.height {
            let row = view.row(y)
            for x in 0..<view.width {
                let p = row[x], a = p >> 24
                guard a > 0 else { continue }
                let alpha = Float(a), inverse = 1 / alpha
                let r = Float((p >> 16) & 0xFF) * inverse, g = Float((p >> 8) & 0xFF) * inverse, b = Float(p & 0xFF) * inverse
                func channel(_ i: Int) -> UInt32 {
                    let v = min(1, max(0, m[i * 3] * r + m[i * 3 + 1] * g + m[i * 3 + 2] * b + bias[i]))
                    return UInt32(v * alpha + 0.5)
                }
                row[x] = a << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
            }
        }
    }
}
