import Foundation

/// UIKit's return from past an edge: not a spring. The overshoot o relaxes at 0.99 per ms while
/// the velocity decays at the deceleration rate d on top of it (docs/physics.md, "Bounce").
enum Bounce {
    /// a = -ln 0.99: the overshoot's relaxation per ms, whatever the deceleration rate (docs/physics.md, "Bounce").
    static let relaxation = -log(0.99)
    /// Done when |o| is below this, pt (UIKit dump) ...
    static let settleDistance = 0.5
    /// ... and |v| below this, pt/ms (UIKit dump).
    static let settleVelocity = 0.01

    /// Overshoot o (signed, past the anchor) and velocity after `tau` ms in bounce mode.
    static func advance(overshoot o: Double, v: Double, rate d: Double, tau: Double) -> (overshoot: Double, v: Double) {
        let relax = exp(-relaxation * tau)
        let decay = pow(d, tau)
        let o2 = relax * o + (1 - decay) * relax * d * v / (1 - d)
        return (o2, decay * relax * v)
    }

    static func isSettled(overshoot o: Double, v: Double) -> Bool {
        abs(o) < settleDistance && abs(v) < settleVelocity
    }
}
