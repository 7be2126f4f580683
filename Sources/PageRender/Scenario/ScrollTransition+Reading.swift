import Foundation

extension ScrollTransition {
    /// Effect parameter ranges: generous bounds that keep every product finite; each error names
    /// the range. Angles within ±3600° (ten turns), offsets within the content limit.
    static let angleRange = NumberRange.closed(-3600, 3600).measured(in: "degrees")
    static let offsetRange = NumberRange.closed(-100_000, 100_000).measured(in: "pt")
    /// Scales above 0 (a scale of 0 or below hides or mirrors the item; SwiftUI would draw nothing),
    /// at most 100.
    static let scaleRange = NumberRange(lower: 0, lowerInclusive: false, upper: 100, upperInclusive: true)
    /// Blur radius, pt: 0 to 1000 (beyond it an item is a uniform smear).
    static let blurRange = NumberRange.closed(0, 1000).measured(in: "pt")
    /// Colour amounts (brightness, contrast, saturation, grayscale): ±100, far past any visible change.
    static let amountRange = NumberRange.closed(-100, 100)
    /// Perspective, relative: 0 (orthographic) to 100.
    static let perspectiveRange = NumberRange.closed(0, 100)
    static let effectNames = ["scale", "opacity", "rotation", "offset", "blur", "brightness", "contrast", "saturation",
                              "grayscale", "hueRotation", "rotation3D", "zIndex"]
    /// zIndex: any order a layout would write.
    static let zIndexRange = NumberRange.closed(-1_000_000, 1_000_000)

    /// Reads `look.items.transition`; nil (with errors) when malformed.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> ScrollTransition? {
        guard c.requireObject(&d) else { return nil }
        c.rejectUnknownKeys(&d, known: ["configuration", "threshold", "topLeading", "bottomTrailing", "effects", "imageEffects"])
        let shared = TransitionConfiguration.read(configuration: c["configuration"], threshold: c["threshold"], fallback: .interactive, &d)
        func edge(_ key: String) -> TransitionConfiguration {
            let e = c[key]
            guard e.requireObject(&d, required: false) else { return shared }
            e.rejectUnknownKeys(&d, known: ["configuration", "threshold"])
            return TransitionConfiguration.read(configuration: e["configuration"], threshold: e["threshold"], fallback: shared, &d)
        }
        let effects = c["effects"].isPresent ? readEffects(c["effects"], &d) : []
        let imageEffects = c["imageEffects"].isPresent ? readEffects(c["imageEffects"], &d) : []
        // The image moves inside the item's clip as a flat picture: its 2-D effects only.
        for (i, effect) in imageEffects.enumerated() where effect.name == "zIndex" {
            d.add(c["imageEffects"].element(i)["zIndex"].path, "orders whole items, not the image inside one; put it in effects")
        }
        for (i, effect) in imageEffects.enumerated() where effect.needsRaster {
            let name = c["imageEffects"].element(i).value.flatMap { if case let .object(pairs) = $0 { return pairs.first?.key }; return nil } ?? "effect"
            d.add(c["imageEffects"].element(i)[name].path, "is not drawn on the image inside its clip, which takes scale, opacity, rotation and offset; put it in effects to apply it to the whole item")
        }
        if !c["effects"].isPresent && !c["imageEffects"].isPresent {
            d.add(c["effects"].path, "is required; list the effects, e.g. [{\"scale\": 0.85}, {\"opacity\": 0.6}]")
        }
        return ScrollTransition(topLeading: edge("topLeading"), bottomTrailing: edge("bottomTrailing"), effects: effects, imageEffects: imageEffects)
    }

    /// An effects list: objects of one key each, in order.
    static func readEffects(_ c: JSONCursor, _ d: inout Diagnostics) -> [ScrollEffect] {
        guard let list = c.array(&d) else { return [] }
        if list.count > 32 { d.add(c.path, "has \(list.count) effects; give at most 32") }
        return list.prefix(32).compactMap { readEffect($0, &d) }
    }

    static func readEffect(_ c: JSONCursor, _ d: inout Diagnostics) -> ScrollEffect? {
        let names = effectNames.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case let .object(pairs)? = c.value, pairs.count == 1, let name = pairs.first?.key else {
            d.add(c.path, "must be an object with one effect, such as {\"scale\": 0.85}; effects: \(names)")
            return nil
        }
        let v = c[name]
        switch name {
        case "scale":
            if case .object? = v.value {
                v.rejectUnknownKeys(&d, known: ["x", "y"])
                return .scale(x: phased(v["x"], neutral: 1, scaleRange, &d, optional: true), y: phased(v["y"], neutral: 1, scaleRange, &d, optional: true))
            }
            let s = phased(v, neutral: 1, scaleRange, &d)
            return .scale(x: s, y: s)
        case "opacity": return .opacity(phased(v, neutral: 1, .closed(0, 1), &d))
        case "rotation": return .rotation(phased(v, neutral: 0, angleRange, &d))
        case "offset":
            guard v.requireObject(&d) else { return nil }
            v.rejectUnknownKeys(&d, known: ["x", "y"])
            return .offset(x: phased(v["x"], neutral: 0, offsetRange, &d, optional: true), y: phased(v["y"], neutral: 0, offsetRange, &d, optional: true))
        case "blur": return .blur(phased(v, neutral: 0, blurRange, &d))
        case "brightness": return .brightness(phased(v, neutral: 0, amountRange, &d))
        case "contrast": return .contrast(phased(v, neutral: 1, amountRange, &d))
        case "saturation": return .saturation(phased(v, neutral: 1, amountRange, &d))
        case "grayscale": return .grayscale(phased(v, neutral: 0, amountRange, &d))
        case "hueRotation": return .hueRotation(phased(v, neutral: 0, angleRange, &d))
        case "rotation3D": return readRotation3D(v, &d)
        case "zIndex": return .zIndex(phased(v, neutral: 0, zIndexRange, &d))
        default:
            let near = effectNames.min { editDistance($0, name) < editDistance($1, name) }
            let hint = near.map { editDistance($0, name) <= 2 ? "did you mean \"\($0)\"? " : "" } ?? ""
            d.add(c[name].path, "unknown effect; \(hint)effects: \(names)")
            return nil
        }
    }

    static func readRotation3D(_ v: JSONCursor, _ d: inout Diagnostics) -> ScrollEffect? {
        guard v.requireObject(&d) else { return nil }
        if v.rejectUnknownKeys(&d, known: ["angle", "axis", "anchor", "anchorZ", "perspective"]) { return nil }
        let angle = phased(v["angle"], neutral: 0, angleRange, &d)
        let axis = v["axis"].isPresent ? vector(v["axis"], count: 3, range: .closed(-1000, 1000), &d) ?? [0, 1, 0] : [0, 1, 0]
        if axis.allSatisfy({ $0 == 0 }) {
            d.add(v["axis"].path, "is [0, 0, 0], which has no direction; give the axis to rotate about, e.g. [0, 1, 0] for a vertical axis")
        }
        let anchor = v["anchor"].isPresent ? vector(v["anchor"], count: 2, range: .closed(-100, 100), &d) ?? [0.5, 0.5] : [0.5, 0.5]
        // `perspective` and `anchorZ` are the effect's settings rather than what the phase moves:
        // one number holds at every phase (SwiftUI's `perspective: 1` written once), three give
        // the phases their own values.
        return .rotation3D(angle: angle, axis: axis, anchor: anchor,
                           anchorZ: setting(v["anchorZ"], default: 0, offsetRange, &d),
                           perspective: setting(v["perspective"], default: 1, perspectiveRange, &d))
    }

    /// A setting of an effect: absent is `default` at every phase, one number that number at
    /// every phase, or [topLeading, identity, bottomTrailing].
    static func setting(_ c: JSONCursor, default value: Double, _ range: NumberRange, _ d: inout Diagnostics) -> Phased {
        if case .number? = c.value { return Phased(constant: c.number(&d, range)) }
        return phased(c, neutral: value, range, &d, optional: true)
    }

    /// A value S: one number (at both edges; `neutral` at identity) or [topLeading, identity,
    /// bottomTrailing]. `optional`: absent is the neutral value everywhere.
    static func phased(_ c: JSONCursor, neutral: Double, _ range: NumberRange, _ d: inout Diagnostics, optional: Bool = false) -> Phased {
        switch c.value {
        case nil where optional, .null? where optional:
            return Phased(constant: neutral)
        case .number?:
            return Phased(edges: c.number(&d, range), neutral: neutral)
        case let .array(items)? where items.count == 3:
            let v = (0..<3).map { c.element($0).number(&d, range) }
            return Phased(v[0], v[1], v[2])
        default:
            d.add(c.path, "must be a number (\(range.wording)) or [topLeading, identity, bottomTrailing], three such numbers, got \(c.value?.brief ?? "nothing")")
            return Phased(constant: neutral)
        }
    }

    /// A list of exactly `count` numbers in `range`.
    static func vector(_ c: JSONCursor, count: Int, range: NumberRange, _ d: inout Diagnostics) -> [Double]? {
        guard case let .array(items)? = c.value, items.count == count else {
            d.add(c.path, "must be a list of \(count) numbers, got \(c.value?.brief ?? "nothing")")
            return nil
        }
        return (0..<count).map { c.element($0).number(&d, range) }
    }
}
