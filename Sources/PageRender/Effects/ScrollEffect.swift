import Foundation

/// One step of a `scrollTransition` closure's modifier chain, its parameters sampled at the three
/// phases (docs/scenario.md; semantics: docs/effects.md, `transition`).
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
    /// `anchor` is per phase too (two components, each a `Phased`).
    case rotation3D(angle: Phased, axis: [Double], anchor: [Phased], anchorZ: Phased, perspective: Phased)
    /// `zIndex(_:)`: the item's drawing order (higher over lower), no geometry.
    case zIndex(Phased)

    /// The effect's parameters blended for an item with `progress` (1.5): every animatable
    /// parameter interpolated component-wise; axis and anchor are written once in a scenario, so
    /// they are the same at every phase.
    /// `distance`: the item's centre from the scroll view's centre in item pitches, which a
    /// value written as a law past ±1 reads (`Phased.value`).
    func blended(_ progress: EdgeFractions, distance: Double = 0) -> AppliedEffect {
        func v(_ p: Phased) -> Double { p.value(progress, distance: distance) }
        switch self {
        case let .scale(x, y): return .scale(x: v(x), y: v(y))
        case let .opacity(a): return .opacity(v(a))
        case let .rotation(a): return .rotation(degrees: v(a))
        case let .offset(x, y): return .offset(x: v(x), y: v(y))
        case let .blur(r): return .blur(radius: max(0, v(r)))
        case let .brightness(b): return .color(.brightness(v(b)))
        case let .contrast(c): return .color(.contrast(v(c)))
        case let .saturation(s): return .color(.saturation(v(s)))
        case let .grayscale(g): return .color(.grayscale(v(g)))
        case let .hueRotation(a): return .color(.hueRotation(degrees: v(a)))
        case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
            return .rotation3D(degrees: v(angle), axis: axis, anchor: anchor.map(v), anchorZ: v(anchorZ), perspective: v(perspective))
        case let .zIndex(z): return .zIndex(v(z))
        }
    }

    /// Every value the effect reads by phase (a law past ±1 among them).
    var phasedValues: [Phased] {
        switch self {
        case let .scale(x, y), let .offset(x, y): [x, y]
        case let .opacity(p), let .rotation(p), let .blur(p), let .brightness(p), let .contrast(p), let .saturation(p), let .grayscale(p),
             let .hueRotation(p), let .zIndex(p):
            [p]
        case let .rotation3D(angle, _, anchor, anchorZ, perspective): [angle, anchorZ, perspective] + anchor
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
