import Foundation

/// Numbers as an SVG file writes them: fixed decimals through printf (never the locale's
/// separator), trailing zeros and a bare point dropped, never "-0": "12", "0.5", "-3.25".
enum SVGNumber {
    static func text(_ value: Double, decimals: Int = 2) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
