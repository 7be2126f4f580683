import Foundation

/// A rotation in 3-D about an axis through an anchor, projected back onto the view's plane with a
/// perspective eye at distance D: SwiftUI's `rotation3DEffect` and the Core Animation transforms
/// of FSPagerView's coverFlow and cubic (docs/effects.md). Coordinates: x right,
/// y down, z toward the viewer; a positive angle about +y pushes the right side away.
struct Rotation3D: Sendable, Equatable {
    var radians: Double
    /// The axis; a zero axis is no rotation.
    var axis: (x: Double, y: Double, z: Double)
    /// The anchor in the item's local points.
    var anchorX: Double
    var anchorY: Double
    /// The anchor's depth (SwiftUI's `anchorZ`): the content sits at z = −anchorZ from it.
    var anchorZ: Double
    /// Eye distance, pt; infinity is an orthographic projection.
    var eyeDistance: Double

    static func == (a: Rotation3D, b: Rotation3D) -> Bool {
        a.radians == b.radians && a.axis == b.axis && a.anchorX == b.anchorX && a.anchorY == b.anchorY
            && a.anchorZ == b.anchorZ && a.eyeDistance == b.eyeDistance
    }

    /// SwiftUI's form: `perspective` relative to the view's larger side, D = max(w, h) / perspective
    /// ([dump] + [src]); the anchor a unit point of the size.
    init(degrees: Double, axis: [Double], anchor: [Double], anchorZ: Double, perspective: Double, width: Double, height: Double) {
        radians = degrees * .pi / 180
        self.axis = (axis[0], axis[1], axis[2])
        anchorX = anchor[0] * width
        anchorY = anchor[1] * height
        self.anchorZ = anchorZ
        eyeDistance = perspective == 0 ? .infinity : max(width, height) / perspective
    }

    init(radians: Double, axis: (x: Double, y: Double, z: Double), anchorX: Double, anchorY: Double, anchorZ: Double, eyeDistance: Double) {
        self.radians = radians
        self.axis = axis
        self.anchorX = anchorX
        self.anchorY = anchorY
        self.anchorZ = anchorZ
        self.eyeDistance = eyeDistance
    }

    /// The 3 × 3 projective matrix of 3.3: u = x − a.x, v = y − a.y, z = −anchorZ; (u', v', z') =
    /// Rodrigues(n, angle)·(u, v, z); w = 1 − z'/D; X = a.x + u'/w, Y = a.y + v'/w. Its numerators
    /// and w are affine in (x, y), so it is one homography.
    /// It carries this turn as its one step, the identity included, so every sample of a turning
    /// item has the same steps (`ProjectiveTransform.steps`).
    var homography: ProjectiveTransform {
        var h = matrix
        h.steps = [.turn(self)]
        return h
    }

    private var matrix: ProjectiveTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, radians != 0 || anchorZ != 0 else { return .identity }
        let n = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(radians), s = sin(radians), k = 1 - c
        // Rodrigues: cos·I + sin·[n]× + (1 − cos)·n nᵀ, row-major.
        let r = [c + k * n.0 * n.0, k * n.0 * n.1 - s * n.2, k * n.0 * n.2 + s * n.1,
                 k * n.1 * n.0 + s * n.2, c + k * n.1 * n.1, k * n.1 * n.2 - s * n.0,
                 k * n.2 * n.0 - s * n.1, k * n.2 * n.1 + s * n.0, c + k * n.2 * n.2]
        let inverseD = eyeDistance.isInfinite ? 0 : 1 / eyeDistance
        let z = -anchorZ
        // u' = r0 u + r1 v + r2 z with u = x − ax, v = y − ay: coefficients of x, y and 1.
        func row(_ i: Int) -> (x: Double, y: Double, one: Double) {
            (r[i * 3], r[i * 3 + 1], r[i * 3 + 2] * z - r[i * 3] * anchorX - r[i * 3 + 1] * anchorY)
        }
        let u = row(0), v = row(1), zr = row(2)
        let w = (x: -zr.x * inverseD, y: -zr.y * inverseD, one: 1 - zr.one * inverseD)
        return ProjectiveTransform(m11: u.x + anchorX * w.x, m12: v.x + anchorY * w.x, m13: w.x,
                          m21: u.y + anchorX * w.y, m22: v.y + anchorY * w.y, m23: w.y,
                          m31: u.one + anchorX * w.one, m32: v.one + anchorY * w.one, m33: w.one)
    }
}
