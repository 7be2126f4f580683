/// Page colours. The baselines use a fixed hue wheel, light enough for black numbers; the hidden
/// pager's demo picked random colours, replaced by a seeded sequence so frames are reproducible.
enum Palette {
    static let pages: [Color] = [
        Color(red: 0.96, green: 0.49, blue: 0.45),
        Color(red: 0.99, green: 0.75, blue: 0.35),
        Color(red: 0.55, green: 0.83, blue: 0.47),
        Color(red: 0.40, green: 0.78, blue: 0.86),
        Color(red: 0.56, green: 0.63, blue: 0.95),
        Color(red: 0.82, green: 0.57, blue: 0.93),
    ]

    static func page(_ index: Int) -> Color {
        pages[((index % pages.count) + pages.count) % pages.count]
    }

    /// Seed of `seeded(_:)`: any fixed value; this one is the first 64 bits of the golden ratio.
    static let seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A random-looking but fixed colour for item `index`. Hues step by the golden ratio from a
    /// seeded start, so neighbours always differ; SplitMix64 of seed + index varies saturation
    /// (0.35…0.65) and brightness (0.8…0.95), light enough for the blue centre line to show.
    static func seeded(_ index: Int) -> Color {
        var z = seed &+ UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let start = Double(seed >> 48) / 65536
        let hue = start + Double(index) * 0.618_033_988_749_894_9
        let saturation = 0.35 + 0.3 * Double(z & 0xFFFF) / 65536
        let brightness = 0.8 + 0.15 * Double((z >> 16) & 0xFFFF) / 65536
        return Color(hue: hue, saturation: saturation, brightness: brightness)
    }
}
