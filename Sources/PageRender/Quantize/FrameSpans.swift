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
        self = Self.scan(image, previous: previous, region: region, countingReplaced: false).spans
    }

    /// The runs, and the pixel counts of the colours `previous` showed where this frame changed
    /// them (what the changed runs replace on screen; empty without `previous`), in one pass.
    static func withReplaced(_ image: RGBImage, previous: RGBImage?, region: PixelRect) -> (spans: FrameSpans, replaced: ColorHashMap) {
        let scan = scan(image, previous: previous, region: region, countingReplaced: true)
        return (scan.spans, scan.replaced)
    }

    private static func scan(_ image: RGBImage, previous: RGBImage?, region: PixelRect,
                             countingReplaced: Bool) -> (spans: FrameSpans, replaced: ColorHashMap) {
        var runs: [(packed: UInt32, length: UInt32)] = []
        var replaced = ColorHashMap()
        let before = previous?.pixels ?? []
        image.pixels.withUnsafeBufferPointer { pixels in
            before.withUnsafeBufferPointer { before in
                var current: UInt32 = 0, length: UInt32 = 0
                // The replaced colours, counted a run of one colour at a time.
                var old: UInt32 = 0, oldLength = 0
                for y in region.y..<(region.y + region.height) {
                    let row = y * image.width
                    for i in (row + region.x)..<(row + region.x + region.width) {
                        let c = pixels[i]
                        let unchanged = !before.isEmpty && before[i] == c
                        let packed = unchanged ? c | unchangedBit : c
                        if packed == current && length > 0 {
                            length += 1
                        } else {
                            if length > 0 { runs.append((current, length)) }
                            current = packed
                            length = 1
                        }
                        if countingReplaced && !unchanged && !before.isEmpty {
                            if before[i] == old && oldLength > 0 {
                                oldLength += 1
                            } else {
                                if oldLength > 0 { replaced.add(old, oldLength) }
                                old = before[i]
                                oldLength = 1
                            }
                        }
                    }
                }
                if length > 0 { runs.append((current, length)) }
                if oldLength > 0 { replaced.add(old, oldLength) }
            }
        }
        return (FrameSpans(region: region, runs: runs), replaced)
    }

    private init(region: PixelRect, runs: [(packed: UInt32, length: UInt32)]) {
        self.region = region
        self.runs = runs
    }

    var hasUnchanged: Bool { runs.contains { $0.packed & Self.unchangedBit != 0 } }

    /// Pixel counts of the changed colours (unchanged pixels keep what the canvas shows).
    func histogram() -> ColorHashMap {
        var counts = ColorHashMap()
        for run in runs where run.packed & Self.unchangedBit == 0 { counts.add(run.packed, Int(run.length)) }
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
