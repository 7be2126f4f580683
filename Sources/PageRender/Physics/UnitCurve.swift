/// A timing curve from (0, 0) to (1, 1), the cubic Bézier through two inner control points, named
/// as SwiftUI's `UnitCurve` and Core Animation's timing functions name them. The engine's
/// animated `setContentOffset` runs `easeInOut` (docs/physics.md, "Animated setContentOffset");
/// `scrollTransition`'s interactive configuration applies one to an edge's identity fraction
/// (docs/effects.md, "Curves").
enum UnitCurve: String, Sendable, Equatable, CaseIterable {
    case linear
    case easeIn
    case easeOut
    case easeInOut

    /// The Bézier's inner control points (Apple's `UnitCurve` and `CAMediaTimingFunctionName`
    /// documentation, the CSS values): easeIn (0.42, 0)-(1, 1), easeOut (0, 0)-(0.58, 1),
    /// easeInOut (0.42, 0)-(0.58, 1).
    var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: nil
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        }
    }

    /// The curve's output at progress `u` in 0...1 (clamped): the Bézier's y where its x is `u`.
    /// The bisection's ends are within 1e-18 of 0 and 1, not exactly there; `progress(_:)` is
    /// exact at both ends.
    func value(at u: Double) -> Double {
        let u = min(1, max(0, u))
        guard let p = controlPoints else { return u }
        let s = Self.parameter(forX: u, p.x1, p.x2)
        return Self.bezier(s, p.y1, p.y2)
    }

    /// The curve's output at a motion's time fraction: exactly 0 at or before the start and
    /// exactly 1 at or after the end (a motion ends where it was sent), `value(at:)` between.
    func progress(_ fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return value(at: fraction)
    }

    /// One coordinate of the Bézier from 0 to 1 with inner control values `a`, `b` at parameter `s`.
    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }

    /// The parameter where the x coordinate is `x`: x(s) is increasing for control values in
    /// 0...1, so bisection converges and is deterministic; 60 halvings reach the last bit of a
    /// Double in 0...1.
    static func parameter(forX x: Double, _ a: Double, _ b: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, a, b) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
