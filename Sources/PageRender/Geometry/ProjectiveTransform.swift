import Foundation

/// A 2-D projective transform (a homography), the one type for every map that may have a
/// perspective: an item's effect geometry (`Effects/`), a group's `projective` in the scene tree,
/// the raster painter's map to pixels (`Raster/ProjectiveSampler.swift`) and the animated SVG's
/// turns. In the row-vector convention of CGAffineTransform and CATransform3D, as `Transform2D`:
/// the point (x, y) maps to ((x m11 + y m21 + m31) / w, (x m12 + y m22 + m32) / w) with
/// w = x m13 + y m23 + m33, so an affine transform's a, b, c, d, tx, ty are m11, m12, m21, m22,
/// m31, m32, with m13 = m23 = 0 and m33 = 1. Applying `a` then `b` is `a.then(b)` (the product a·b).
///
/// It also remembers how it was made (`steps`): the affine maps and 3-D turns in the order they
/// apply, adjacent affine ones multiplied together. The matrix is what the raster painter maps
/// pixels through; the steps are what a browser interpolates (an animated SVG writes a turn as
/// CSS's `perspective() rotate3d()` with the angle between keyframes, not the matrix).
package struct ProjectiveTransform: Sendable, Equatable, Hashable {
    var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double
    /// The maps this one is the product of, first applied first; empty for the identity made
    /// without steps.
    var steps: [Step] = []

    /// One factor of a projective transform.
    enum Step: Sendable, Equatable {
        case affine(Transform2D)
        /// SwiftUI's `rotation3DEffect` and CATransform3D's perspective turns.
        case turn(Rotation3D)
    }

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13, self.m21, self.m22, self.m23, self.m31, self.m32, self.m33) = (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }

    package static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine map x' = a x + c y + tx, y' = b x + d y + ty (CGAffineTransform's fields).
    static func affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> ProjectiveTransform {
        ProjectiveTransform(Transform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
    }

    /// `t` with no perspective, made of that one affine step.
    init(_ t: Transform2D) {
        self.init(matrixOf: t)
        steps = [.affine(t)]
    }

    /// `t`'s matrix with no steps.
    private init(matrixOf t: Transform2D) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    static func translation(_ x: Double, _ y: Double) -> ProjectiveTransform { .affine(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// Scale by (sx, sy) about (ax, ay).
    static func scale(_ sx: Double, _ sy: Double, about ax: Double, _ ay: Double) -> ProjectiveTransform {
        .affine(a: sx, b: 0, c: 0, d: sy, tx: ax - sx * ax, ty: ay - sy * ay)
    }

    /// Rotation by `radians`, clockwise on a y-down screen, about (ax, ay).
    static func rotation(_ radians: Double, about ax: Double, _ ay: Double) -> ProjectiveTransform {
        let c = cos(radians), s = sin(radians)
        return translation(-ax, -ay).then(.affine(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)).then(translation(ax, ay))
    }

    /// This transform, then `next`.
    func then(_ n: ProjectiveTransform) -> ProjectiveTransform {
        var out = product(n)
        var steps = self.steps
        for step in n.steps {
            if case let .affine(b) = step, case let .affine(a)? = steps.last {
                // The 3 × 3 product, so a chain of steps multiplies as the matrix does (the
                // matrices alone: no steps to allocate for the two factors).
                let ab = ProjectiveTransform(matrixOf: a).product(ProjectiveTransform(matrixOf: b))
                steps[steps.count - 1] = .affine(Transform2D(a: ab.m11, b: ab.m12, c: ab.m21, d: ab.m22, tx: ab.m31, ty: ab.m32))
            } else {
                steps.append(step)
            }
        }
        out.steps = steps
        return out
    }

    /// The matrix product, without steps.
    private func product(_ n: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31, m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32,
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

    /// Where `point` lands; nil where it projects to or behind the eye.
    package func apply(_ point: CGPoint) -> CGPoint? {
        apply(Double(point.x), Double(point.y)).map { CGPoint(x: $0.x, y: $0.y) }
    }

    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    var isIdentity: Bool { self == .identity }

    /// The same mapping as an affine transform, when the last column is (0, 0, w) up to that
    /// common scale w (a turn about the view's axis); nil for a true perspective, which cairo and
    /// an SVG `transform` cannot draw.
    package var affine: Transform2D? {
        guard m13 == 0, m23 == 0, m33 != 0 else { return nil }
        let w = m33
        return Transform2D(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }

    /// Equal matrices are equal transforms, however they were made.
    package static func == (a: ProjectiveTransform, b: ProjectiveTransform) -> Bool {
        (a.m11, a.m12, a.m13, a.m21, a.m22, a.m23) == (b.m11, b.m12, b.m13, b.m21, b.m22, b.m23) && (a.m31, a.m32, a.m33) == (b.m31, b.m32, b.m33)
    }

    package func hash(into hasher: inout Hasher) {
        for v in [m11, m12, m13, m21, m22, m23, m31, m32, m33] { hasher.combine(v) }
    }

    /// The inverse (the adjugate over the determinant); nil when singular.
    var inverse: ProjectiveTransform? {
        let a = m22 * m33 - m23 * m32, b = m13 * m32 - m12 * m33, c = m12 * m23 - m13 * m22
        let det = m11 * a + m21 * b + m31 * c
        guard abs(det) > 1e-300, det.isFinite else { return nil }
        let k = 1 / det
        return ProjectiveTransform(m11: a * k, m12: b * k, m13: c * k,
                          m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
                          m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }
}
