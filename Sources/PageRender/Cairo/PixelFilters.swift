import Foundation

/// Filters on a premultiplied ARGB32 picture (cairo's image format: one native-endian UInt32 per
/// pixel, alpha in the top byte, colour premultiplied by it): the blur and colour effects of
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
    /// picture count as transparent. `stride` is in pixels.
    static func gaussianBlur(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.05, width > 0, height > 0 else { return }
        var pass = BlurPass(sigma: sigma, length: max(width, height))
        for y in 0..<height { pass.run(pixels + y * stride, count: width, step: 1) }
        for x in 0..<width { pass.run(pixels + x, count: height, step: stride) }
    }

    /// `matrix` applied to each pixel's un-premultiplied colour (SwiftUI's colour effects refuse
    /// the premultiplied path, scroll-effects.md 3.2), the result clamped to 0…1, alpha unchanged.
    static func colorMatrix(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, matrix: ColorMatrix) {
        let m = matrix.m.map(Float.init), bias = matrix.bias.map(Float.init)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
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

    /// Each premultiplied component multiplied by `color`'s component times its alpha, alpha by
    /// its alpha: SwiftUI's `colorMultiply` on un-premultiplied colour, written premultiplied.
    static func colorMultiply(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, color: Color) {
        let a = Float(min(1, max(0, color.alpha)))
        let k = [a, Float(color.red) * a, Float(color.green) * a, Float(color.blue) * a].map { min(1, max(0, $0)) }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row[x]
                guard p != 0 else { continue }
                func channel(_ shift: UInt32, _ f: Float) -> UInt32 { UInt32(Float((p >> shift) & 0xFF) * f + 0.5) << shift }
                row[x] = channel(24, k[0]) | channel(16, k[1]) | channel(8, k[2]) | channel(0, k[3])
            }
        }
    }
}

/// One direction of the blur on one line of pixels, with its buffers: the line is read into
/// fixed point (8 fractional bits, so three box passes round only once), convolved, written back.
private struct BlurPass {
    /// Fixed-point weights of the Gaussian's kernel (sum 2^14), or empty for the box passes.
    let kernel: [Int]
    /// The extended box: its whole radius, the weight of its whole pixels and of the two at
    /// radius + 1, in 16-bit fixed point (they sum to 2^16 within rounding).
    let box: (radius: Int, inner: Int, outer: Int)?
    var a: [Int], b: [Int]

    init(sigma: Double, length: Int) {
        if sigma < PixelFilters.boxBlurFromSigma {
            let reach = Int((3 * sigma).rounded(.up))
            // Φ((k + ½)/σ) − Φ((k − ½)/σ): the Gaussian's mass over pixel k.
            func cdf(_ x: Double) -> Double { 0.5 * (1 + erf(x / (sigma * 2.0.squareRoot()))) }
            let weights = (-reach...reach).map { cdf(Double($0) + 0.5) - cdf(Double($0) - 0.5) }
            let total = weights.reduce(0, +)
            var fixed = weights.map { Int(($0 / total * 16384).rounded()) }
            fixed[reach] += 16384 - fixed.reduce(0, +)
            kernel = fixed
            box = nil
        } else {
            kernel = []
            let (radius, alpha) = PixelFilters.extendedBox(sigma: sigma)
            let width = Double(2 * radius + 1) + 2 * alpha
            box = (radius, Int((65536 / width).rounded()), Int((65536 * alpha / width).rounded()))
        }
        a = [Int](repeating: 0, count: 4 * length)
        b = a
    }

    mutating func run(_ line: UnsafeMutablePointer<UInt32>, count: Int, step: Int) {
        let kernel = self.kernel, box = self.box
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                for i in 0..<count {
                    let p = line[i * step]
                    a[4 * i] = Int(p >> 24) << 8
                    a[4 * i + 1] = Int((p >> 16) & 0xFF) << 8
                    a[4 * i + 2] = Int((p >> 8) & 0xFF) << 8
                    a[4 * i + 3] = Int(p & 0xFF) << 8
                }
                var (source, target) = (a, b)
                if let box {
                    for _ in 0..<PixelFilters.boxPasses {
                        Self.extendedBox(source, into: target, count: count, box: box)
                        swap(&source, &target)
                    }
                } else {
                    Self.convolve(source, into: target, count: count, kernel: kernel)
                    swap(&source, &target)
                }
                for i in 0..<count {
                    func byte(_ c: Int) -> UInt32 { UInt32(min(255, max(0, (source[4 * i + c] + 128) >> 8))) }
                    line[i * step] = byte(0) << 24 | byte(1) << 16 | byte(2) << 8 | byte(3)
                }
            }
        }
    }

    /// The extended box (running sum of the whole pixels, plus the two fractional ones), zero
    /// outside the line.
    private static func extendedBox(_ s: UnsafeMutableBufferPointer<Int>, into t: UnsafeMutableBufferPointer<Int>, count: Int,
                                    box: (radius: Int, inner: Int, outer: Int)) {
        let r = box.radius
        @inline(__always) func at(_ j: Int, _ c: Int) -> Int { j >= 0 && j < count ? s[4 * j + c] : 0 }
        for c in 0..<4 {
            var sum = 0
            for j in 0..<min(r, count) { sum += s[4 * j + c] }
            for i in 0..<count {
                sum += at(i + r, c)
                sum -= at(i - r - 1, c)
                t[4 * i + c] = (sum * box.inner + (at(i - r - 1, c) + at(i + r + 1, c)) * box.outer + 32768) >> 16
            }
        }
    }

    /// The Gaussian's `kernel` (fixed point, sum 2^14), zero outside the line.
    private static func convolve(_ s: UnsafeMutableBufferPointer<Int>, into t: UnsafeMutableBufferPointer<Int>, count: Int, kernel: [Int]) {
        let reach = kernel.count / 2
        for i in 0..<count {
            var sum = (0, 0, 0, 0)
            for j in max(0, i - reach)...min(count - 1, i + reach) {
                let w = kernel[j - i + reach]
                sum.0 += s[4 * j] * w; sum.1 += s[4 * j + 1] * w; sum.2 += s[4 * j + 2] * w; sum.3 += s[4 * j + 3] * w
            }
            t[4 * i] = (sum.0 + 8192) >> 14; t[4 * i + 1] = (sum.1 + 8192) >> 14
            t[4 * i + 2] = (sum.2 + 8192) >> 14; t[4 * i + 3] = (sum.3 + 8192) >> 14
        }
    }
}
