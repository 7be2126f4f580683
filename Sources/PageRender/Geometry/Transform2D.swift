import Foundation

/// A 2D affine transform with the fields of cairo's `cairo_matrix_t`, CGAffineTransform and SVG's
/// `matrix(a b c d e f)`: a point (x, y) maps to (a x + c y + tx, b x + d y + ty). The one affine
/// type of the scene, the painters and the keyframe writer; `ProjectiveTransform` holds the same
/// numbers as its m11, m12, m21, m22, m31, m32 (`ProjectiveTransform(_:)`, `affine`).
package struct Transform2D: Sendable, Equatable, Hashable {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    package static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves by (dx, dy).
    package static func translation(_ dx: Double, _ dy: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// Scales by `sx` and `sy` about the origin.
    package static func scale(_ sx: Double, _ sy: Double) -> Transform2D {
        Transform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Turns by `angle` radians about the origin, clockwise on screen (y points down).
    package static func rotation(_ angle: Double) -> Transform2D {
        let cosine = cos(angle), sine = sin(angle)
        return Transform2D(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    package var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `outer`: the transform of a child group inside a group whose
    /// transform is `outer` (`outer` × `self` as matrices).
    package func concatenating(_ outer: Transform2D) -> Transform2D {
        Transform2D(a: a * outer.a + b * outer.c, b: a * outer.b + b * outer.d,
                    c: c * outer.a + d * outer.c, d: c * outer.b + d * outer.d,
                    tx: tx * outer.a + ty * outer.c + outer.tx, ty: tx * outer.b + ty * outer.d + outer.ty)
    }

    /// Where `point` lands.
    package func apply(_ point: CGPoint) -> CGPoint {
        let x = Double(point.x), y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }
}
