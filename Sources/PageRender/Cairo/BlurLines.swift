import Foundation

/// One direction of `PixelFilters.gaussianBlur` over a whole picture: its lines (rows, or
/// columns) blurred `bundle` at a time. A bundle is read into a buffer where the components of
/// its pixels at one position along the lines lie side by side (the lanes), so each pass walks
/// the buffer front to back doing the same arithmetic on every lane: the columns are read a row
/// at a time (`bundle` neighbouring pixels, not one pixel a row apart), and the lanes' arithmetic
/// vectorizes. Per lane, the arithmetic is exactly the one of a line at a time: each component in
/// fixed point with 8 fractional bits (so three box passes round only once), three extended box
/// passes or the Gaussian's kernel, rounded to 8 bits at the end, zero outside the picture (the
/// buffer's zero padding each side of the line).
struct BlurLines {
    /// Lines blurred together: 8 pixels of 4 components are 32 lanes, and a pass's five buffers
    /// of a 1000-pixel line hold 128 KiB each at most, in the second-level cache.
    static let bundle = 8

    /// Fixed-point weights of the Gaussian's kernel (sum 2^14), or empty for the box passes.
    let kernel: [UInt32]
    /// The extended box: its whole radius, the weight of its whole pixels and of the two at
    /// radius + 1, in 16-bit fixed point (they sum to 2^16 within rounding).
    let box: (radius: Int, inner: UInt64, outer: UInt64)?
    /// Positions of zeros each side of a line: the farthest a pass reads from a pixel.
    let pad: Int

    init(sigma: Double) {
        if sigma < PixelFilters.boxBlurFromSigma {
            let reach = Int((3 * sigma).rounded(.up))
            // Φ((k + ½)/σ) − Φ((k − ½)/σ): the Gaussian's mass over pixel k.
            func cdf(_ x: Double) -> Double { 0.5 * (1 + erf(x / (sigma * 2.0.squareRoot()))) }
            let weights = (-reach...reach).map { cdf(Double($0) + 0.5) - cdf(Double($0) - 0.5) }
            let total = weights.reduce(0, +)
            var fixed = weights.map { Int(($0 / total * 16384).rounded()) }
            fixed[reach] += 16384 - fixed.reduce(0, +)
            kernel = fixed.map { UInt32($0) }
            box = nil
            pad = reach
        } else {
            kernel = []
            let (radius, alpha) = PixelFilters.extendedBox(sigma: sigma)
            let width = Double(2 * radius + 1) + 2 * alpha
            box = (radius, UInt64((65536 / width).rounded()), UInt64((65536 * alpha / width).rounded()))
            pad = radius + 1
        }
    }

    /// Blurs `lines` lines of `count` pixels: line j's pixel i is `pixels[j * lineStep + i * step]`.
    func run(_ pixels: UnsafeMutablePointer<UInt32>, lines: Int, lineStep: Int, count: Int, step: Int) {
        let positions = count + 2 * pad, capacity = positions * 4 * Self.bundle
        let a = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity), b = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * Self.bundle)
        defer { a.deallocate(); b.deallocate(); sums.deallocate() }
        var first = 0
        while first < lines {
            let n = min(Self.bundle, lines - first), lanes = 4 * n
            let start = pixels + first * lineStep
            for buffer in [a, b] {
                buffer.initialize(repeating: 0, count: pad * lanes)
                (buffer + (pad + count) * lanes).initialize(repeating: 0, count: pad * lanes)
            }
            for i in 0..<count {
                let to = a + (pad + i) * lanes, from = start + i * step
                for k in 0..<n {
                    let p = from[k * lineStep]
                    to[4 * k] = (p >> 24) << 8
                    to[4 * k + 1] = ((p >> 16) & 0xFF) << 8
                    to[4 * k + 2] = ((p >> 8) & 0xFF) << 8
                    to[4 * k + 3] = (p & 0xFF) << 8
                }
            }
            var (source, target) = (a, b)
            if let box {
                for _ in 0..<PixelFilters.boxPasses {
                    Self.extendedBox(source + pad * lanes, into: target + pad * lanes, count: count, lanes: lanes, box: box, sums: sums)
                    swap(&source, &target)
                }
            } else {
                Self.convolve(source + pad * lanes, into: target + pad * lanes, count: count, lanes: lanes, kernel: kernel, sums: sums)
                swap(&source, &target)
            }
            for i in 0..<count {
                let from = source + (pad + i) * lanes, to = start + i * step
                for k in 0..<n {
                    @inline(__always) func byte(_ c: Int) -> UInt32 { min(255, (from[4 * k + c] &+ 128) >> 8) }
                    to[k * lineStep] = byte(0) << 24 | byte(1) << 16 | byte(2) << 8 | byte(3)
                }
            }
            first += n
        }
    }

    /// The extended box (running sum of the whole pixels, plus the two fractional ones); `s` and
    /// `t` point at position 0, with `box.radius + 1` positions of zeros before and after.
    private static func extendedBox(_ s: UnsafeMutablePointer<UInt32>, into t: UnsafeMutablePointer<UInt32>, count: Int, lanes: Int,
                                    box: (radius: Int, inner: UInt64, outer: UInt64), sums: UnsafeMutablePointer<UInt32>) {
        let r = box.radius, inner = box.inner, outer = box.outer
        sums.initialize(repeating: 0, count: lanes)
        for j in 0..<r {
            let line = s + j * lanes
            for l in 0..<lanes { sums[l] &+= line[l] }
        }
        for i in 0..<count {
            let entering = s + (i + r) * lanes, leaving = s + (i - r - 1) * lanes, beyond = s + (i + r + 1) * lanes
            let out = t + i * lanes
            for l in 0..<lanes {
                let sum = sums[l] &+ entering[l] &- leaving[l]
                sums[l] = sum
                let edges = UInt64(leaving[l] &+ beyond[l])
                out[l] = UInt32(truncatingIfNeeded: (UInt64(sum) &* inner &+ edges &* outer &+ 32768) >> 16)
            }
        }
    }

    /// The Gaussian's `kernel` (fixed point, sum 2^14): at most 65 280 · 2^14 + 2^13 < 2^32 a lane.
    private static func convolve(_ s: UnsafeMutablePointer<UInt32>, into t: UnsafeMutablePointer<UInt32>, count: Int, lanes: Int,
                                 kernel: [UInt32], sums: UnsafeMutablePointer<UInt32>) {
        let reach = kernel.count / 2
        kernel.withUnsafeBufferPointer { kernel in
            for i in 0..<count {
                sums.initialize(repeating: 8192, count: lanes)
                for (k, w) in kernel.enumerated() {
                    let line = s + (i + k - reach) * lanes
                    for l in 0..<lanes { sums[l] &+= line[l] &* w }
                }
                let out = t + i * lanes
                for l in 0..<lanes { out[l] = sums[l] >> 14 }
            }
        }
    }
}
