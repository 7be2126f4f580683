import Foundation

extension EdgeInsets {
    /// `{top, left, bottom, right}` in pt, each in `range`, missing edges 0; absent: zero.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics, _ range: NumberRange) -> EdgeInsets {
        guard c.requireObject(&d, required: false) else { return .zero }
        c.rejectUnknownKeys(&d, known: ["top", "left", "bottom", "right"])
        return EdgeInsets(top: c["top"].number(&d, default: 0, range), left: c["left"].number(&d, default: 0, range),
                          bottom: c["bottom"].number(&d, default: 0, range), right: c["right"].number(&d, default: 0, range))
    }
}
