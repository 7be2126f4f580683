import Foundation

/// One `layoutEffect` kind, described once: its name in a scenario, its parameters and how they
/// are read, how the frames draw it, and the rules and evidence `renderpages strategies` lists.
/// The reader and the catalogue take it from `LayoutEffectDescriptor.all`; adding a kind means a
/// descriptor here and its maths in `LayoutEffect` (which names its HUD measure).
struct LayoutEffectDescriptor: Sendable {
    /// The value of `kind`.
    let name: String
    /// The keys it reads besides `kind`.
    let parameters: [String]
    /// Its rules as the catalogue lists them: the first under the kind's name, then any rule of a
    /// part of it (name, tags, rule, drawn through the item's picture).
    let rules: [(name: String, tags: [EffectCatalogue.Tag], rule: String, raster: Bool)]
    /// Reads the parameters (already checked to be among `parameters`); nil when malformed.
    let read: @Sendable (JSONCursor, inout Diagnostics) -> LayoutEffect?

    /// A scale parameter: above 0, at most 10.
    static let scaleRange = NumberRange(lower: 0, lowerInclusive: false, upper: 10, upperInclusive: true)

    static let all: [LayoutEffectDescriptor] = [
        LayoutEffectDescriptor(
            name: "carousel", parameters: ["sideItemScale", "sideItemAlpha", "sideItemShift", "rampLength"],
            rules: [("carousel", [.src], "UPCarouselFlowLayout: ratio = (maxDistance - distance)/maxDistance, maxDistance = item + spacing (or rampLength when given); scale and alpha from the side values to 1; zIndex Int(alpha 10)", false)]) { c, d in
            let ramp = c["rampLength"].isPresent ? c["rampLength"].number(&d, NumberRange.positive(max: 100_000).measured(in: "pt")) : nil
            return .carousel(sideItemScale: c["sideItemScale"].number(&d, default: 0.6, scaleRange),
                             sideItemAlpha: c["sideItemAlpha"].number(&d, default: 0.6, .closed(0, 1)),
                             sideItemShift: c["sideItemShift"].number(&d, default: 0, NumberRange.closed(-100_000, 100_000).measured(in: "pt")),
                             rampLength: ramp)
        },
        LayoutEffectDescriptor(
            name: "pager", parameters: ["transformer", "minimumScale", "minimumAlpha"],
            rules: [("pager", [.src], "FSPagerView: position p = (centre - C/2)/(item + spacing); crossFading, zoomOut, depth, overlap, linear, ferrisWheel, invertedFerrisWheel by their formulas, zIndex by theirs", false),
                    ("pager coverFlow, cubic", [.src], "FSPagerView's 3-D transformers, m34 = -0.002 (an eye 500 pt away), projected perspective-correct", true)]) { c, d in
            guard let name = c["transformer"].choice(&d, PagerTransformer.allCases.map(\.rawValue), default: nil),
                  let transformer = PagerTransformer(rawValue: name) else { return nil }
            // FSPagerView's init: 0.65, except zoomOut 0.85 and depth 0.5 (FSPageViewTransformer lines 29–43).
            let defaultScale = transformer == .zoomOut ? 0.85 : transformer == .depth ? 0.5 : 0.65
            // Below 1: zoomOut divides by 1 − minimumScale.
            let minimumScale = c["minimumScale"].number(&d, default: defaultScale,
                                                        NumberRange(lower: 0, lowerInclusive: false, upper: 1, upperInclusive: transformer != .zoomOut))
            return .pager(transformer, minimumScale: minimumScale, minimumAlpha: c["minimumAlpha"].number(&d, default: 0.6, .closed(0, 1)))
        },
        LayoutEffectDescriptor(
            name: "zoom", parameters: ["minScale", "maxScale"],
            rules: [("zoom", [.src], "the compositional layout recipe: scale = max(maxScale - |centre - C/2|/C, minScale); later items over earlier", false)]) { c, d in
            let minScale = c["minScale"].number(&d, default: 0.8, scaleRange), maxScale = c["maxScale"].number(&d, default: 1, scaleRange)
            if maxScale < minScale {
                d.add(c["maxScale"].path, "is \(JSONValue.format(maxScale)), below minScale \(JSONValue.format(minScale)); give a maxScale at least minScale")
            }
            return .zoom(minScale: minScale, maxScale: maxScale)
        },
    ]
}

extension LayoutEffect {
    /// Reads `look.items.layoutEffect`; nil (with errors) when malformed.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> LayoutEffect? {
        let kinds = LayoutEffectDescriptor.all
        guard c.requireObject(&d), let name = c["kind"].choice(&d, kinds.map(\.name), default: nil),
              let kind = kinds.first(where: { $0.name == name }) else { return nil }
        c.rejectUnknownKeys(&d, known: ["kind"] + kind.parameters)
        return kind.read(c, &d)
    }
}
