import Foundation

/// `look.items.text`: how an item's text (`texts` or the `label` template) is drawn.
struct ItemTextStyle: Sendable, Equatable {
    /// The four weights apps name. DejaVu Sans, the one font the frames use, has a book and a
    /// bold face: `regular` and `medium` draw in book, `semibold` and `bold` in bold ([model],
    /// docs/looks.md).
    enum Weight: String, Sendable, CaseIterable {
        case regular, medium, semibold, bold

        var isBold: Bool { self == .semibold || self == .bold }
    }

    /// Where the text sits on the card.
    enum Placement: String, Sendable, CaseIterable {
        /// Centred on the card (the label's default).
        case center
        /// On the card's top edge, leading-aligned inside the margins.
        case top
        /// On the card's bottom edge, leading-aligned inside the margins (a photo card's title).
        case bottom
        /// In a caption band under the image: the card keeps its size, the image fills the part
        /// above the band, the text is leading-aligned in the band on the card's colour.
        case below
    }

    /// pt; nil: the preset's (16 % of the card's shorter side, 10…72 pt).
    var size: Double?
    var weight: Weight?
    /// nil: the theme's label colour.
    var color: Color?
    var placement: Placement = .center

    /// Text size range, pt: readable at @1x up to a large title.
    static let sizeRange = NumberRange.closed(4, 200).measured(in: "pt")

    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> ItemTextStyle? {
        guard c.requireObject(&d) else { return nil }
        c.rejectUnknownKeys(&d, known: ["size", "weight", "color", "placement"])
        var style = ItemTextStyle()
        if c["size"].isPresent { style.size = c["size"].number(&d, sizeRange) }
        if c["weight"].isPresent { style.weight = c["weight"].choice(&d, Weight.allCases.map(\.rawValue), default: nil).flatMap(Weight.init) }
        if c["color"].isPresent { style.color = c["color"].color(&d) }
        if c["placement"].isPresent {
            style.placement = c["placement"].choice(&d, Placement.allCases.map(\.rawValue), default: nil).flatMap(Placement.init) ?? .center
        }
        return style
    }
}

/// `look.title` as an object: `{"text": "Deals", "size": pt, "style": "large" | "inline"}`.
struct TitleStyle: Sendable, Equatable {
    enum Kind: String, Sendable, CaseIterable {
        /// UIKit's large title: bold, leading-aligned at the layout margin under the status bar.
        case large
        /// A navigation bar's inline title: semibold (drawn bold), centred in a 44-pt bar.
        case inline
    }

    var kind: Kind = .large
    /// pt; nil: 34 for large, 17 for inline (UIKit's large and inline title sizes).
    var size: Double?

    var resolvedSize: Double { size ?? (kind == .large ? 34 : 17) }
}
