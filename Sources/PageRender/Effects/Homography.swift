import Foundation

/// A 2-D projective transform in the row-vector convention Core Animation and the specification
/// use (scroll-effects.md 3.3): the point (x, y) maps to ((x m11 + y m21 + m31) / w,
/// (x m12 + y m22 + m32) / w) with w = x m13 + y m23 + m33. An affine transform has m13 = m23 = 0
/// and m33 = 1. Applying `a` then `b` is `a.then(b)` (the product a·b).
///
/// It also remembers how it was made (`steps`): the affine maps and 3-D turns in the order they
/// apply, adjacent affine ones multiplied together. The matrix is what the raster painter maps
/// pixels through; the steps are what a browser interpolates (an animated SVG writes a turn as
/// CSS's `perspective() rotate3d()` with the angle between keyframes, not the matrix).
struct Homography: Sendable, Equatable {
    var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double
    /// The maps this one is the product of, first applied first; empty for the identity made
    /// without steps.
    var steps: [Step] = []

    /// One factor of a homography.
    enum Step: Sendable, Equatable {
        /// An affine map, as a homography whose last column is (0, 0, 1) and has no steps.
        case affine(Homography)
        case turn(Rotation3D)
    }

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13, self.m21, self.m22, self.m23, self.m31, self.m32, self.m33) = (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine map x' = a x + c y + tx, y' = b x + d y + ty (CGAffineTransform's fields).
    static func affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> Homography {
        let matrix = Homography(m11: a, m12: b, m13: 0, m21: c, m22: d, m23: 0, m31: tx, m32: ty, m33: 1)
        var out = matrix
        out.steps = [.affine(matrix)]
        return out
    }

    static func translation(_ x: Double, _ y: Double) -> Homography { .affine(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// Scale by (sx, sy) about (ax, ay).
    static func scale(_ sx: Double, _ sy: Double, about ax: Double, _ ay: Double) -> Homography {
        .affine(a: sx, b: 0, c: 0, d: sy, tx: ax - sx * ax, ty: ay - sy * ay)
    }

    /// Rotation by `radians`, clockwise on a y-down screen, about (ax, ay).
    static func rotation(_ radians: Double, about ax: Double, _ ay: Double) -> Homography {
        let c = cos(radians), s = sin(radians)
        return translation(-ax, -ay).then(.affine(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)).then(translation(ax, ay))
    }

    /// This transform, then `next`.
    func then(_ n: Homography) -> Homography {
        var out = product(n)
        var steps = self.steps
        for step in n.steps {
            if case let .affine(b) = step, case let .affine(a)? = steps.last {
                steps[steps.count - 1] = .affine(a.product(b))
            } else {
                steps.append(step)
            }
        }
        out.steps = steps
        return out
    }

    /// The matrix product, without steps.
    private func product(_ n: Homography) -> Homography {
        Homography(m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31, m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32,
                   m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
                   m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31, m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32,
                   m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
                   m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31, m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32,
                   m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
    }

    /// Where (x, y) goes; nil when it projects to or behind the eye (w ≤ 0).
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = x * m13 + y * m23 + m33
        guard w > 1e-12 else { return nil }
        return ((x * m11 + y * m21 + m31) / w, (x * m12 + y * m22 + m32) / w)
    }

    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    var isIdentity: Bool { self == .identity }

    /// Equal matrices are equal homographies, however they were made.
    static func == (a: Homography, b: Homography) -> Bool {
        (a.m11, a.m12, a.m13, a.m21, a.m22, a.m23) == (b.m11, b.m12, b.m13, b.m21, b.m22, b.m23) && (a.m31, a.m32, a.m33) == (b.m31, b.m32, b.m33)
    }

    /// The inverse (the adjugate over the determinant); nil when singular.
    var inverse: Homography? {
        let a = m22 * m33 - m23 * m32, b = m13 * m32 - m12 * m33, c = m12 * m23 - m13 * m22
        let det = m11 * a + m21 * b + m31 * c
        guard abs(det) > 1e-300, det.isFinite else { return nil }
        let k = 1 / det
        return Homography(m11: a * k, m12: b * k, m13: c * k,
                          m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
                          m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }
}
