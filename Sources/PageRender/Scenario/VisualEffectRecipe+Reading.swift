import Foundation

extension VisualEffectRecipe {
    static let recipeNames = ["coverFlow", "scaleByDistance", "globalMinXRotation", "parallax", "hueAndScale"]
    /// Kavsoft's R, degrees: 0 (flat) to 90 (the leading and trailing covers edge-on); the
    /// specification's typical 45–50 (2.2). Beyond 90 a card would show its back ([model] bound).
    static let angleRange = NumberRange.closed(0, 90).measured(in: "degrees")
    /// A scale at the far end: above 0 (3.2's zero scale is degenerate), up to 1 (no scaling).
    static let minScaleRange = NumberRange(lower: 0, lowerInclusive: false, upper: 1, upperInclusive: true)
    static let lengthRange = NumberRange.positive(max: 100_000).measured(in: "pt")
    /// pt per degree: any positive divisor (HWS's 8); a negative one would turn the other way,
    /// which no source writes.
    static let divisorRange = NumberRange.positive(max: 100_000).measured(in: "pt per degree")
    /// The image's offset per point of the item's position: −1 to 1 (the spec's typical 0.2–0.5).
    static let factorRange = NumberRange.closed(-1, 1)

    /// Reads `look.items.visualEffect`; nil (with errors) when malformed.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> VisualEffectRecipe? {
        guard c.requireObject(&d), let recipe = c["recipe"].choice(&d, recipeNames, default: nil) else { return nil }
        switch recipe {
        case "coverFlow":
            c.rejectUnknownKeys(&d, known: ["recipe", "angle"])
            return .coverFlow(angle: c["angle"].number(&d, default: 45, angleRange))
        case "scaleByDistance":
            c.rejectUnknownKeys(&d, known: ["recipe", "minScale", "length", "minOpacity"])
            let length = c["length"].isPresent ? c["length"].number(&d, lengthRange) : nil
            return .scaleByDistance(minScale: c["minScale"].number(&d, default: 0.8, minScaleRange), length: length,
                                    minOpacity: c["minOpacity"].number(&d, default: 1, .closed(0, 1)))
        case "globalMinXRotation":
            c.rejectUnknownKeys(&d, known: ["recipe", "divisor"])
            return .globalMinXRotation(divisor: c["divisor"].number(&d, default: 8, divisorRange))
        case "hueAndScale":
            // Apple's constants (10, 700, 1.25, 400, 50) are the recipe; nothing to set.
            c.rejectUnknownKeys(&d, known: ["recipe"])
            return .hueAndScale
        default:
            c.rejectUnknownKeys(&d, known: ["recipe", "factor"])
            return .parallax(factor: c["factor"].number(&d, default: 0.3, factorRange))
        }
    }
}
