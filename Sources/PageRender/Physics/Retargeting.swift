import Foundation

/// How UIKit continues a deceleration after the delegate changed `targetContentOffset`
/// (docs/physics.md, "Retargeting", rules A–D).
enum Retargeting {
    /// Rule A's adjusted rate never exceeds this (UIKit dump); a target behind the motion hits it
    /// and the first frame jumps onto the target.
    static let rateCap = 0.999
    /// Rule B's adjusted velocity below this (pt/ms) switches to the quick curve (UIKit dump).
    static let quickCurveThreshold = 0.25
    /// The quick curve's rate (UIKit dump) ...
    static let quickCurveRate = 0.985
    /// ... and its velocity factor, -ln 0.985 (docs/physics.md, "Retargeting").
    static let quickCurveFactor = -log(quickCurveRate)

    enum Rule: String, Sendable, Equatable {
        /// Same direction, not farther than natural: keep v, new rate.
        case sameDirection = "A"
        /// Farther than natural, or v == 0: keep the rate, new velocity (or the quick curve).
        case farther = "B"
        /// New target = current offset: stop dead.
        case stopDead = "D"
    }

    /// The velocity and rate of one axis heading for a target at distance `distance`.
    struct Plan: Sendable, Equatable {
        var rule: Rule
        var velocity: Double
        var rate: Double
    }

    /// The plan for one axis released at velocity `v` with rate `d`, target `distance` pt away.
    static func plan(velocity v: Double, rate d: Double, distance: Double) -> Plan {
        if distance == 0 { return Plan(rule: .stopDead, velocity: 0, rate: d) }
        // s = 0.01*sign(v) with sign(0) = +1, as docs/physics.md states: from rest toward a target
        // below, the motion stops short and the creep finishes it.
        let s = Deceleration.stopSign(v)
        let natural = v == 0 ? 0 : (v - s) / -log(d)
        if v != 0 && distance * (v < 0 ? -1 : 1) <= abs(natural) {
            return Plan(rule: .sameDirection, velocity: v, rate: min(exp(-(v - s) / distance), rateCap))
        }
        let v2 = s - distance * log(d)
        if abs(v2) < quickCurveThreshold {
            return Plan(rule: .farther, velocity: s + distance * quickCurveFactor, rate: quickCurveRate)
        }
        return Plan(rule: .farther, velocity: v2, rate: d)
    }

    /// Rule C: both axes retargeted. Both use the larger rate; the other axis's velocity is
    /// recomputed (`s - D*ln d`) so the two arrive together.
    static func plan(velocity: CGPoint, rate d: Double, distance: CGPoint) -> (x: Plan, y: Plan) {
        let px = plan(velocity: velocity.x, rate: d, distance: distance.x)
        let py = plan(velocity: velocity.y, rate: d, distance: distance.y)
        guard px.rule != .stopDead, py.rule != .stopDead else { return (px, py) }
        func aligned(_ p: Plan, _ v: Double, _ dist: Double, to rate: Double) -> Plan {
            if p.rate == rate { return p }
            let s = Deceleration.stopSign(v)
            return Plan(rule: p.rule, velocity: s - dist * log(rate), rate: rate)
        }
        let rate = max(px.rate, py.rate)
        return (aligned(px, velocity.x, distance.x, to: rate), aligned(py, velocity.y, distance.y, to: rate))
    }
}
