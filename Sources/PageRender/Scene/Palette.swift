/// Distinct page colours for the native and free baselines, so motion is easy to follow:
/// a fixed hue wheel (no randomness), light enough for black numbers.
public enum Palette {
    public static let pages: [Color] = [
        Color(red: 0.96, green: 0.49, blue: 0.45),
        Color(red: 0.99, green: 0.75, blue: 0.35),
        Color(red: 0.55, green: 0.83, blue: 0.47),
        Color(red: 0.40, green: 0.78, blue: 0.86),
        Color(red: 0.56, green: 0.63, blue: 0.95),
        Color(red: 0.82, green: 0.57, blue: 0.93),
    ]

    public static func page(_ index: Int) -> Color {
        pages[((index % pages.count) + pages.count) % pages.count]
    }
}
