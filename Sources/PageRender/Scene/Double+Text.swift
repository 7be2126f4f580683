import Foundation

/// Numbers as the pictures and reports print them: printf formatting, so no text depends on the
/// locale, and never "-0", which reads as a sign error.
extension Double {
    /// With `decimals` digits after the point.
    func text(decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", self)
        return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
    }

    /// Whole numbers without decimals, others with one: "120", "16.7".
    var shortText: String { text(decimals: self == rounded() ? 0 : 1) }
}
