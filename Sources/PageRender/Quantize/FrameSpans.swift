/// One frame's changed rectangle as runs of one colour, each marked changed or unchanged
/// against the frame before: what the GIF exporter keeps of a frame between deciding the
/// palettes and writing indices, so it never holds every rendered frame at once. Flat UI needs a
/// few thousand runs where the pixels take hundreds of kilobytes.
struct FrameSpans: Sendable {
    var region: PixelRect
    /// Runs in scan order, packed: bits 0…23 the colour, bit 31 set when the run is unchanged,
    /// and the length in the second word.
    var runs: [(packed: UInt32, length: UInt32)]

    static let unchangedBit: UInt32 = 1 << 31

    /// The runs of `image` in `region`, compared with `previous` (all changed without one).
    init(_ image: RGBImage, previous: RGBImage?, region: PixelRect) {
        self.region = region
        var runs: [(packed: UInt32, length: UInt32)] = []
        let before = previous?.pixels ?? []
        image.pixels.withUnsafeBufferPointer { pixels in
            before.withUnsafeBufferPointer { before in
                var current: UInt32 = 0, length: UInt32 = 0
                for y in region.y..<(region.y + region.height) {
                    let row = y * image.width
                    for i in (row + region.x)..<(row + region.x + region.width) {
                        let c = pixels[i]
                        let packed = !before.isEmpty && before[i] == c ? c | Self.unchangedBit : c
                        if packed == current && length > 0 {
                            length += 1
                        } else {
                            if length > 0 { runs.append((current, length)) }
                            current = packed
                            length = 1
                        }
                    }
                }
                if length > 0 { runs.append((current, length)) }
            }
        }
        self.runs = runs
    }

    var hasUnchanged: Bool { runs.contains { $0.packed & Self.unchangedBit != 0 } }

    /// Pixel counts of the changed colours (unchanged pixels keep what the canvas shows).
    func histogram() -> ColorHashMap {
        var counts = ColorHashMap()
        for run in runs where run.packed & Self.unchangedBit == 0 { counts.add(run.packed, Int(run.length)) }
        return counts
    }

    /// Pixel counts of the colours `previous` showed where this frame changed them: what the
    /// changed runs replace on screen. `previous` is the frame these spans were compared with.
    func replacedHistogram(previous: RGBImage) -> ColorHashMap {
        var counts = ColorHashMap()
        previous.pixels.withUnsafeBufferPointer { before in
            var x = 0, y = 0
            var current: UInt32 = 0, length = 0
            for run in runs {
                var left = Int(run.length)
                let changed = run.packed & Self.unchangedBit == 0
                while left > 0 {
                    let step = min(left, region.width - x)
                    if changed {
                        let start = (region.y + y) * previous.width + region.x + x
                        for i in start..<(start + step) {
                            let c = before[i]
                            if c == current && length > 0 {
                                length += 1
                            } else {
                                if length > 0 { counts.add(current, length) }
                                current = c
                                length = 1
                            }
                        }
                    }
                    left -= step
                    x += step
                    if x == region.width { x = 0; y += 1 }
                }
            }
            if length > 0 { counts.add(current, length) }
        }
        return counts
    }

    /// Every pixel of the region: its colour, and whether it is unchanged.
    func pixels() -> (colors: [UInt32], unchanged: [Bool]) {
        var colors = [UInt32](), unchanged = [Bool]()
        colors.reserveCapacity(region.area)
        unchanged.reserveCapacity(region.area)
        for run in runs {
            colors.append(contentsOf: repeatElement(run.packed & 0xFF_FFFF, count: Int(run.length)))
            unchanged.append(contentsOf: repeatElement(run.packed & Self.unchangedBit != 0, count: Int(run.length)))
        }
        return (colors, unchanged)
    }
}
