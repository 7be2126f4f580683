import Foundation

/// One `visualEffect` recipe, described once: its name in a scenario, its parameters and how they
/// are read, how the frames draw it, and the rule and evidence `renderpages strategies` lists.
/// The reader and the catalogue take it from `VisualEffectRecipeDescriptor.all`; adding a recipe
/// means a descriptor here and its maths in `VisualEffectRecipe` (which names its HUD measure).
struct VisualEffectRecipeDescriptor: Sendable {
    /// The value of `recipe`.
    let name: String
    /// The keys it reads besides `recipe`.
    let parameters: [String]
    let drawing: TransitionEffectDescriptor.Drawing
    let tags: [EffectCatalogue.Tag]
    let rule: String
    /// Reads the parameters (already checked to be among `parameters`).
    let read: @Sendable (JSONCursor, inout Diagnostics) -> VisualEffectRecipe

    /// Kavsoft's R, degrees: 0 (flat) to 90 (the leading and trailing covers edge-on), typically
    /// 45–50 (docs/effects.md, `visualEffect`). Beyond 90 a card would show its back ([model] bound).
    static let angleRange = NumberRange.closed(0, 90).measured(in: "degrees")
    /// A scale at the far end: above 0 (a zero scale is degenerate), up to 1 (no scaling).
    static let minScaleRange = NumberRange(lower: 0, lowerInclusive: false, upper: 1, upperInclusive: true)
    static let lengthRange = NumberRange.positive(max: 100_000).measured(in: "pt")
    /// pt per degree: any positive divisor (HWS's 8); a negative one would turn the other way,
    /// which no source writes.
    static let divisorRange = NumberRange.positive(max: 100_000).measured(in: "pt per degree")
    /// The image's offset per point of the item's position: −1 to 1 (0.2–0.5 typical).
    static let factorRange = NumberRange.closed(-1, 1)

    static let all: [VisualEffectRecipeDescriptor] = [
        VisualEffectRecipeDescriptor(
            name: "coverFlow", parameters: ["angle"], drawing: .projective, tags: [.src],
            rule: "Kavsoft-style CoverFlowView: p = clamp(m/W, 0, 1), angle = R - 2R p (R = angle, default 45) in rotation3DEffect about y, anchor centre, perspective 1 (a vertical row turns about x, a model)") { c, d in
            .coverFlow(angle: c["angle"].number(&d, default: 45, angleRange))
        },
        VisualEffectRecipeDescriptor(
            name: "scaleByDistance", parameters: ["minScale", "length", "minOpacity"], drawing: .planar, tags: [.src],
            rule: "common recipe: t = min(|m - W/2|/length, 1), scale = 1 - (1 - minScale) t about the centre; length defaults to the item's pitch (length + spacing); opacity 1 - (1 - minOpacity) t (minOpacity default 1: no fade)") { c, d in
            let length = c["length"].isPresent ? c["length"].number(&d, lengthRange) : nil
            return .scaleByDistance(minScale: c["minScale"].number(&d, default: 0.8, minScaleRange), length: length,
                                    minOpacity: c["minOpacity"].number(&d, default: 1, .closed(0, 1)))
        },
        VisualEffectRecipeDescriptor(
            name: "globalMinXRotation", parameters: ["divisor"], drawing: .projective, tags: [.src],
            rule: "Hacking with Swift, 100 Days project 18: rotation3DEffect(-frame(in: .global).minX / divisor degrees) about y; .global is the screen, so the scroll view's origin on it counts") { c, d in
            .globalMinXRotation(divisor: c["divisor"].number(&d, default: 8, divisorRange))
        },
        VisualEffectRecipeDescriptor(
            name: "parallax", parameters: ["factor"], drawing: .planar, tags: [.src],
            rule: "common recipe: the image offset by -minX factor along the axis inside the item's outline") { c, d in
            .parallax(factor: c["factor"].number(&d, default: 0.3, factorRange))
        },
        // Apple's constants (10, 700, 1.25, 400, 50) are the recipe; nothing to set.
        VisualEffectRecipeDescriptor(
            name: "hueAndScale", parameters: [], drawing: .filter, tags: [.doc, .model],
            rule: "Apple's WWDC24 vertical sample: y = minY, d = min(0, y); hueRotation(y/10 degrees), scale 1 + d/700, offset(y: -d/1.25), brightness(-d/400), blur(-d/50); not drawn from y = -700 on (scale 0 or below, a model)") { _, _ in
            .hueAndScale
        },
    ]
}

extension VisualEffectRecipe {
    /// Reads `look.items.visualEffect`; nil (with errors) when malformed.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> VisualEffectRecipe? {
        let recipes = VisualEffectRecipeDescriptor.all
        guard c.requireObject(&d), let name = c["recipe"].choice(&d, recipes.map(\.name), default: nil),
              let recipe = recipes.first(where: { $0.name == name }) else { return nil }
        c.rejectUnknownKeys(&d, known: ["recipe"] + recipe.parameters)
        return recipe.read(c, &d)
    }
}
