import Foundation

/// Reduces a colour histogram to at most `maxColors` colours by recursive box splitting
/// (Heckbert's median cut, 1982), choosing splits by squared error (as Wu's quantiser does), then
/// polishing with a few Lloyd (k-means) passes over the histogram. Deterministic: ties break on
/// the colour value, and the histogram arrives sorted.
enum MedianCut {
    /// Lloyd passes after splitting: each moves every palette colour to the weighted mean of the
    /// histogram colours nearest to it. Two passes take most of the gain; measured on UI frames.
    static let refinementPasses = 2

    struct Entry {
        var color: UInt32
        var weight: Int
    }

    /// A palette of at most `maxColors` colours for `histogram` (colour, pixel count) pairs.
    static func palette(_ histogram: [(color: UInt32, value: Int)], maxColors: Int) -> [UInt32] {
        precondition(maxColors >= 1, "a palette needs at least one colour")
        var entries = histogram.map { Entry(color: $0.color, weight: $0.value) }
        if entries.count <= maxColors { return entries.map(\.color) }
        // Each box with its squared error, computed once when the box is made.
        var boxes = [(range: 0..<entries.count, error: squaredError(entries[...]))]
        while boxes.count < maxColors {
            guard let chosen = boxes.indices.filter({ boxes[$0].range.count > 1 })
                .max(by: { boxes[$0].error < boxes[$1].error }), boxes[chosen].error > 0 else { break }
            let box = boxes[chosen].range
            let split = splitIndex(&entries, box)
            let low = box.lowerBound..<split, high = split..<box.upperBound
            boxes[chosen] = (low, squaredError(entries[low]))
            boxes.append((high, squaredError(entries[high])))
        }
        var palette = boxes.map { mean(entries[$0.range]) }
        for _ in 0..<refinementPasses { palette = refine(palette, entries) }
        return palette
    }

    /// Sorts the box along its widest channel and returns the split that minimises the squared
    /// error of the two halves along that channel.
    private static func splitIndex(_ entries: inout [Entry], _ box: Range<Int>) -> Int {
        let channel = (0..<3).max { variance(entries[box], $0) < variance(entries[box], $1) }!
        entries[box].sort { a, b in
            let ca = component(a.color, channel), cb = component(b.color, channel)
            return ca != cb ? ca < cb : a.color < b.color
        }
        var totalWeight = 0.0, totalSum = 0.0, totalSquares = 0.0
        for e in entries[box] {
            let v = Double(component(e.color, channel)), w = Double(e.weight)
            totalWeight += w; totalSum += w * v; totalSquares += w * v * v
        }
        var weight = 0.0, sum = 0.0, squares = 0.0
        var best = (index: box.lowerBound + 1, error: Double.infinity)
        for i in box.dropLast() {
            let v = Double(component(entries[i].color, channel)), w = Double(entries[i].weight)
            weight += w; sum += w * v; squares += w * v * v
            // Only split between different values of the channel, so both halves differ.
            guard component(entries[i + 1].color, channel) != component(entries[i].color, channel) else { continue }
            let rightWeight = totalWeight - weight, rightSum = totalSum - sum
            let error = (squares - sum * sum / weight) + (totalSquares - squares - rightSum * rightSum / rightWeight)
            if error < best.error { best = (i + 1, error) }
        }
        return best.index
    }

    private static func refine(_ palette: [UInt32], _ entries: [Entry]) -> [UInt32] {
        var sums = [(r: Double, g: Double, b: Double, w: Double)](repeating: (0, 0, 0, 0), count: palette.count)
        for e in entries {
            let i = nearest(e.color, in: palette)
            let w = Double(e.weight)
            sums[i].r += w * Double(e.color.redChannel)
            sums[i].g += w * Double(e.color.greenChannel)
            sums[i].b += w * Double(e.color.blueChannel)
            sums[i].w += w
        }
        return palette.indices.map { i in
            let s = sums[i]
            guard s.w > 0 else { return palette[i] }
            return .rgb(Int((s.r / s.w).rounded()), Int((s.g / s.w).rounded()), Int((s.b / s.w).rounded()))
        }
    }

    /// PSNR in dB of the histogram's colours mapped to their nearest palette colours, weighted by
    /// pixel count (infinity when every colour is in the palette). `nearest` holds each colour's
    /// `nearest(_:in:)` index in `palette`: the caller searches once and keeps the answers.
    static func psnr(_ histogram: [(color: UInt32, value: Int)], _ palette: [UInt32], nearest: [Int]) -> Double {
        precondition(nearest.count == histogram.count, "one nearest index per histogram colour")
        var squares = 0.0, samples = 0.0
        for (entry, index) in zip(histogram, nearest) {
            let p = palette[index], c = entry.color
            let dr = p.redChannel - c.redChannel, dg = p.greenChannel - c.greenChannel, db = p.blueChannel - c.blueChannel
            squares += Double(entry.value * (dr * dr + dg * dg + db * db))
            samples += Double(entry.value * 3)
        }
        return squares == 0 ? .infinity : 10 * log10(255 * 255 * samples / squares)
    }

    /// The index of the palette colour closest to `color` in squared RGB distance (the error
    /// PSNR measures); the lowest index wins a tie.
    static func nearest(_ color: UInt32, in palette: [UInt32]) -> Int {
        let r = color.redChannel, g = color.greenChannel, b = color.blueChannel
        return palette.withUnsafeBufferPointer { entries in
            var best = 0, bestDistance = Int.max
            for i in 0..<entries.count {
                let p = entries[i]
                let dr = p.redChannel - r, dg = p.greenChannel - g, db = p.blueChannel - b
                let d = dr * dr + dg * dg + db * db
                if d < bestDistance { best = i; bestDistance = d }
            }
            return best
        }
    }

    private static func component(_ c: UInt32, _ channel: Int) -> Int {
        Int((c >> UInt32(16 - 8 * channel)) & 0xFF)
    }

    private static func variance(_ box: ArraySlice<Entry>, _ channel: Int) -> Double {
        var w = 0.0, s = 0.0, q = 0.0
        for e in box {
            let v = Double(component(e.color, channel)), weight = Double(e.weight)
            w += weight; s += weight * v; q += weight * v * v
        }
        return q - s * s / w
    }

    private static func squaredError(_ box: ArraySlice<Entry>) -> Double {
        (0..<3).reduce(0) { $0 + variance(box, $1) }
    }

    private static func mean(_ box: ArraySlice<Entry>) -> UInt32 {
        var w = 0.0, r = 0.0, g = 0.0, b = 0.0
        for e in box {
            let weight = Double(e.weight)
            w += weight
            r += weight * Double(e.color.redChannel)
            g += weight * Double(e.color.greenChannel)
            b += weight * Double(e.color.blueChannel)
        }
        return .rgb(Int((r / w).rounded()), Int((g / w).rounded()), Int((b / w).rounded()))
    }
}
