import Foundation

/// One step of a `scrollTransition` closure's modifier chain, its parameters sampled at the three
/// phases (scenario-contract.md, "Additions (third step)"; semantics scroll-effects.md 3.2, 3.3).
enum ScrollEffect: Sendable, Equatable {
    /// `scaleEffect(x:y:anchor: .center)`.
    case scale(x: Phased, y: Phased)
    /// `opacity(_:)`: multiplies the item's group opacity.
    case opacity(Phased)
    /// `rotationEffect(.degrees(_), anchor: .center)`, clockwise on screen.
    case rotation(Phased)
    /// `offset(x:y:)`, pt.
    case offset(x: Phased, y: Phased)
    /// `blur(radius:)`, pt.
    case blur(Phased)
    case brightness(Phased)
    case contrast(Phased)
    case saturation(Phased)
    case grayscale(Phased)
    /// `hueRotation(.degrees(_))`.
    case hueRotation(Phased)
    /// `rotation3DEffect(.degrees(angle), axis:, anchor:, anchorZ:, perspective:)`.
    case rotation3D(angle: Phased, axis: [Double], anchor: [Double], anchorZ: Phased, perspective: Phased)
    /// `zIndex(_:)`: the item's drawing order (higher over lower), no geometry.
    case zIndex(Phased)

    /// The effect's parameters blended for an item with `progress` (1.5): every animatable
    /// parameter interpolated component-wise; axis and anchor are written once in a scenario, so
    /// they are the same at every phase.
    func blended(_ progress: EdgeFractions) -> AppliedEffect {
        switch self {
        case let .scale(x, y): .scale(x: x.blended(progress), y: y.blended(progress))
        case let .opacity(a): .opacity(a.blended(progress))
        case let .rotation(a): .rotation(degrees: a.blended(progress))
        case let .offset(x, y): .offset(x: x.blended(progress), y: y.blended(progress))
        case let .blur(r): .blur(radius: max(0, r.blended(progress)))
        case let .brightness(b): .color(.brightness(b.blended(progress)))
        case let .contrast(c): .color(.contrast(c.blended(progress)))
        case let .saturation(s): .color(.saturation(s.blended(progress)))
        case let .grayscale(g): .color(.grayscale(g.blended(progress)))
        case let .hueRotation(a): .color(.hueRotation(degrees: a.blended(progress)))
        case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
            .rotation3D(degrees: angle.blended(progress), axis: axis, anchor: anchor, anchorZ: anchorZ.blended(progress),
                        perspective: perspective.blended(progress))
        case let .zIndex(z): .zIndex(z.blended(progress))
        }
    }

    /// Whether the effect moves pixels through a 3-D projection or a filter, which an SVG frame
    /// can only show as an embedded raster.
    var needsRaster: Bool {
        switch self {
        case .scale, .opacity, .rotation, .offset, .zIndex: false
        default: true
        }
    }
}

/// An effect with its parameters for one item at one instant.
enum AppliedEffect: Sendable, Equatable {
    case scale(x: Double, y: Double)
    case opacity(Double)
    case rotation(degrees: Double)
    case offset(x: Double, y: Double)
    case blur(radius: Double)
    case color(ColorEffect)
    case rotation3D(degrees: Double, axis: [Double], anchor: [Double], anchorZ: Double, perspective: Double)
    case zIndex(Double)
}

extension [AppliedEffect] {
    /// The drawing order the chain sets: its last `zIndex`, nil when it sets none.
    var zIndex: Double? {
        for case let .zIndex(z) in reversed() { return z }
        return nil
    }
}
