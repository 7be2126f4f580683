/// One axis of a release without paging: free deceleration, a deceleration retargeted to an
/// adjusted `targetContentOffset`, and bounce past an edge, stepped one display frame at a time.
struct AxisDeceleration: Sendable, Equatable {
    var x: Double
    var v: Double
    var rate: Double
    /// The adjusted target when the delegate changed it; nil for the natural motion.
    var target: Double?
    var minEdge: Double
    var maxEdge: Double
    var bounces: Bool
    /// Constant speed that finishes a retargeted motion whose velocity died early, pt/ms.
    var creepSpeed: Double
    /// The point the content returns to while in bounce mode (an edge, or the adjusted target).
    var bounceAnchor: Double?
    var done = false

    var isBouncing: Bool { bounceAnchor != nil && !done }

    init(x: Double, v: Double, rate: Double, target: Double?, minEdge: Double, maxEdge: Double,
         bounces: Bool, creepSpeed: Double) {
        self.x = x
        self.v = v
        self.rate = rate
        self.target = target
        self.minEdge = minEdge
        self.maxEdge = maxEdge
        self.bounces = bounces
        self.creepSpeed = creepSpeed
        if x < minEdge || x > maxEdge {
            if bounces {
                bounceAnchor = target ?? (x < minEdge ? minEdge : maxEdge)
            } else {
                self.x = min(max(x, minEdge), maxEdge)
                self.v = 0
                done = true
            }
        } else if let target, target == x {
            // Rule D: the new target is where the finger left the content: stop dead.
            self.v = 0
            done = true
        } else if target == nil && abs(v) < Deceleration.stopVelocity {
            self.v = 0
            done = true
        }
    }

    /// Advances by one display frame of `dt` ms.
    mutating func advance(dt: Double) {
        var remaining = dt
        while remaining > 0 && !done {
            if let anchor = bounceAnchor {
                let o = x - anchor
                let next = Bounce.advance(overshoot: o, v: v, rate: rate, tau: remaining)
                remaining = 0
                if Bounce.isSettled(overshoot: next.overshoot, v: next.v) {
                    x = anchor
                    v = 0
                    done = true
                } else if target == nil, o != 0, (o < 0) != (next.overshoot < 0), next.overshoot != 0 {
                    // Thrown back into the range with momentum: continue as a plain deceleration.
                    x = anchor + next.overshoot
                    v = next.v
                    bounceAnchor = nil
                    // Thrown across the whole range within this frame: bounce at the far edge too
                    // (the crossing instant inside the frame is not resolved).
                    if x < minEdge || x > maxEdge { bounceAnchor = x < minEdge ? minEdge : maxEdge }
                } else {
                    x = anchor + next.overshoot
                    v = next.v
                }
            } else if let target {
                remaining = 0
                if abs(v) < Deceleration.stopVelocity {
                    let step = creepSpeed * dt
                    if abs(target - x) <= step { x = target; v = 0; done = true } else { x += target > x ? step : -step }
                    continue
                }
                let next = Deceleration.advance(x: x, v: v, rate: rate, dt: dt)
                if (next.x - target) * (v < 0 ? -1 : 1) >= 0 {
                    x = target
                    v = 0
                    done = true
                } else {
                    (x, v) = next
                }
            } else {
                let edge = v > 0 ? maxEdge : minEdge
                if v != 0, let tau = Deceleration.timeToReach(edge, x: x, v: v, rate: rate, within: remaining) {
                    let atEdge = Deceleration.advance(x: x, v: v, rate: rate, dt: tau)
                    x = edge
                    guard bounces else { v = 0; done = true; return }
                    v = atEdge.v
                    bounceAnchor = edge
                    remaining -= tau
                    if remaining <= 0 { return }
                    continue
                }
                (x, v) = Deceleration.advance(x: x, v: v, rate: rate, dt: remaining)
                remaining = 0
                if abs(v) < Deceleration.stopVelocity { v = 0; done = true }
            }
        }
    }
}
