import Foundation

/// UIKit's free deceleration, integrated per display frame in closed form:
/// `x += v*d*(1 - d^dt)/(1 - d)`, `v *= d^dt`, so the path barely depends on the frame rate
/// (docs/physics.md, "Deceleration").
enum Deceleration {
    /// Motion ends on the first frame where |v| drops below this, pt/ms (UIKit dump).
    static let stopVelocity = 0.01

    /// Position and velocity after `dt` ms at rate `d`.
    static func advance(x: Double, v: Double, rate d: Double, dt: Double) -> (x: Double, v: Double) {
        let decay = pow(d, dt)
        return (x + v * d * (1 - decay) / (1 - d), v * decay)
    }

    /// Time in ms at which a motion from `x` with `v` reaches `edge`, if it does within `dt`.
    static func timeToReach(_ edge: Double, x: Double, v: Double, rate d: Double, within dt: Double) -> Double? {
        let distance = edge - x
        guard v != 0, distance.sign == v.sign || distance == 0 else { return nil }
        let remaining = 1 - distance * (1 - d) / (v * d)
        guard remaining > 0 else { return nil }
        let tau = log(remaining) / log(d)
        return tau <= dt ? max(tau, 0) : nil
    }

    /// 0.01 with the sign of v (sign(0) = +1): the velocity at which motion stops.
    static func stopSign(_ v: Double) -> Double { v < 0 ? -stopVelocity : stopVelocity }

    /// The continuous-form natural target UIKit (iOS 26) proposes to the delegate, before rounding
    /// and clamping: `x0 + (v0 - 0.01*sign(v0)) / (-ln d)`. A release with v0 = 0 proposes x0.
    static func proposedTarget(x: Double, v: Double, rate d: Double) -> Double {
        guard v != 0 else { return x }
        return x + (v - stopSign(v)) / -log(d)
    }

    /// Where free deceleration comes to rest (continuous approximation of the frame-stepped rest):
    /// `x0 + (v0 - 0.01*sign(v0))*d/(1 - d)`.
    static func restingOffset(x: Double, v: Double, rate d: Double) -> Double {
        guard abs(v) >= stopVelocity else { return x }
        return x + (v - stopSign(v)) * d / (1 - d)
    }

    /// Time until |v| < 0.01, ms: `ln(0.01/|v0|)/ln d`.
    static func duration(v: Double, rate d: Double) -> Double {
        guard abs(v) >= stopVelocity else { return 0 }
        return log(stopVelocity / abs(v)) / log(d)
    }
}
