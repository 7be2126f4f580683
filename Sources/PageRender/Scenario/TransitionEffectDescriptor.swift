import Foundation

/// One effect of a `scrollTransition`'s chain, described once: its key in a scenario, how it is
/// drawn, its neutral value, how its value is read, and the rule and evidence `renderpages
/// strategies` lists. The reader, the catalogue and the image-effects check all take it from
/// `TransitionEffectDescriptor.all`; adding an effect means a descriptor here and its maths in
/// `ScrollEffect`.
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

    /// Whether an image's own chain (`imageEffects`, a flat picture moved inside the item's clip)
    /// can take it.
    var drawsOnTheImage: Bool { drawing == .planar }

    /// A value S of one number (`neutral` at identity) read in `range`.
    static func number(_ name: String, _ drawing: Drawing, neutral: Double, _ range: NumberRange, _ tags: [EffectCatalogue.Tag], _ rule: String,
                       verify: Bool = false, _ make: @escaping @Sendable (Phased) -> ScrollEffect) -> TransitionEffectDescriptor {
        TransitionEffectDescriptor(name: name, drawing: drawing, neutral: neutral, tags: tags, rule: rule, verifyOnDevice: verify) { c, d in
            make(ScrollTransition.phased(c, neutral: neutral, range, &d))
        }
    }

    static let all: [TransitionEffectDescriptor] = [
        TransitionEffectDescriptor(name: "scale", drawing: .planar, neutral: 1, tags: [.doc, .src], rule: "scaleEffect about the item's centre; S or {x: S, y: S}", verifyOnDevice: false) { v, d in
            let range = ScrollTransition.scaleRange
            if case .object? = v.value {
                v.rejectUnknownKeys(&d, known: ["x", "y"])
                return .scale(x: ScrollTransition.phased(v["x"], neutral: 1, range, &d, optional: true),
                              y: ScrollTransition.phased(v["y"], neutral: 1, range, &d, optional: true))
            }
            let s = ScrollTransition.phased(v, neutral: 1, range, &d)
            return .scale(x: s, y: s)
        },
        number("opacity", .planar, neutral: 1, .closed(0, 1), [.model], "the item's group opacity") { .opacity($0) },
        number("rotation", .planar, neutral: 0, ScrollTransition.angleRange, [.src], "rotationEffect about the centre, clockwise on screen") { .rotation($0) },
        TransitionEffectDescriptor(name: "offset", drawing: .planar, neutral: nil, tags: [.doc], rule: "a translation {x: S, y: S}, pt", verifyOnDevice: false) { v, d in
            guard v.requireObject(&d) else { return nil }
            v.rejectUnknownKeys(&d, known: ["x", "y"])
            let range = ScrollTransition.offsetRange
            return .offset(x: ScrollTransition.phased(v["x"], neutral: 0, range, &d, optional: true),
                           y: ScrollTransition.phased(v["y"], neutral: 0, range, &d, optional: true))
        },
        number("blur", .filter, neutral: 0, ScrollTransition.blurRange, [.src, .model], "a Gaussian on the item's raster with sigma = radius", verify: true) { .blur($0) },
        number("brightness", .filter, neutral: 0, ScrollTransition.amountRange, [.src],
               "RGB + b on un-premultiplied colour (dual-tested against Apple's binary by OpenSwiftUI); in sRGB values", verify: true) { .brightness($0) },
        number("contrast", .filter, neutral: 1, ScrollTransition.amountRange, [.src], "c RGB + (1 - c)/2 on un-premultiplied colour; in sRGB values", verify: true) { .contrast($0) },
        number("saturation", .filter, neutral: 1, ScrollTransition.amountRange, [.src], "a colour matrix with Rec. 709 luma rows; in sRGB values", verify: true) { .saturation($0) },
        number("grayscale", .filter, neutral: 0, ScrollTransition.amountRange, [.src], "a colour matrix with Rec. 709 luma rows; in sRGB values", verify: true) { .grayscale($0) },
        number("hueRotation", .filter, neutral: 0, ScrollTransition.angleRange, [.src], "a hue rotation matrix with Rec. 709 luma rows, degrees; in sRGB values", verify: true) { .hueRotation($0) },
        TransitionEffectDescriptor(name: "rotation3D", drawing: .projective, neutral: nil, tags: [.dump, .src],
                                   rule: "D = max(w, h)/perspective, Rodrigues rotation about the anchor, projected perspective-correct (one 3 x 3 homography)",
                                   verifyOnDevice: false) { v, d in ScrollTransition.readRotation3D(v, &d) },
        number("zIndex", .order, neutral: 0, ScrollTransition.zIndexRange, [.doc], "the item's drawing order, higher over lower, equal values in row order; blended by phase like any value") { .zIndex($0) },
    ]

    /// The descriptors by name.
    static let byName: [String: TransitionEffectDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
