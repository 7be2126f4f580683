/// The snap of `isPagingEnabled`: a discrete spring stepped once per millisecond,
/// `v = (v + (T - x)*pull)*friction; x = x + v`, whose constants depend on the bounds width
/// (docs/physics.md, "Paging"). It is not the exponential deceleration curve.
struct PagingSpring: Sendable, Equatable {
    var pull: Double
    var friction: Double

    /// Constants for a page (bounds) length `width` in pt. For W <= 1024 pt the UIKit dump gives
    /// linear fits in W; above 1024 pt constants 1.7e-4 and 0.977.
    init(width: Double) {
        if width <= 1024 {
            pull = 3.59090909e-4 - 1.84659091e-7 * width
            friction = 0.966818182 + 9.94318182e-6 * width
        } else {
            pull = 1.7e-4
            friction = 0.977
        }
    }

    /// Stop when |v| is below this, pt/ms ... (UIKit dump)
    static let restVelocity = 0.01
    /// ... and the distance to the target at most this, pt (UIKit dump).
    static let restDistance = 1.0
    /// Or when the spring passed the target during a frame with |v| below this, pt/ms (UIKit dump).
    static let passVelocity = 0.1

    /// One 1-ms iteration.
    func step(x: Double, v: Double, target: Double) -> (x: Double, v: Double) {
        let v2 = (v + (target - x) * pull) * friction
        return (x + v2, v2)
    }

    /// Runs `iterations` 1-ms steps (one display frame) and reports whether the stop rule holds at
    /// the end of the frame; when it does the position is exactly the target.
    func frame(x: Double, v: Double, target: Double, iterations: Int) -> (x: Double, v: Double, done: Bool) {
        var (x1, v1) = (x, v)
        for _ in 0..<iterations { (x1, v1) = step(x: x1, v: v1, target: target) }
        let passed = (x - target) * (x1 - target) <= 0 && x != target
        if (abs(v1) < Self.restVelocity && abs(target - x1) <= Self.restDistance) || (passed && abs(v1) < Self.passVelocity) {
            return (target, 0, true)
        }
        return (x1, v1, false)
    }
}
