import Foundation

/// The positions along a bundle of lines that a blur reaching `reach` pixels each side can change
/// (`BlurLines.run`): those within `reach` of a change, where a pixel differs from the one before
/// it in any line of the bundle (the picture's edges count as changes from transparent, the
/// blur's zero outside). Everywhere else every line holds one value over the blur's whole reach,
/// and a blur of weights summing to 1 gives it back: the inside of a flat card and the
/// transparent margin around it, most of a card's picture, come out as they went in. Spans closer
/// than twice the reach are joined, since each is read `reach` beyond both its ends.
struct ChangedSpans {
    let count: Int
    let reach: Int
    /// The spans of the last `find`, in order, apart and inside 0..<count.
    private(set) var spans: [Range<Int>] = []
    /// Per position b in 0...count: 1 where a change is (pixel b differs from pixel b − 1 in some
    /// line; transparent before 0 and after count − 1).
    private var changes: [UInt8]
    /// A bundle's worth of transparent pixels, what lies beyond a column's ends.
    private var zeros: [UInt32] = []

    init(count: Int, reach: Int) {
        self.count = count
        self.reach = reach
        changes = Array(repeating: 0, count: count + 1)
    }

    /// Finds the spans of `lines` lines of `count` pixels: line j's pixel i is
    /// `start[j * lineStep + i * step]`.
    mutating func find(_ start: UnsafePointer<UInt32>, lines: Int, lineStep: Int, step: Int) {
        spans.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        let count = count
        if step != 1, lineStep == 1, zeros.count < lines { zeros = Array(repeating: 0, count: lines) }
        let zeros = zeros
        changes.withUnsafeMutableBufferPointer { changes in
            changes.initialize(repeating: 0)
            if step == 1 {
                // Rows: each line's pixels side by side, compared along it.
                for k in 0..<lines {
                    let line = start + k * lineStep
                    if line[0] != 0 { changes[0] = 1 }
                    if line[count - 1] != 0 { changes[count] = 1 }
                    for i in 1..<max(1, count) { changes[i] |= line[i] != line[i - 1] ? 1 : 0 }
                }
            } else if lineStep == 1 {
                // Columns: the bundle's pixels at one position side by side (lineStep 1), a run
                // of memory compared with the run before.
                let bytes = lines * MemoryLayout<UInt32>.stride
                zeros.withUnsafeBytes { zero in
                    if memcmp(start, zero.baseAddress!, bytes) != 0 { changes[0] = 1 }
                    if memcmp(start + (count - 1) * step, zero.baseAddress!, bytes) != 0 { changes[count] = 1 }
                }
                for i in 1..<max(1, count) where memcmp(start + i * step, start + (i - 1) * step, bytes) != 0 { changes[i] = 1 }
            } else {
                for i in 0...count {
                    for k in 0..<lines {
                        let line = start + k * lineStep
                        let before: UInt32 = i == 0 ? 0 : line[(i - 1) * step], after: UInt32 = i == count ? 0 : line[i * step]
                        if before != after { changes[i] = 1; break }
                    }
                }
            }
        }
        for b in 0...count where changes[b] != 0 {
            let span = max(0, b - reach)..<min(count, b + reach)
            if let last = spans.last, span.lowerBound <= last.upperBound + 2 * reach {
                spans[spans.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                spans.append(span)
            }
        }
    }
}
