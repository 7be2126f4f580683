import Foundation

extension LayoutEffect {
    static let kindNames = ["carousel", "pager", "zoom"]

    /// Reads `look.items.layoutEffect`; nil (with errors) when malformed.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> LayoutEffect? {
        guard c.requireObject(&d), let kind = c["kind"].choice(&d, kindNames, default: nil) else { return nil }
        let scale = NumberRange(lower: 0, lowerInclusive: false, upper: 10, upperInclusive: true)
        switch kind {
        case "carousel":
            c.rejectUnknownKeys(&d, known: ["kind", "sideItemScale", "sideItemAlpha", "sideItemShift", "rampLength"])
            let ramp = c["rampLength"].isPresent ? c["rampLength"].number(&d, NumberRange.positive(max: 100_000).measured(in: "pt")) : nil
            return .carousel(sideItemScale: c["sideItemScale"].number(&d, default: 0.6, scale),
                             sideItemAlpha: c["sideItemAlpha"].number(&d, default: 0.6, .closed(0, 1)),
                             sideItemShift: c["sideItemShift"].number(&d, default: 0, NumberRange.closed(-100_000, 100_000).measured(in: "pt")),
                             rampLength: ramp)
        case "pager":
            c.rejectUnknownKeys(&d, known: ["kind", "transformer", "minimumScale", "minimumAlpha"])
            guard let name = c["transformer"].choice(&d, PagerTransformer.allCases.map(\.rawValue), default: nil),
                  let transformer = PagerTransformer(rawValue: name) else { return nil }
            // FSPagerView's init: 0.65, except zoomOut 0.85 and depth 0.5 (FSPageViewTransformer lines 29–43).
            let defaultScale = transformer == .zoomOut ? 0.85 : transformer == .depth ? 0.5 : 0.65
            // Below 1: zoomOut divides by 1 − minimumScale.
            let minimumScale = c["minimumScale"].number(&d, default: defaultScale,
                                                        NumberRange(lower: 0, lowerInclusive: false, upper: 1, upperInclusive: transformer != .zoomOut))
            return .pager(transformer, minimumScale: minimumScale, minimumAlpha: c["minimumAlpha"].number(&d, default: 0.6, .closed(0, 1)))
        default:
            c.rejectUnknownKeys(&d, known: ["kind", "minScale", "maxScale"])
            let minScale = c["minScale"].number(&d, default: 0.8, scale), maxScale = c["maxScale"].number(&d, default: 1, scale)
            if maxScale < minScale {
                d.add(c["maxScale"].path, "is \(JSONValue.format(maxScale)), below minScale \(JSONValue.format(minScale)); give a maxScale at least minScale")
            }
            return .zoom(minScale: minScale, maxScale: maxScale)
        }
    }
}
