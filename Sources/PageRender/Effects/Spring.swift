import Foundation

/// SwiftUI's `Animation.spring(response:dampingFraction:)` as a damped harmonic oscillator from
/// a value and velocity toward a target: ω₀ = 2π / response, ζ = dampingFraction ([doc] for the
/// parameters; the closed-form oscillator is the standard model, [model] for SwiftUI's exact
/// integration, to verify on a device). Time in seconds, as SwiftUI states the response.
struct Spring: Sendable, Equatable {
    /// Seconds for one undamped period.
    var response: Double
    /// 1 critically damped, below 1 overshoots.
    var dampingFraction: Double

    /// `Animation.default` since iOS 17: response 0.55 s, damping 1 ([doc]).
    static let `default` = Spring(response: 0.55, dampingFraction: 1)

    var omega: Double { 2 * Double.pi / response }

    /// Value and velocity (per second) `t` seconds after starting at `from` with `velocity`
    /// toward `to`.
    func state(from: Double, velocity: Double, to: Double, at t: Double) -> (value: Double, velocity: Double) {
        guard t > 0 else { return (from, velocity) }
        let w = omega, z = dampingFraction
        let x0 = from - to, v0 = velocity
        if abs(z - 1) < 1e-9 {
            // Critically damped: x = (x0 + (v0 + ω x0) t) e^(−ω t).
            let b = v0 + w * x0, e = exp(-w * t)
            return (to + (x0 + b * t) * e, (b - w * (x0 + b * t)) * e)
        }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot(), e = exp(-z * w * t)
            let a = x0, b = (v0 + z * w * x0) / wd
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - z * w * a) * c - (a * wd + z * w * b) * s)
            return (to + x, v)
        }
        // Overdamped: two real decay rates.
        let root = w * (z * z - 1).squareRoot()
        let r1 = -z * w + root, r2 = -z * w - root
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (to + c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
}
