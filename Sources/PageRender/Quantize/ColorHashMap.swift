/// A map from 24-bit colours to small integers with open addressing: the colour histogram and
/// the colour-to-index cache of the quantiser. Swift's Dictionary hashes with a per-process seed
/// and boxes less tightly; this table is plain arrays and iterates in a fixed order. It grows
/// through a checked allocation (`MemoryHeadroom`): a photograph's frame has as many colours as
/// pixels, so its tables are frame-sized, and growth that cannot be had under an address-space
/// limit is a `RenderError`, not a trap.
struct ColorHashMap: Sendable {
    /// No 24-bit colour has the top byte set, so this key marks an empty slot.
    private static let empty: UInt32 = 0xFFFF_FFFF
    private var keys: [UInt32]
    private var values: [Int]
    private var mask: Int
    private(set) var count = 0

    /// An empty map; `capacity` is a hint of how many colours will be stored.
    init(capacity: Int = 256) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        keys = [UInt32](repeating: Self.empty, count: size)
        values = [Int](repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always) private func slot(of color: UInt32) -> Int {
        // Fibonacci hashing: multiply by 2^32 / golden ratio and keep the high bits.
        Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> 8) & mask
    }

    /// The value stored for `color`, or nil.
    @inline(__always) func value(for color: UInt32) -> Int? {
        var i = slot(of: color)
        while true {
            let k = keys[i]
            if k == color { return values[i] }
            if k == Self.empty { return nil }
            i = (i + 1) & mask
        }
    }

    /// An empty map for `capacity` colours, its tables a checked allocation: for a capacity that
    /// may be frame-sized or more.
    static func reserving(_ capacity: Int) throws -> ColorHashMap {
        try MemoryHeadroom.allocating(tableBytes(slotsFor: capacity), for: "a table of \(capacity) colours") { ColorHashMap(capacity: capacity) }
    }

    /// Bytes of the two tables with room for `capacity` colours.
    private static func tableBytes(slotsFor capacity: Int) -> Int {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        return size * (MemoryLayout<UInt32>.stride + MemoryLayout<Int>.stride)
    }

    /// Adds `amount` to the value of `color` (starting from 0).
    @inline(__always) mutating func add(_ color: UInt32, _ amount: Int) throws {
        var i = slot(of: color)
        while true {
            let k = keys[i]
            if k == color { values[i] &+= amount; return }
            if k == Self.empty { break }
            i = (i + 1) & mask
        }
        keys[i] = color
        values[i] = amount
        count += 1
        if count * 2 > keys.count { try grow() }
    }

    /// Stores `value` for `color`, replacing any earlier value.
    @inline(__always) mutating func set(_ color: UInt32, _ value: Int) throws {
        insert(color, value)
        if count * 2 > keys.count { try grow() }
    }

    /// Stores `value` for `color` when the table has room or can grow; else leaves it out: for a
    /// cache, whose answers can always be found again.
    @inline(__always) mutating func remember(_ color: UInt32, _ value: Int) {
        if (count + 1) * 2 > keys.count {
            do { try grow() } catch { return }
        }
        insert(color, value)
    }

    /// Stores `value` for `color` in a table with at least one empty slot.
    @inline(__always) private mutating func insert(_ color: UInt32, _ value: Int) {
        var i = slot(of: color)
        while keys[i] != color && keys[i] != Self.empty { i = (i + 1) & mask }
        if keys[i] == Self.empty {
            keys[i] = color
            count += 1
        }
        values[i] = value
    }

    /// Every (colour, value) pair, sorted by colour so results never depend on hashing.
    func entries() -> [(color: UInt32, value: Int)] {
        var out: [(color: UInt32, value: Int)] = []
        out.reserveCapacity(count)
        for i in keys.indices where keys[i] != Self.empty { out.append((keys[i], values[i])) }
        return out.sorted { $0.color < $1.color }
    }

    /// Adds every entry of `other`, multiplied by `factor`, to this map.
    mutating func merge(_ other: ColorHashMap, times factor: Int = 1) throws {
        for i in other.keys.indices where other.keys[i] != Self.empty { try add(other.keys[i], other.values[i] &* factor) }
    }

    /// Doubles the tables, a checked allocation; when it cannot be had the map is unchanged.
    private mutating func grow() throws {
        let size = keys.count * 2
        let grown = try MemoryHeadroom.allocating(size * (MemoryLayout<UInt32>.stride + MemoryLayout<Int>.stride),
                                                  for: "a table of \(size / 2) colours") {
            ([UInt32](repeating: Self.empty, count: size), [Int](repeating: 0, count: size))
        }
        let old = (keys, values)
        (keys, values) = grown
        mask = size - 1
        count = 0
        for i in old.0.indices where old.0[i] != Self.empty { insert(old.0[i], old.1[i]) }
    }
}
