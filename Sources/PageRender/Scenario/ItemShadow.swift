import Foundation

/// `look.items.shadow`: UIKit's layer shadow (`shadowColor`, `shadowOpacity`, `shadowRadius`,
/// `shadowOffset`), drawn under each card after its transforms, the card's outline blurred.
struct ItemShadow: Sendable, Equatable {
    var color: Color = .black
    /// 0…1; default 0.5 (UIKit's own default is 0, no shadow: a written shadow wants one).
    var opacity = 0.5
    /// The blur radius, pt; default 3, UIKit's `shadowRadius` default.
    var radius = 3.0
    /// pt; default (0, −3), UIKit's `shadowOffset` default.
    var offset = CGPoint(x: 0, y: -3)

    /// σ of the Gaussian for UIKit's `shadowRadius`: Apple calls it a blur radius and gives no σ;
    /// design tools export a CSS blur of twice the radius, and CSS's blur is 2σ, so σ = radius
    /// ([model], docs/looks.md).
    var sigma: Double { radius }

    static let radiusRange = NumberRange.nonNegative(max: 1000).measured(in: "pt")
    static let offsetRange = NumberRange.closed(-10_000, 10_000).measured(in: "pt")

    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> ItemShadow? {
        guard c.requireObject(&d) else { return nil }
        c.rejectUnknownKeys(&d, known: ["color", "opacity", "radius", "offset"])
        var shadow = ItemShadow()
        if c["color"].isPresent, let color = c["color"].color(&d) { shadow.color = color }
        shadow.opacity = c["opacity"].number(&d, default: shadow.opacity, .closed(0, 1))
        shadow.radius = c["radius"].number(&d, default: shadow.radius, radiusRange)
        if c["offset"].isPresent {
            guard case let .array(items)? = c["offset"].value, items.count == 2 else {
                d.add(c["offset"].path, "must be [x, y] in pt, got \(c["offset"].value?.brief ?? "nothing")")
                return shadow
            }
            shadow.offset = CGPoint(x: c["offset"].element(0).number(&d, offsetRange), y: c["offset"].element(1).number(&d, offsetRange))
        }
        return shadow
    }
}
