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
    static let effectNames = TransitionEffectDescriptor.all.map(\.name)
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
        let effects = c["effects"].isPresent ? readEffects(c["effects"], &d).map(\.effect) : []
        let imageRead = c["imageEffects"].isPresent ? readEffects(c["imageEffects"], &d) : []
        // The image moves inside the item's clip as a flat picture: its 2-D effects only.
        for (i, descriptor, _) in imageRead where !descriptor.drawsOnTheImage {
            let planar = TransitionEffectDescriptor.all.filter(\.drawsOnTheImage).map(\.name).joined(separator: ", ")
            let path = c["imageEffects"].element(i)[descriptor.name].path
            if descriptor.drawing == .order {
                d.add(path, "orders whole items, not the image inside one; put it in effects")
            } else {
                d.add(path, "is not drawn on the image inside its clip, which takes \(planar); put it in effects to apply it to the whole item")
            }
        }
        if !c["effects"].isPresent && !c["imageEffects"].isPresent {
            d.add(c["effects"].path, "is required; list the effects, e.g. [{\"scale\": 0.85}, {\"opacity\": 0.6}]")
        }
        return ScrollTransition(topLeading: edge("topLeading"), bottomTrailing: edge("bottomTrailing"), effects: effects, imageEffects: imageRead.map(\.effect))
    }

    /// An effects list: objects of one key each, in order, each with its place in the list and the
    /// descriptor that read it.
    static func readEffects(_ c: JSONCursor, _ d: inout Diagnostics) -> [(index: Int, descriptor: TransitionEffectDescriptor, effect: ScrollEffect)] {
        guard let list = c.array(&d) else { return [] }
        if list.count > 32 { d.add(c.path, "has \(list.count) effects; give at most 32") }
        return list.prefix(32).enumerated().compactMap { i, element in readEffect(element, &d).map { (i, $0.descriptor, $0.effect) } }
    }

    static func readEffect(_ c: JSONCursor, _ d: inout Diagnostics) -> (descriptor: TransitionEffectDescriptor, effect: ScrollEffect)? {
        let names = effectNames.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case let .object(pairs)? = c.value, pairs.count == 1, let name = pairs.first?.key else {
            d.add(c.path, "must be an object with one effect, such as {\"scale\": 0.85}; effects: \(names)")
            return nil
        }
        guard let descriptor = TransitionEffectDescriptor.byName[name] else {
            let near = effectNames.min { editDistance($0, name) < editDistance($1, name) }
            let hint = near.map { editDistance($0, name) <= 2 ? "did you mean \"\($0)\"? " : "" } ?? ""
            d.add(c[name].path, "unknown effect; \(hint)effects: \(names)")
            return nil
        }
        return descriptor.read(c[name], &d).map { (descriptor, $0) }
    }

    static func readRotation3D(_ v: JSONCursor, _ d: inout Diagnostics) -> ScrollEffect? {
        guard v.requireObject(&d) else { return nil }
        if v.rejectUnknownKeys(&d, known: ["angle", "axis", "anchor", "anchorZ", "perspective"]) { return nil }
        let angle = phased(v["angle"], neutral: 0, angleRange, &d)
        let axis = v["axis"].isPresent ? vector(v["axis"], count: 3, range: .closed(-1000, 1000), &d) ?? [0, 1, 0] : [0, 1, 0]
        if axis.allSatisfy({ $0 == 0 }) {
            d.add(v["axis"].path, "is [0, 0, 0], which has no direction; give the axis to rotate about, e.g. [0, 1, 0] for a vertical axis")
        }
        let anchor = readAnchor(v["anchor"], &d)
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

    /// A value S: one number (at both edges; `neutral` at identity), [topLeading, identity,
    /// bottomTrailing], or a law of `[phase, value]` pairs, phases strictly increasing
    /// (`PiecewiseLaw`). `optional`: absent is the neutral value everywhere.
    static func phased(_ c: JSONCursor, neutral: Double, _ range: NumberRange, _ d: inout Diagnostics, optional: Bool = false) -> Phased {
        switch c.value {
        case nil where optional, .null? where optional:
            return Phased(constant: neutral)
        case .number?:
            return Phased(edges: c.number(&d, range), neutral: neutral)
        case let .array(items)? where items.first.map({ if case .array = $0 { return true }; return false }) == true:
            return readLaw(c, count: items.count, range, &d).map(Phased.init(law:)) ?? Phased(constant: neutral)
        case let .array(items)? where items.count == 3:
            let v = (0..<3).map { c.element($0).number(&d, range) }
            return Phased(v[0], v[1], v[2])
        default:
            d.add(c.path, "must be a number (\(range.wording)), [topLeading, identity, bottomTrailing], or [[phase, value], ...] pairs, got \(c.value?.brief ?? "nothing")")
            return Phased(constant: neutral)
        }
    }

    /// Points a law may have: enough for any layout's curve.
    static let maxLawPoints = 64
    /// Phases a law may reach, in item pitches from the centre.
    static let lawPhaseRange = NumberRange.closed(-1000, 1000)

    /// `[[phase, value], ...]`: 2 … 64 pairs, phases strictly increasing.
    static func readLaw(_ c: JSONCursor, count: Int, _ range: NumberRange, _ d: inout Diagnostics) -> PiecewiseLaw? {
        guard (2...maxLawPoints).contains(count) else {
            d.add(c.path, "has \(count) [phase, value] pairs; give between 2 and \(maxLawPoints)")
            return nil
        }
        var law = PiecewiseLaw(phases: [], values: [])
        for k in 0..<count {
            guard case let .array(pair)? = c.element(k).value, pair.count == 2 else {
                d.add(c.element(k).path, "must be a [phase, value] pair, got \(c.element(k).value?.brief ?? "nothing")")
                return nil
            }
            let phase = c.element(k).element(0).number(&d, lawPhaseRange), value = c.element(k).element(1).number(&d, range)
            if let previous = law.phases.last, phase <= previous {
                d.add(c.element(k).element(0).path, "is \(JSONValue.format(phase)), not after the phase before it (\(JSONValue.format(previous))); list the pairs by increasing phase")
                return nil
            }
            law.phases.append(phase)
            law.values.append(value)
        }
        return law
    }

    /// rotation3D's `anchor`: [ux, uy], or one [ux, uy] per phase, [[ux, uy], [ux, uy], [ux, uy]]
    /// (topLeading, identity, bottomTrailing); default the centre.
    static func readAnchor(_ c: JSONCursor, _ d: inout Diagnostics) -> [Phased] {
        let range = NumberRange.closed(-100, 100)
        guard c.isPresent else { return [Phased(constant: 0.5), Phased(constant: 0.5)] }
        if case let .array(items)? = c.value, case .array? = items.first {
            guard items.count == 3 else {
                d.add(c.path, "the per-phase form is three [ux, uy] pairs (topLeading, identity, bottomTrailing), got \(items.count); or write one [ux, uy] for every phase")
                return [Phased(constant: 0.5), Phased(constant: 0.5)]
            }
            let points = (0..<3).map { vector(c.element($0), count: 2, range: range, &d) ?? [0.5, 0.5] }
            return (0..<2).map { k in Phased(points[0][k], points[1][k], points[2][k]) }
        }
        let point = vector(c, count: 2, range: range, &d) ?? [0.5, 0.5]
        return point.map { Phased(constant: $0) }
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
