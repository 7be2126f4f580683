import Foundation

/// `look.items.transition`: SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`
/// on each item (docs/scenario.md; rules: docs/effects.md, `transition`).
struct ScrollTransition: Sendable, Equatable {
    var topLeading: TransitionConfiguration
    var bottomTrailing: TransitionConfiguration
    /// The closure's modifier chain, content first.
    var effects: [ScrollEffect]
    /// The chain applied to the item's image inside its clip (Apple's paging parallax).
    var imageEffects: [ScrollEffect]

    /// Both edges' identity fractions before animation (1.4, 1.6) for an item whose leading edge is
    /// `leading` pt from the scroll view's leading edge, `length` pt long, in a container
    /// `container` pt long: d_lead = C/2 − (x + T/2) toward the top/leading edge, its negation
    /// toward the bottom/trailing one.
    func targetFractions(leading x: Double, length t: Double, container c: Double) -> EdgeFractions {
        let dLead = c / 2 - (x + t / 2)
        return EdgeFractions(topLeading: topLeading.targetFraction(distance: dLead, target: t, container: c),
                             bottomTrailing: bottomTrailing.targetFraction(distance: -dLead, target: t, container: c))
    }

    /// Whether either edge animates its fraction over time, so a frame depends on the frames
    /// before it.
    var isAnimated: Bool { topLeading.spring != nil || bottomTrailing.spring != nil }

    /// The item's chain composed for `progress` on an item `width` × `height` pt.
    func composed(_ progress: EdgeFractions, width: Double, height: Double, distance: Double = 0) -> ComposedEffect {
        ComposedEffect(effects.map { $0.blended(progress, distance: distance) }, width: width, height: height)
    }

    /// The distances (item pitches from the centre) at which the chain's laws are tried, a
    /// twentieth of a pitch apart (or 2,000 in all) from one pitch before the first point to one
    /// after the last;
    /// [0] without laws, whose values do not depend on the distance.
    var lawDistances: [Double] {
        let laws = effects.flatMap(\.phasedValues).compactMap(\.law)
        guard let low = laws.compactMap(\.phases.first).min(), let high = laws.compactMap(\.phases.last).max() else { return [0] }
        // At most 2,000 distances, so a law over ±1000 pitches costs no more than one over ±50.
        return Array(stride(from: low - 1, through: high + 1, by: max(0.05, (high - low + 2) / 2000)))
    }
}

/// An animated edge fraction over time: 1 or 0 by the threshold, sprung toward its target from
/// the sample where the target flips (docs/effects.md, `transition`: the animation starts when the
/// threshold is crossed; a re-flip retargets the spring and keeps its velocity). The first value is
/// not animated (an attribute's initial value has nothing to animate from, [assumption]).
struct AnimatedFraction: Sendable, Equatable {
    let spring: Spring
    private(set) var target: Double
    /// When the current motion started (ms), its start value and velocity (per second).
    private var start: Double
    private var from: Double
    private var velocity: Double

    init(spring: Spring, initial target: Double, at t: Double) {
        self.spring = spring
        self.target = target
        start = t
        from = target
        velocity = 0
    }

    /// Sees the target `newTarget` at time `t` ms (times ascending); a change starts a new motion.
    mutating func update(_ newTarget: Double, at t: Double) {
        guard newTarget != target else { return }
        let now = spring.state(from: from, velocity: velocity, to: target, at: (t - start) / 1000)
        (start, from, velocity, target) = (t, now.value, now.velocity, newTarget)
    }

    /// The fraction at time `t` ms (at or after the last update).
    func value(at t: Double) -> Double {
        spring.state(from: from, velocity: velocity, to: target, at: (t - start) / 1000).value
    }
}
