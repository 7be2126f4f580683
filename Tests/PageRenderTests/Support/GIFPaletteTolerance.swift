@testable import PageRender

/// Comparing GIF frames with the truecolour frames they were made from: a GIF shows each drawn
/// colour as a colour of its table, so the drawn colour may be off by as much as the table's
/// nearest colour is from it. A pixel mismatches when the shown colour is farther from the drawn
/// one (largest channel difference) than the nearest colour the GIF shows (the nearest in RGB
/// distance, as a GIF writer maps without dithering) plus `threshold`. Frames from the same
/// drawing pass whatever the table; a moved card or a changed colour fails, because the drawn
/// colour is then among the GIF's colours, just not at that pixel. The colours are those of
/// every frame given, which is the table for a GIF with one global table and a superset of
/// each frame's table otherwise (the allowance then can only be smaller, never larger).
struct GIFPaletteTolerance {
    private let shownFrames: [RGBImage]
    private var available: [UInt32] = []
    private var allowance: [UInt32: Int] = [:]

    init(shownFrames: [RGBImage]) {
        self.shownFrames = shownFrames
    }

    /// The GIF's colours, gathered the first time a pixel needs them (runs of one colour added
    /// once: a set insertion per pixel costs seconds in a debug build).
    private mutating func gatherColors() {
        var colors = Set<UInt32>()
        for frame in shownFrames {
            var last: UInt32? = nil
            for p in frame.pixels where p != last {
                colors.insert(p & 0xFF_FFFF)
                last = p
            }
        }
        available = colors.sorted()
    }

    mutating func mismatchedPixels(shown: RGBImage, drawn: RGBImage, threshold: Int) -> Int {
        // Unsafe buffers and a plain loop: the suite runs in a debug build, where iterating
        // arrays through zip and calling helpers per pixel costs seconds per gallery file.
        var off: [(shown: UInt32, drawn: UInt32)] = []
        shown.pixels.withUnsafeBufferPointer { s in
            drawn.pixels.withUnsafeBufferPointer { d in
                for i in 0..<min(s.count, d.count) where s[i] != d[i] {
                    let p = s[i], q = d[i]
                    if abs(Int(p >> 16 & 0xFF) - Int(q >> 16 & 0xFF)) > threshold || abs(Int(p >> 8 & 0xFF) - Int(q >> 8 & 0xFF)) > threshold
                        || abs(Int(p & 0xFF) - Int(q & 0xFF)) > threshold { off.append((p, q)) }
                }
            }
        }
        return off.filter { Self.largestChannelDifference($0.shown, $0.drawn) > slack(for: $0.drawn & 0xFF_FFFF) + threshold }.count
    }

    /// How far `color` is from its nearest GIF colour, largest channel difference.
    private mutating func slack(for color: UInt32) -> Int {
        if let known = allowance[color] { return known }
        if available.isEmpty { gatherColors() }
        let r = color.redChannel, g = color.greenChannel, b = color.blueChannel
        let nearest = available.withUnsafeBufferPointer { colors in
            var best = colors[0], bestDistance = Int.max
            for c in colors {
                let dr = c.redChannel - r, dg = c.greenChannel - g, db = c.blueChannel - b
                let d = dr * dr + dg * dg + db * db
                if d < bestDistance { best = c; bestDistance = d }
            }
            return best
        }
        let slack = Self.largestChannelDifference(color, nearest)
        allowance[color] = slack
        return slack
    }

    static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        max(abs(a.redChannel - b.redChannel), abs(a.greenChannel - b.greenChannel), abs(a.blueChannel - b.blueChannel))
    }
}
