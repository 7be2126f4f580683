internal import CCairo
import Foundation

extension CairoContext {
    /// `shape` (a `.text` or `.label`) with its string cut to fit `maxWidth` pt of advance in its
    /// font: unchanged when it fits, else the longest run of its first characters (trailing spaces
    /// dropped) followed by "…", or nothing when not even "…" fits. Other shapes come back as
    /// they are. Characters, not scalars, so an emoji or an accented letter is never split.
    func truncating(_ shape: Scene.Shape, to maxWidth: Double) -> Scene.Shape {
        switch shape {
        case let .text(string, center, size, color, bold):
            return .text(fitting(string, in: maxWidth, size: size, bold: bold), center: center, size: size, color: color, bold: bold)
        case let .label(string, origin, size, color, bold):
            return .label(fitting(string, in: maxWidth, size: size, bold: bold), origin: origin, size: size, color: color, bold: bold)
        default:
            return shape
        }
    }

    /// `string`, or its longest prefix with "…" that is at most `maxWidth` pt wide; the search
    /// halves the prefix length, so a 200-character title takes about eight measurements.
    private func fitting(_ string: String, in maxWidth: Double, size: Double, bold: Bool) -> String {
        selectFont(size: size, bold: bold)
        guard advance(of: string) > maxWidth else { return string }
        let characters = Array(string)
        func candidate(_ count: Int) -> String {
            var prefix = String(characters[..<count])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return prefix + "…"
        }
        guard advance(of: candidate(0)) <= maxWidth else { return "" }
        // The longest prefix that fits lies in fits...tooLong - 1; the whole string does not fit.
        var fits = 0, tooLong = characters.count
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if advance(of: candidate(middle)) <= maxWidth { fits = middle } else { tooLong = middle }
        }
        return candidate(fits)
    }

    /// How far `string` moves the pen in the selected font, pt.
    private func advance(of string: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(pointer, string, &extents)
        return extents.x_advance
    }
}
