/// Which source pixels each output pixel along one axis reads, and with what weights (adding up
/// to 1), in flat arrays: output pixel i reads the taps `first[i]..<first[i + 1]`. Shared by the
/// area resample of frames (`RGBImage.areaResampled`) and the aspect fill of item images
/// (`PixelImage.aspectFilled`), which run it over every output pixel.
struct ResampleTaps {
    private(set) var first: [Int] = [0]
    private(set) var index: [Int] = []
    private(set) var weight: [Double] = []

    /// Area coverage: `count` output pixels spread over `span` source pixels from `from`, each
    /// weighing every source pixel it overlaps by the overlapped length over its own (an exact
    /// area average when shrinking); indices clamped to `0..<limit`.
    static func area(count: Int, from: Double = 0, span: Double, limit: Int) -> ResampleTaps {
        var taps = ResampleTaps()
        let step = span / Double(count)
        for i in 0..<count {
            let start = from + Double(i) * step, end = start + step
            var x = Int(start.rounded(.down))
            while Double(x) < end {
                let overlap = min(end, Double(x + 1)) - max(start, Double(x))
                if overlap > 0 { taps.add(min(max(x, 0), limit - 1), overlap / step) }
                x += 1
            }
            taps.first.append(taps.index.count)
        }
        return taps
    }

    /// Linear interpolation for enlarging: each output pixel reads the two source pixels whose
    /// centres are around its own, weighted by closeness. The weights are single-precision values
    /// (1 − t and t of a `Float` t, both exact in `Double`), as the aspect fill computes in `Float`.
    static func linear(count: Int, from: Double, span: Double, limit: Int) -> ResampleTaps {
        var taps = ResampleTaps()
        let step = span / Double(count)
        for i in 0..<count {
            let start = from + Double(i) * step, end = start + step
            let centre = (start + end) / 2 - 0.5
            let left = Int(centre.rounded(.down)), t = Double(Float(centre - Double(left)))
            taps.add(min(max(left, 0), limit - 1), 1 - t)
            taps.add(min(max(left + 1, 0), limit - 1), t)
            taps.first.append(taps.index.count)
        }
        return taps
    }

    /// The number of taps of every output pixel when all have the same (linear: 2), else nil.
    var tapsPerPixel: Int? {
        guard first.count > 1 else { return nil }
        let count = first[1] - first[0]
        return first.indices.dropFirst().allSatisfy { first[$0] - first[$0 - 1] == count } ? count : nil
    }

    /// The taps as unsafe buffers, the weights in single precision, for loops over every pixel:
    /// `body(first, index, weight)`.
    func withBuffers<R>(_ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Float>) -> R) -> R {
        let single = weight.map(Float.init)
        return first.withUnsafeBufferPointer { first in
            index.withUnsafeBufferPointer { index in
                single.withUnsafeBufferPointer { weight in body(first, index, weight) }
            }
        }
    }

    private mutating func add(_ i: Int, _ w: Double) {
        index.append(i)
        weight.append(w)
    }
}
