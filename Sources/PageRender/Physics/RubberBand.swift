/// The resistance of a drag past an edge: the displayed overshoot for a raw overshoot `x` is
/// `f(x) = x*c*R / (R + c*x)`. Slope c at the edge; never reaches R.
struct RubberBand: Sendable, Equatable {
    /// c = 0.55: the community value published in 2013 and used by faithful reimplementations;
    /// UIKit's hyperbolic shape is confirmed through its inverse (docs/physics.md, "Drag").
    static let defaultCoefficient = 0.55

    var coefficient: Double
    /// R: the bounds length on the dragged axis, pt.
    var dimension: Double

    init(coefficient: Double = RubberBand.defaultCoefficient, dimension: Double) {
        self.coefficient = coefficient
        self.dimension = dimension
    }

    /// Displayed overshoot (signed) for a raw overshoot (signed), pt.
    func displayed(rawOvershoot x: Double) -> Double {
        let m = abs(x)
        let f = m * coefficient * dimension / (dimension + coefficient * m)
        return x < 0 ? -f : f
    }

    /// The raw overshoot that displays as `y` (the inverse of `displayed`); used when a finger
    /// touches down while the content is already past an edge.
    func rawOvershoot(displayed y: Double) -> Double {
        let m = min(abs(y), dimension * 0.999_999)
        let x = m * dimension / (coefficient * (dimension - m))
        return y < 0 ? -x : x
    }
}
