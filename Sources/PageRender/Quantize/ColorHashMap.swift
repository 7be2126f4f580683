/// A map from 24-bit colours to small integers with open addressing: the colour histogram and
/// the colour-to-index cache of the quantiser. Swift's Dictionary hashes with a per-process seed
/// and boxes less tightly; this table is plain arrays and iterates in a fixed order.
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

    /// Adds `amount` to the value of `color` (starting from 0).
    @inline(__always) mutating func add(_ color: UInt32, _ amount: Int) {
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
        if count * 2 > keys.count { grow() }
    }

    /// Stores `value` for `color`, replacing any earlier value.
    @inline(__always) mutating func set(_ color: UInt32, _ value: Int) {
        var i = slot(of: color)
        while keys[i] != color && keys[i] != Self.empty { i = (i + 1) & mask }
        if keys[i] == Self.empty {
            keys[i] = color
            count += 1
        }
        values[i] = value
        if count * 2 > keys.count { grow() }
    }

    /// Every (colour, value) pair, sorted by colour so results never depend on hashing.
    func entries() -> [(color: UInt32, value: Int)] {
        var out: [(color: UInt32, value: Int)] = []
        out.reserveCapacity(count)
        for i in keys.indices where keys[i] != Self.empty { out.append((keys[i], values[i])) }
        return out.sorted { $0.color < $1.color }
    }

    /// Adds every entry of `other`, multiplied by `factor`, to this map.
    mutating func merge(_ other: ColorHashMap, times factor: Int = 1) {
        for i in other.keys.indices where other.keys[i] != Self.empty { add(other.keys[i], other.values[i] &* factor) }
    }

    private mutating func grow() {
        let old = (keys, values)
        keys = [UInt32](repeating: Self.empty, count: old.0.count * 2)
        values = [Int](repeating: 0, count: old.0.count * 2)
        mask = keys.count - 1
        count = 0
        for i in old.0.indices where old.0[i] != Self.empty { set(old.0[i], old.1[i]) }
    }
}
