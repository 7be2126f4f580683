/// Core Animation's ease-in-ease-out timing, the cubic Bézier (0.42, 0, 0.58, 1), used for the
/// assumed curve of `setContentOffset(_:animated: true)` (docs/physics.md, "Animated setContentOffset").
enum EaseInOut {
    /// Control points (0.42, 0) and (0.58, 1): CAMediaTimingFunctionName.easeInEaseOut.
    static let p1 = (x: 0.42, y: 0.0)
    static let p2 = (x: 0.58, y: 1.0)

    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// Progress (0...1) at time fraction `fraction` (0...1): solves x(s) = fraction by bisection,
    /// which is exact to 1e-12 and deterministic, then returns y(s).
    static func progress(_ fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bezier(mid, p1.x, p2.x) < fraction { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, p1.y, p2.y)
    }
}
