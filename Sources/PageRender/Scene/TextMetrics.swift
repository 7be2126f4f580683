import Foundation

/// How wide text is, asked while a run's static layers are built, so labels and titles are fitted
/// once, before painting, and the painter draws strings as they come. The Cairo layer measures
/// with the font the painter draws (`TextMetrics.cairo()`, DejaVu Sans, no hinting).
package struct TextMetrics {
    /// How far `string` moves the pen at `size` pt, bold or regular, in points.
    package let advance: (_ string: String, _ size: Double, _ bold: Bool) -> Double

    package init(advance: @escaping (_ string: String, _ size: Double, _ bold: Bool) -> Double) {
        self.advance = advance
    }

    /// `string`, or its longest prefix with "…" that is at most `maxWidth` pt wide (UILabel's
    /// default tail truncation): trailing spaces of the prefix dropped, nothing when not even "…"
    /// fits. Characters, not scalars, so an emoji or an accented letter is never split. The
    /// search halves the prefix length, so a 200-character title takes about eight measurements.
    package func fitting(_ string: String, in maxWidth: Double, size: Double, bold: Bool) -> String {
        guard advance(string, size, bold) > maxWidth else { return string }
        let characters = Array(string)
        func candidate(_ count: Int) -> String {
            var prefix = String(characters[..<count])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return prefix + "…"
        }
        guard advance(candidate(0), size, bold) <= maxWidth else { return "" }
        // The longest prefix that fits lies in fits...tooLong - 1; the whole string does not fit.
        var fits = 0, tooLong = characters.count
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if advance(candidate(middle), size, bold) <= maxWidth { fits = middle } else { tooLong = middle }
        }
        return candidate(fits)
    }
}
