import Foundation

/// What makes a comparison sheet or filmstrip the size it is, for the messages that say why it
/// does not fit: its size in points, its columns (one per scenario) and its rows (a filmstrip has
/// `rowsPerGesture` rows for each gesture shown).
package struct SheetShape: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case filmstrip = "PNG filmstrip"
        case sheet = "comparison sheet"
    }

    package let kind: Kind
    /// Size at 1 px/pt.
    package let size: CGSize
    package let columns: Int
    /// Gestures shown, one row set each (1 for a sheet, which has one row).
    package let gestures: Int
    package let rowsPerGesture: Int
    /// Height of one row, pt.
    package let rowHeight: Double
}

/// A sheet that cannot be drawn at the size asked: `pixelWidth` would make it `pixelHeight` px
/// tall (or wide), past `largestSide` px a side; `widest` is the widest it can be.
package struct SheetSizeError: Error, Equatable, Sendable {
    package let shape: SheetShape
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let largestSide: Int
    package let widest: Int
}

extension Filmstrip {
    /// Its columns and rows.
    package var shape: SheetShape {
        SheetShape(kind: .filmstrip, size: size, columns: scenarios.count, gestures: gestures.count,
                   rowsPerGesture: Moment.allCases.count, rowHeight: rowHeight)
    }
}

extension ComparisonSheet {
    /// Its columns and its one row.
    package var shape: SheetShape {
        SheetShape(kind: .sheet, size: size, columns: scenarios.count, gestures: 1, rowsPerGesture: 1, rowHeight: size.height)
    }
}
