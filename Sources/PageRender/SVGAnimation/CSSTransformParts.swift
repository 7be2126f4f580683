import Foundation

/// A 2D affine transform as the CSS transform list `translate(tx, ty) rotate(θ) skewX(φ)
/// scale(sx, sy)`, the form in which a browser interpolates an animated SVG's keyframes: between
/// two lists of the same functions, CSS Transforms 1 (§ "Interpolation of Transforms")
/// interpolates each function's arguments linearly, where two `matrix()` values would be
/// decomposed and interpolated in a form the writer does not control. Decomposition: the first
/// column gives sx and θ, the rest after undoing θ gives the skew and sy (a QR factorisation), so
/// the list's product is the matrix again (`transform`). Angles in radians.
struct CSSTransformParts: Equatable {
    var tx: Double, ty: Double
    var rotation: Double
    var skewX: Double
    var sx: Double, sy: Double

    init(tx: Double, ty: Double, rotation: Double, skewX: Double, sx: Double, sy: Double) {
        (self.tx, self.ty, self.rotation, self.skewX, self.sx, self.sy) = (tx, ty, rotation, skewX, sx, sy)
    }

    /// The parts of `m`; its first column must not be zero (a scale above 0, which the scenario
    /// reader guarantees for every effect).
    init(_ m: Transform2D) {
        tx = m.tx
        ty = m.ty
        sx = (m.a * m.a + m.b * m.b).squareRoot()
        rotation = atan2(m.b, m.a)
        // R(-θ) × [c; d]: the second column once the rotation is undone.
        let cosine = cos(rotation), sine = sin(rotation)
        let c = cosine * m.c + sine * m.d
        sy = -sine * m.c + cosine * m.d
        skewX = sy == 0 ? 0 : atan(c / sy)
    }

    /// The matrix the list stands for: T × R × skewX × S.
    var transform: Transform2D {
        Transform2D.scale(sx, sy)
            .concatenating(Transform2D(a: 1, b: 0, c: tan(skewX), d: 1, tx: 0, ty: 0))
            .concatenating(.rotation(rotation))
            .concatenating(.translation(tx, ty))
    }

    /// `parts` with each rotation moved by whole turns to the nearest of the one before, so a
    /// card turning through 180° is interpolated the short way, as the frames turn it.
    static func unwrapped(_ parts: [CSSTransformParts]) -> [CSSTransformParts] {
        var out = parts
        for k in out.indices.dropFirst() {
            let turns = ((out[k - 1].rotation - out[k].rotation) / (2 * .pi)).rounded()
            out[k].rotation += turns * 2 * .pi
        }
        return out
    }

    /// The coordinates keyframe simplification compares, in points: the translation as it is,
    /// the angles and scales times `radius`, how far a change moves a point that far from the
    /// origin the list acts on (for an item, its top-left corner: `radius` is then the item's
    /// diagonal), so one tolerance in points bounds them all.
    func coordinates(radius: Double) -> [Double] {
        [tx, ty, rotation * radius, skewX * radius, sx * radius, sy * radius]
    }
}
