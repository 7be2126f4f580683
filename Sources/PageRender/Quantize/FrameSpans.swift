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
    init(_ image: RGBImage, previous: RGBImage?, region: PixelRect) throws {
        self = try Self.scan(image, previous: previous, region: region, countingReplaced: false).spans
    }

    /// The runs, and the pixel counts of the colours `previous` showed where this frame changed
    /// them (what the changed runs replace on screen; empty without `previous`), in one pass.
    static func withReplaced(_ image: RGBImage, previous: RGBImage?, region: PixelRect) throws -> (spans: FrameSpans, replaced: ColorHashMap) {
        let scan = try scan(image, previous: previous, region: region, countingReplaced: true)
        return (scan.spans, scan.replaced)
    }

    private static func scan(_ image: RGBImage, previous: RGBImage?, region: PixelRect,
                             countingReplaced: Bool) throws -> (spans: FrameSpans, replaced: ColorHashMap) {
        // The rows are read through raw pointers: checked here, before any is read.
        precondition(region.x >= 0 && region.y >= 0 && region.x + region.width <= image.width
                     && region.y + region.height <= image.height, "region lies outside the picture")
        precondition(previous.map { $0.width == image.width && $0.height == image.height } ?? true, "pictures differ in size")
        var runs = RunBuffer()
        var replaced = ReplacedColors()
        try image.pixels.withUnsafeBufferPointer { pixels in
            guard let previous else {
                for y in region.y..<(region.y + region.height) {
                    try runs.add(pixels.baseAddress! + y * image.width + region.x, count: region.width)
                }
                return
            }
            try previous.pixels.withUnsafeBufferPointer { before in
                for y in region.y..<(region.y + region.height) {
                    let offset = y * image.width + region.x
                    if countingReplaced {
                        try runs.add(pixels.baseAddress! + offset, over: before.baseAddress! + offset, count: region.width, counting: &replaced)
                    } else {
                        try runs.add(pixels.baseAddress! + offset, over: before.baseAddress! + offset, count: region.width)
                    }
                }
            }
        }
        return (FrameSpans(region: region, runs: try runs.finish()), try replaced.finish())
    }

    private init(region: PixelRect, runs: [(packed: UInt32, length: UInt32)]) {
        self.region = region
        self.runs = runs
    }

    var hasUnchanged: Bool { runs.contains { $0.packed & Self.unchangedBit != 0 } }

    /// Pixel counts of the changed colours (unchanged pixels keep what the canvas shows).
    func histogram() throws -> ColorHashMap {
        var counts = ColorHashMap()
        for run in runs where run.packed & Self.unchangedBit == 0 { try counts.add(run.packed, Int(run.length)) }
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

/// Collects a frame's runs a row at a time in a buffer of its own, which grows by doubling, so
/// a pixel costs a compare and no array bookkeeping; `finish` copies them into an array of their
/// size. Each row is scanned with the run state copied into locals, and the rare work (storing a
/// run, counting a replaced colour) is in functions of their own, so the per-pixel loop stays
/// small: photographs make a run every few pixels. The buffer and the array are frame-sized for
/// a photograph (8 bytes a pixel), so both are checked allocations (`MemoryHeadroom`).
private struct RunBuffer: ~Copyable {
    private var storage = UnsafeMutablePointer<(packed: UInt32, length: UInt32)>.allocate(capacity: 1024)
    private var capacity = 1024
    private var count = 0
    /// The run being extended; bits 24…30 are never set in a packed run, so none is at first.
    private var current: UInt32 = 0x7FFF_FFFF
    private var length: UInt32 = 0

    /// Adds `count` pixels, all changed.
    mutating func add(_ row: UnsafePointer<UInt32>, count: Int) throws {
        var current = self.current, length = self.length
        defer {
            self.current = current
            self.length = length
        }
        for x in 0..<count { try extend(row[x], &current, &length) }
    }

    /// Adds `count` pixels, each unchanged where it equals the pixel of `shown` below it.
    mutating func add(_ row: UnsafePointer<UInt32>, over shown: UnsafePointer<UInt32>, count: Int) throws {
        var current = self.current, length = self.length
        defer {
            self.current = current
            self.length = length
        }
        for x in 0..<count {
            let c = row[x]
            try extend(shown[x] == c ? c | FrameSpans.unchangedBit : c, &current, &length)
        }
    }

    /// The same, counting in `replaced` the colours of `shown` that changed pixels paint over.
    mutating func add(_ row: UnsafePointer<UInt32>, over shown: UnsafePointer<UInt32>, count: Int,
                      counting replaced: inout ReplacedColors) throws {
        var current = self.current, length = self.length
        var old = replaced.color, oldLength = replaced.length
        defer {
            self.current = current
            self.length = length
            replaced.color = old
            replaced.length = oldLength
        }
        for x in 0..<count {
            let c = row[x], b = shown[x]
            try extend(b == c ? c | FrameSpans.unchangedBit : c, &current, &length)
            guard b != c else { continue }
            if b == old {
                oldLength += 1
            } else {
                if oldLength > 0 { try replaced.add(old, oldLength) }
                old = b
                oldLength = 1
            }
        }
    }

    /// Extends the run in `current` and `length` (copies in locals, which stay in registers)
    /// with a pixel of `packed`, or stores it and starts a new one.
    @inline(__always) private mutating func extend(_ packed: UInt32, _ current: inout UInt32, _ length: inout UInt32) throws {
        if packed == current {
            length += 1
        } else {
            if length > 0 { try append(current, length) }
            current = packed
            length = 1
        }
    }

    @inline(never) private mutating func append(_ packed: UInt32, _ length: UInt32) throws {
        if count == capacity {
            let grown = try MemoryHeadroom.allocating(capacity * 2 * MemoryLayout<(packed: UInt32, length: UInt32)>.stride,
                                                      for: "\(capacity * 2) runs of colour") {
                UnsafeMutablePointer<(packed: UInt32, length: UInt32)>.allocate(capacity: capacity * 2)
            }
            grown.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        storage[count] = (packed, length)
        count += 1
    }

    /// The runs in scan order.
    consuming func finish() throws -> [(packed: UInt32, length: UInt32)] {
        let runs = Result {
            if length > 0 { try append(current, length) }
            return try MemoryHeadroom.allocating(count * MemoryLayout<(packed: UInt32, length: UInt32)>.stride, for: "\(count) runs of colour") {
                Array(UnsafeBufferPointer(start: storage, count: count))
            }
        }
        storage.deallocate()
        discard self
        return try runs.get()
    }

    deinit { storage.deallocate() }
}

/// The colours changed pixels paint over, counted a run of one colour at a time.
private struct ReplacedColors {
    var counts = ColorHashMap()
    /// The run being counted; no colour has the top byte set, so none is at first.
    var color: UInt32 = 0xFFFF_FFFF
    var length = 0

    @inline(never) mutating func add(_ color: UInt32, _ length: Int) throws {
        try counts.add(color, length)
    }

    consuming func finish() throws -> ColorHashMap {
        if length > 0 { try counts.add(color, length) }
        return counts
    }
}
