import Foundation

/// One effect of a `scrollTransition`'s chain, described once: its key in a scenario, how it is
/// drawn, its neutral value, how its value is read, how `simulate --items` reports its resolved
/// value, and the rule and evidence `renderpages strategies` lists. The reader, the catalogue, the
/// image-effects check and the item report all take it from `TransitionEffectDescriptor.all`;
/// adding an effect means a descriptor here and its maths in `ScrollEffect` and `AppliedEffect`.
struct TransitionEffectDescriptor: Sendable {
    /// How the frames draw an effect (a transition's, a recipe's).
    enum Drawing: String, Sendable {
        /// An affine geometry or a group opacity: drawn as a transform or an opacity.
        case planar
        /// A 3-D turn: the item's picture mapped through a homography.
        case projective
        /// A filter on the item's picture.
        case filter
        /// The drawing order only.
        case order
    }

    /// The effect's key in `effects`.
    let name: String
    let drawing: Drawing
    /// The value at identity when one number is written (nil: an object, see `rule`).
    let neutral: Double?
    let tags: [EffectCatalogue.Tag]
    /// The rule in one line, as `renderpages strategies` prints it.
    let rule: String
    let verifyOnDevice: Bool
    let read: @Sendable (JSONCursor, inout Diagnostics) -> ScrollEffect?
    /// The resolved value as the item report writes it under `name`, when `AppliedEffect` is this
    /// effect (a recipe's turn or colour effect is reported under the same key); nil otherwise.
    let report: @Sendable (AppliedEffect) -> JSONValue?

    /// Whether an image's own chain (`imageEffects`, a flat picture moved inside the item's clip)
    /// can take it.
    var drawsOnTheImage: Bool { drawing == .planar }

    /// A value S of one number (`neutral` at identity) read in `range`, reported as the number
    /// `reported` finds in an applied effect of this kind.
    static func number(_ name: String, _ drawing: Drawing, neutral: Double, _ range: NumberRange, _ tags: [EffectCatalogue.Tag], _ rule: String,
                       verify: Bool = false, _ make: @escaping @Sendable (Phased) -> ScrollEffect,
                       reported: @escaping @Sendable (AppliedEffect) -> Double?) -> TransitionEffectDescriptor {
        TransitionEffectDescriptor(name: name, drawing: drawing, neutral: neutral, tags: tags, rule: rule, verifyOnDevice: verify,
                                   read: { c, d in make(ScrollTransition.phased(c, neutral: neutral, range, &d)) },
                                   report: { reported($0).map(JSONValue.number) })
    }

    /// A colour effect: read as a number, reported with the value its `ColorEffect` holds.
    static func color(_ name: String, neutral: Double, _ range: NumberRange, _ rule: String, _ make: @escaping @Sendable (Phased) -> ScrollEffect,
                      value: @escaping @Sendable (ColorEffect) -> Double?) -> TransitionEffectDescriptor {
        number(name, .filter, neutral: neutral, range, [.src], rule, verify: true, make) {
            if case let .color(c) = $0 { value(c) } else { nil }
        }
    }

    static func xy(_ x: Double, _ y: Double) -> JSONValue { .object([("x", .number(x)), ("y", .number(y))]) }

    static let all: [TransitionEffectDescriptor] = [
        TransitionEffectDescriptor(name: "scale", drawing: .planar, neutral: 1, tags: [.doc, .src], rule: "scaleEffect about the item's centre; S or {x: S, y: S}", verifyOnDevice: false,
                                   read: { v, d in
            let range = ScrollTransition.scaleRange
            if case .object? = v.value {
                v.rejectUnknownKeys(&d, known: ["x", "y"])
                return .scale(x: ScrollTransition.phased(v["x"], neutral: 1, range, &d, optional: true),
                              y: ScrollTransition.phased(v["y"], neutral: 1, range, &d, optional: true))
            }
            let s = ScrollTransition.phased(v, neutral: 1, range, &d)
            return .scale(x: s, y: s)
        }, report: { if case let .scale(x, y) = $0 { xy(x, y) } else { nil } }),
        number("opacity", .planar, neutral: 1, .closed(0, 1), [.model], "the item's group opacity", { .opacity($0) }) {
            if case let .opacity(a) = $0 { a } else { nil }
        },
        number("rotation", .planar, neutral: 0, ScrollTransition.angleRange, [.src], "rotationEffect about the centre, clockwise on screen", { .rotation($0) }) {
            if case let .rotation(degrees) = $0 { degrees } else { nil }
        },
        TransitionEffectDescriptor(name: "offset", drawing: .planar, neutral: nil, tags: [.doc], rule: "a translation {x: S, y: S}, pt", verifyOnDevice: false,
                                   read: { v, d in
            guard v.requireObject(&d) else { return nil }
            v.rejectUnknownKeys(&d, known: ["x", "y"])
            let range = ScrollTransition.offsetRange
            return .offset(x: ScrollTransition.phased(v["x"], neutral: 0, range, &d, optional: true),
                           y: ScrollTransition.phased(v["y"], neutral: 0, range, &d, optional: true))
        }, report: { if case let .offset(x, y) = $0 { xy(x, y) } else { nil } }),
        number("blur", .filter, neutral: 0, ScrollTransition.blurRange, [.src, .model], "a Gaussian on the item's raster with sigma = radius", verify: true, { .blur($0) }) {
            // Reported as the Gaussian's σ, pt.
            if case let .blur(radius) = $0 { Filter.sigma(blurRadius: radius) } else { nil }
        },
        color("brightness", neutral: 0, ScrollTransition.amountRange,
              "RGB + b on un-premultiplied colour (dual-tested against Apple's binary by OpenSwiftUI); in sRGB values", { .brightness($0) }) {
            if case let .brightness(b) = $0 { b } else { nil }
        },
        color("contrast", neutral: 1, ScrollTransition.amountRange, "c RGB + (1 - c)/2 on un-premultiplied colour; in sRGB values", { .contrast($0) }) {
            if case let .contrast(c) = $0 { c } else { nil }
        },
        color("saturation", neutral: 1, ScrollTransition.amountRange, "a colour matrix with Rec. 709 luma rows; in sRGB values", { .saturation($0) }) {
            if case let .saturation(s) = $0 { s } else { nil }
        },
        color("grayscale", neutral: 0, ScrollTransition.amountRange, "a colour matrix with Rec. 709 luma rows; in sRGB values", { .grayscale($0) }) {
            if case let .grayscale(g) = $0 { g } else { nil }
        },
        color("hueRotation", neutral: 0, ScrollTransition.angleRange, "a hue rotation matrix with Rec. 709 luma rows, degrees; in sRGB values", { .hueRotation($0) }) {
            if case let .hueRotation(degrees) = $0 { degrees } else { nil }
        },
        TransitionEffectDescriptor(name: "rotation3D", drawing: .projective, neutral: nil, tags: [.dump, .src],
                                   rule: "D = max(w, h)/perspective, Rodrigues rotation about the anchor, projected perspective-correct (one 3 x 3 homography)",
                                   verifyOnDevice: false, read: { v, d in ScrollTransition.readRotation3D(v, &d) }, report: {
            guard case let .rotation3D(degrees, axis, anchor, anchorZ, perspective) = $0 else { return nil }
            return .object([("angle", .number(degrees)), ("axis", .array(axis.map(JSONValue.number))), ("anchor", .array(anchor.map(JSONValue.number))),
                            ("anchorZ", .number(anchorZ)), ("perspective", .number(perspective))])
        }),
        number("zIndex", .order, neutral: 0, ScrollTransition.zIndexRange, [.doc],
               "the item's drawing order, higher over lower, equal values in row order; blended by phase like any value", { .zIndex($0) }) {
            if case let .zIndex(z) = $0 { z } else { nil }
        },
    ]

    /// The descriptors by name.
    static let byName: [String: TransitionEffectDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
