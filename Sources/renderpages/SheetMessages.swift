import Foundation
import PageRender

extension SheetShape: CustomStringConvertible {
    /// "the PNG filmstrip is 1189×10544 pt: 3 columns (one per scenario) by 12 rows (…)".
    public var description: String {
        let rows = kind == .filmstrip
            ? "\(gestures * rowsPerGesture) rows (release, mid-motion and rest for each of \(gestures) gesture\(gestures == 1 ? "" : "s"), \(JSONValue.format(rowHeight)) pt a row)"
            : "one row of screens"
        return "the \(kind.rawValue) is \(JSONValue.format(Double(size.width)))×\(JSONValue.format(Double(size.height))) pt: \(columns) column\(columns == 1 ? "" : "s") (one per scenario) by \(rows)"
    }
}

extension SheetSizeError {
    /// The measured size, what makes it so and the widths that fit.
    var commandLineMessage: String {
        let fewer = shape.kind == .filmstrip && shape.gestures > 1 ? ", or compare scenarios with fewer gestures" : ""
        return "--width \(pixelWidth): \(shape), so \(pixelWidth) px wide makes it \(pixelHeight) px tall; it can be drawn at most \(widest) px wide (\(largestSide) px a side, \(JSONValue.format(SheetSizing.largestScale)) px/pt at most); pass --width \(widest) or less\(fewer)"
    }
}

extension GestureStarts {
    /// Which columns start the gesture when, why, and the `at` that aligns them.
    var commandLineWarning: String {
        let list = starts.map { "\($0.column) at \(JSONValue.format($0.t)) ms" }.joined(separator: ", ")
        let at = Int(alignedAt.rounded(.up))
        return "gesture \(gesture + 1) starts at different instants in the columns (\(list)): a pause counts from each column's own rest; to play them in step give it one start time with \"at\", e.g. --set gestures[\(gesture)].at=\(at)"
    }
}
