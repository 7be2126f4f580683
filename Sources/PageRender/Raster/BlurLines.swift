import Foundation

/// One direction of `PixelFilters.gaussianBlur` over a whole picture: its lines (rows, or
/// columns) blurred `bundle` at a time. A bundle is read into a buffer where the components of
/// its pixels at one position along the lines lie side by side (the lanes), so each pass walks
/// the buffer front to back doing the same arithmetic on every lane: the columns are read a row
/// at a time (`bundle` neighbouring pixels, not one pixel a row apart), and the lanes' arithmetic
/// vectorizes, four single-precision lanes an instruction. Each component is a Float from its
/// byte, goes through three extended box passes or the Gaussian's kernel with zero outside the
/// picture (the buffer's zero padding each side of the line), and is rounded to a byte once at
/// the end, its colour at most its alpha (premultiplied). Against the same passes in 64-bit
/// fixed point (8 fractional bits) no byte of the effects benchmark's 52 blurred
/// frames differs by more than 1 of 255, and four Float lanes an instruction run faster than two
/// 64-bit ones (BENCHMARKS.md, scroll-driven effects).
struct BlurLines {
    /// Lines blurred together: 16 pixels of 4 components are 64 lanes, a cache line of a row for
    /// the columns, and a pass's two buffers of a 500-pixel line hold 128 KiB each.
    static let bundle = 16

    /// The Gaussian's kernel (weights summing to 1), or empty for the box passes.
    let kernel: [Float]
    /// The extended box: its whole radius, the weight of its whole pixels and of the two at
    /// radius + 1 (2r + 1 inner weights and 2 outer ones sum to 1).
    let box: (radius: Int, inner: Float, outer: Float)?
    /// Positions of zeros each side of a line: the farthest a pass reads from a pixel.
    let pad: Int

    init(sigma: Double) {
        if sigma < PixelFilters.boxBlurFromSigma {
            let reach = Int((3 * sigma).rounded(.up))
            // Φ((k + ½)/σ) − Φ((k − ½)/σ): the Gaussian's mass over pixel k.
            func cdf(_ x: Double) -> Double { 0.5 * (1 + erf(x / (sigma * 2.0.squareRoot()))) }
            let weights = (-reach...reach).map { cdf(Double($0) + 0.5) - cdf(Double($0) - 0.5) }
            let total = weights.reduce(0, +)
            kernel = weights.map { Float($0 / total) }
            box = nil
            pad = reach
        } else {
            kernel = []
            let (radius, alpha) = PixelFilters.extendedBox(sigma: sigma)
            let width = Double(2 * radius + 1) + 2 * alpha
            box = (radius, Float(1 / width), Float(alpha / width))
            pad = radius + 1
        }
    }

    /// How far a pixel's whole blur reads along the line, each side: the three box passes' reach
    /// added up, or the kernel's.
    var reach: Int { box == nil ? pad : PixelFilters.boxPasses * pad }

    /// Blurs `lines` lines of `count` pixels: line j's pixel i is `pixels[j * lineStep + i * step]`.
    ///
    /// Only what the blur can change is computed: a position whose pixels, in every line of the
    /// bundle, equal all their neighbours within `reach` (a flat card's inside, the transparent
    /// margin) comes out as it went in, so the passes run over the spans within `reach` of a
    /// change (`ChangedSpans`), each read from `reach` before it to `reach` after it (what its
    /// outputs depend on), and only the span is written back. The running sums of the second and
    /// third passes then start at the span instead of the line's start, which may move a rounding
    /// by one level of 255 (BlurLinesTests compares against the passes done whole in Double).
    func run(_ pixels: UnsafeMutablePointer<UInt32>, lines: Int, lineStep: Int, count: Int, step: Int) {
        let positions = count + 2 * pad, capacity = positions * 4 * Self.bundle
        let a = UnsafeMutablePointer<Float>.allocate(capacity: capacity), b = UnsafeMutablePointer<Float>.allocate(capacity: capacity)
        let sums = UnsafeMutablePointer<Float>.allocate(capacity: 4 * Self.bundle)
        defer { a.deallocate(); b.deallocate(); sums.deallocate() }
        var spans = ChangedSpans(count: count, reach: reach)
        var first = 0
        while first < lines {
            let n = min(Self.bundle, lines - first)
            let start = pixels + first * lineStep
            spans.find(start, lines: n, lineStep: lineStep, step: step)
            for span in spans.spans {
                let read = max(0, span.lowerBound - reach)..<min(count, span.upperBound + reach)
                blur(start, lines: n, lineStep: lineStep, step: step, read: read, write: span, buffers: (a, b), sums: sums)
            }
            first += n
        }
    }

    /// The passes over the positions `read` of `lines` lines (zero beyond them), the positions
    /// `write` (inside `read`) written back.
    private func blur(_ start: UnsafeMutablePointer<UInt32>, lines n: Int, lineStep: Int, step: Int, read: Range<Int>, write: Range<Int>,
                      buffers: (UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>), sums: UnsafeMutablePointer<Float>) {
        let lanes = 4 * n, count = read.count
        let first = start + read.lowerBound * step
        // The zeros each side of the line, in both buffers (no array of them: this runs per span).
        for buffer in 0..<2 {
            let start = buffer == 0 ? buffers.0 : buffers.1
            start.initialize(repeating: 0, count: pad * lanes)
            (start + (pad + count) * lanes).initialize(repeating: 0, count: pad * lanes)
        }
        for i in 0..<count {
            let to = buffers.0 + (pad + i) * lanes, from = first + i * step
            for k in 0..<n {
                // Blue, green, red, alpha: the pixel's bytes, little-endian.
                let bytes = unsafeBitCast(from[k * lineStep].littleEndian, to: SIMD4<UInt8>.self)
                UnsafeMutableRawPointer(to + 4 * k).storeBytes(of: SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: bytes)), as: SIMD4<Float>.self)
            }
        }
        var (source, target) = buffers
        if let box {
            for _ in 0..<PixelFilters.boxPasses {
                Self.extendedBox(source + pad * lanes, into: target + pad * lanes, count: count, lanes: lanes, box: box, sums: sums)
                swap(&source, &target)
            }
        } else {
            Self.convolve(source + pad * lanes, into: target + pad * lanes, count: count, lanes: lanes, kernel: kernel, sums: sums)
            swap(&source, &target)
        }
        let magic = SIMD4<Float>(repeating: 8_388_608), zero = SIMD4<Float>.zero, top = SIMD4<Float>(repeating: 255)
        for i in write {
            let from = source + (pad + i - read.lowerBound) * lanes, to = start + i * step
            for k in 0..<n {
                // Rounded to the nearest whole number by adding 2^23 (a float from 2^23 on has no
                // fraction bits), which needs no conversion check: 0…255 in the low byte of the
                // bits; the colour at most the alpha.
                let v = UnsafeRawPointer(from + 4 * k).loadUnaligned(as: SIMD4<Float>.self)
                let rounded: SIMD4<Float> = (pointwiseMin(pointwiseMax(v, zero), top) + magic) - magic
                let limited: SIMD4<Float> = pointwiseMin(rounded, SIMD4<Float>(repeating: rounded[3]))
                let bits = unsafeBitCast(limited + magic, to: SIMD4<UInt32>.self) & SIMD4<UInt32>(repeating: 0xFF)
                to[k * lineStep] = UInt32(littleEndian: unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self))
            }
        }
    }

    /// The extended box (running sum of the whole pixels, plus the two fractional ones); `s` and
    /// `t` point at position 0, with `box.radius + 1` positions of zeros before and after.
    private static func extendedBox(_ s: UnsafeMutablePointer<Float>, into t: UnsafeMutablePointer<Float>, count: Int, lanes: Int,
                                    box: (radius: Int, inner: Float, outer: Float), sums: UnsafeMutablePointer<Float>) {
        let r = box.radius, inner = box.inner, outer = box.outer
        sums.initialize(repeating: 0, count: lanes)
        for j in 0..<r {
            let line = s + j * lanes
            for l in 0..<lanes { sums[l] += line[l] }
        }
        // Four lanes an instruction, loaded and stored as vectors: through plain pointers the
        // compiler cannot rule out that `sums`, `s` and `t` overlap, so it kept every lane's sum
        // in memory, one at a time. The arithmetic per lane is unchanged (same operations, same
        // order), so the bytes are the same.
        let inner4 = SIMD4<Float>(repeating: inner), outer4 = SIMD4<Float>(repeating: outer)
        let raw = UnsafeMutableRawPointer(sums)
        for i in 0..<count {
            let entering = UnsafeRawPointer(s + (i + r) * lanes), leaving = UnsafeRawPointer(s + (i - r - 1) * lanes)
            let beyond = UnsafeRawPointer(s + (i + r + 1) * lanes), out = UnsafeMutableRawPointer(t + i * lanes)
            for offset in stride(from: 0, to: lanes * 4, by: 16) {
                let gone = leaving.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                let sum = raw.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                    + entering.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self) - gone
                raw.storeBytes(of: sum, toByteOffset: offset, as: SIMD4<Float>.self)
                let next = beyond.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                out.storeBytes(of: sum * inner4 + (gone + next) * outer4, toByteOffset: offset, as: SIMD4<Float>.self)
            }
        }
    }

    /// The Gaussian's `kernel`, zero outside the line.
    private static func convolve(_ s: UnsafeMutablePointer<Float>, into t: UnsafeMutablePointer<Float>, count: Int, lanes: Int,
                                 kernel: [Float], sums: UnsafeMutablePointer<Float>) {
        let reach = kernel.count / 2
        kernel.withUnsafeBufferPointer { kernel in
            for i in 0..<count {
                sums.initialize(repeating: 0, count: lanes)
                for (k, w) in kernel.enumerated() {
                    let line = s + (i + k - reach) * lanes
                    for l in 0..<lanes { sums[l] += line[l] * w }
                }
                let out = t + i * lanes
                for l in 0..<lanes { out[l] = sums[l] }
            }
        }
    }
}
