import Foundation

/// `look.items.border`: an outline drawn inside each item's edge (docs/scenario.md).
struct ItemBorder: Sendable, Equatable {
    /// pt.
    var width: Double
    var color: Color
}

/// `look.background` as a two-colour linear gradient across the whole frame.
struct BackgroundGradient: Sendable, Equatable {
    var from: Color
    var to: Color
    /// The direction from `from` to `to`, degrees clockwise from pointing right on screen: 0 left
    /// to right, 90 (the default) top to bottom.
    var angle: Double

    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> BackgroundGradient? {
        c.rejectUnknownKeys(&d, known: ["gradient", "angle"])
        let angle = c["angle"].number(&d, default: 90, NumberRange.closed(-360, 360).measured(in: "degrees"))
        guard case let .array(items)? = c["gradient"].value, items.count == 2 else {
            d.add(c["gradient"].path, "must be two colours [\"#RRGGBB\", \"#RRGGBB\"], got \(c["gradient"].value?.brief ?? "nothing")")
            return nil
        }
        guard let from = c["gradient"].element(0).color(&d), let to = c["gradient"].element(1).color(&d) else { return nil }
        return BackgroundGradient(from: from, to: to, angle: angle)
    }
}

extension LookSpec {
    /// Border widths, pt: up to 1000.
    static let borderWidthRange = NumberRange.nonNegative(max: 1000).measured(in: "pt")

    /// Reads `items.border`, `items.transition`, `items.layoutEffect` and `items.visualEffect` of
    /// the `items` object. A visual effect combines with a transition (SwiftUI's separate
    /// modifiers), not with a layout effect (a UIKit layout, another framework's row).
    mutating func readEffects(_ items: JSONCursor, _ d: inout Diagnostics) {
        let b = items["border"]
        if b.requireObject(&d, required: false) {
            b.rejectUnknownKeys(&d, known: ["width", "color"])
            let width = b["width"].number(&d, default: 1, Self.borderWidthRange)
            if let color = b["color"].isPresent ? b["color"].color(&d) : Color.black { border = ItemBorder(width: width, color: color) }
        }
        if items["transition"].isPresent { transition = ScrollTransition.read(items["transition"], &d) }
        if items["layoutEffect"].isPresent { layoutEffect = LayoutEffect.read(items["layoutEffect"], &d) }
        if items["visualEffect"].isPresent { visualEffect = VisualEffectRecipe.read(items["visualEffect"], &d) }
        if items["zOrder"].isPresent {
            zOrder = items["zOrder"].choice(&d, ZOrder.allCases.map(\.rawValue), default: nil).flatMap(ZOrder.init) ?? .row
        }
    }
}
