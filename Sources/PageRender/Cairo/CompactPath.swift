import Foundation

/// SVG path data written short: relative commands (`m l h v c z`) whose offsets are taken between
/// points already rounded to `decimals` places (0.01 pt by default), so the drawn points are the rounded absolute ones however
/// long the path; numbers without a leading zero; a separator only where the next number would
/// otherwise run on (SVG's path grammar ends a number at a sign or at a second point); a command
/// letter left out when it repeats the one before.
struct CompactPath {
    private(set) var d = ""
    /// Decimal places of every coordinate.
    let decimals: Int
    private let unit: Double
    /// The current point and the subpath's start, rounded.
    private var current = (x: 0.0, y: 0.0), start = (x: 0.0, y: 0.0)
    private var command: Character?
    /// Whether the last number written has a decimal point (then ".5" must be separated too).
    private var lastHasPoint = false

    init(decimals: Int = 2) {
        self.decimals = decimals
        unit = pow(10, Double(decimals))
    }

    private func rounded(_ p: (Double, Double)) -> (x: Double, y: Double) {
        ((p.0 * unit).rounded() / unit, (p.1 * unit).rounded() / unit)
    }

    private mutating func number(_ v: Double, first: Bool) {
        var text = SVGNumber.text(v, decimals: decimals)
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        if !first && !text.hasPrefix("-") && !(text.hasPrefix(".") && lastHasPoint) { d += " " }
        d += text
        lastHasPoint = text.contains(".")
    }

    private mutating func emit(_ letter: Character, _ points: [(x: Double, y: Double)]) {
        var first = false
        if command != letter || letter == "m" {
            d.append(letter)
            command = letter
            first = true
        }
        for p in points {
            number(p.x - current.x, first: first)
            number(p.y - current.y, first: false)
            first = false
        }
        current = points[points.count - 1]
    }

    mutating func move(_ p: (Double, Double)) {
        let q = rounded(p)
        emit("m", [q])
        start = q
    }

    /// A straight line; `h` or `v` when it is horizontal or vertical.
    mutating func line(_ p: (Double, Double)) {
        let q = rounded(p)
        if q.y == current.y || q.x == current.x {
            let letter: Character = q.y == current.y ? "h" : "v"
            let first = command != letter
            if first {
                d.append(letter)
                command = letter
            }
            number(letter == "h" ? q.x - current.x : q.y - current.y, first: first)
            current = q
        } else {
            emit("l", [q])
        }
    }

    /// A cubic Bézier; its offsets are all from the current point, as SVG's `c` has them.
    mutating func curve(_ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) {
        let from = current
        let points = [rounded(a), rounded(b), rounded(c)]
        var first = false
        if command != "c" {
            d.append("c")
            command = "c"
            first = true
        }
        for p in points {
            number(p.x - from.x, first: first)
            number(p.y - from.y, first: false)
            first = false
        }
        current = points[2]
    }

    mutating func close() {
        d.append("z")
        command = "z"
        current = start
    }
}
