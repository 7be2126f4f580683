import Foundation

/// One edge's `ScrollTransitionConfiguration` (docs/effects.md, `transition`): how the edge's identity
/// fraction follows the item's position, and the threshold it measures against.
struct TransitionConfiguration: Sendable, Equatable {
    enum Mode: Sendable, Equatable {
        /// `.interactive(timingCurve:)`: the fraction follows the position through the curve.
        case interactive(UnitCurve)
        /// `.animated(.spring(response:dampingFraction:))`: the fraction is 1 or 0 by the
        /// threshold and springs to it over time whenever it flips.
        case animated(Spring)
        /// `.identity`: never changes the item.
        case identity
    }

    var mode: Mode
    var threshold: TransitionThreshold

    /// `.interactive`: easeInOut, threshold `.visible` ([doc] curve, [dump] threshold 1.0).
    static let interactive = TransitionConfiguration(mode: .interactive(.easeInOut), threshold: .visible)
    /// `.animated`: `Animation.default`, threshold `.visible(0.5)` ([doc] animation, [dump] 0.5).
    static let animated = TransitionConfiguration(mode: .animated(.default), threshold: TransitionThreshold(.visible(0.5)))
    /// `.identity`: threshold `.visible` ([doc], [dump]).
    static let identity = TransitionConfiguration(mode: .identity, threshold: .visible)

    /// The default threshold of a mode: `.visible(0.5)` for animated, `.visible` otherwise.
    static func defaultThreshold(of mode: Mode) -> TransitionThreshold {
        if case .animated = mode { return TransitionThreshold(.visible(0.5)) }
        return .visible
    }

    /// The edge's identity fraction for an item whose centre is `distance` pt from the
    /// container's centre toward this edge (positive: on this edge's side), `target` pt long in a
    /// container `container` pt long, before any animation (1.4, 1.6 `edgeProgress`):
    /// interactive K(clamp01((H − d)/(H − r))) with H = (C + T)/2, 0 where H ≤ r; animated 1 when
    /// d ≤ r (inclusive), else 0; identity 1.
    func targetFraction(distance d: Double, target: Double, container: Double) -> Double {
        let r = threshold.resolve(target: target, container: container)
        switch mode {
        case .identity:
            return 1
        case let .interactive(curve):
            let h = (container + target) / 2
            guard h > r else { return 0 }
            return curve.value(at: (h - d) / (h - r))
        case .animated:
            return d <= r ? 1 : 0
        }
    }

    /// The spring the fraction follows, for the animated mode.
    var spring: Spring? {
        if case let .animated(spring) = mode { return spring }
        return nil
    }
}
