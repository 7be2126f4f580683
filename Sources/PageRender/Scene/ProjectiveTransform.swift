import Foundation

/// A projective (3 × 3) transform of a flat group, row-major: a point (x, y) maps to
/// ((m0 x + m1 y + m2) / w, (m3 x + m4 y + m5) / w) with w = m6 x + m7 y + m8. It is what
/// SwiftUI's `rotation3DEffect` and CALayer's `transform` with a perspective term do to a layer
/// that has no depth of its own. Painters draw it by mapping the group's drawn pixels (cairo has
/// no perspective); when its last row is (0, 0, 1) it is the affine `affine`.
package struct ProjectiveTransform: Sendable, Equatable, Hashable {
    /// The nine entries, row by row.
    package var m: [Double]
    /// How it was made, first applied first (`Homography.steps`): affine maps and 3-D turns, so a
    /// writer that animates it can interpolate a turn's angle as the frames turn it. Empty when
    /// made from a matrix alone. Two transforms with equal entries are equal whatever their steps.
    var steps: [Step] = []

    /// One factor of a projective transform.
    enum Step: Sendable, Equatable {
        case affine(Transform2D)
        /// SwiftUI's `rotation3DEffect` and CATransform3D's perspective turns.
        case turn(Rotation3D)
    }

    package static func == (a: ProjectiveTransform, b: ProjectiveTransform) -> Bool { a.m == b.m }

    package func hash(into hasher: inout Hasher) { hasher.combine(m) }

    /// `m`: nine numbers, row by row.
    package init(_ m: [Double]) {
        precondition(m.count == 9, "a projective transform has 9 entries")
        self.m = m
    }

    package static let identity = ProjectiveTransform([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// Where `point` lands; nil where the point goes to infinity (w = 0) or behind the viewer (w < 0).
    package func apply(_ point: CGPoint) -> CGPoint? {
        let x = Double(point.x), y = Double(point.y)
        let w = m[6] * x + m[7] * y + m[8]
        guard w > 0 else { return nil }
        return CGPoint(x: (m[0] * x + m[1] * y + m[2]) / w, y: (m[3] * x + m[4] * y + m[5]) / w)
    }

    /// The same mapping as an affine transform, when the last row is (0, 0, 1) up to a common scale.
    package var affine: Transform2D? {
        guard m[6] == 0, m[7] == 0, m[8] != 0 else { return nil }
        let w = m[8]
        return Transform2D(a: m[0] / w, b: m[3] / w, c: m[1] / w, d: m[4] / w, tx: m[2] / w, ty: m[5] / w)
    }
}

extension ProjectiveTransform {
    /// The effects' homography (row-vector convention) as a scene transform.
    init(_ h: Homography) {
        self.init([h.m11, h.m21, h.m31, h.m12, h.m22, h.m32, h.m13, h.m23, h.m33])
        steps = h.steps.map { step in
            switch step {
            case let .affine(a): .affine(Transform2D(a))
            case let .turn(r): .turn(r)
            }
        }
    }

    /// This transform as the effects' homography (row-vector convention), for the painters.
    var homography: Homography {
        Homography(m11: m[0], m12: m[3], m13: m[6], m21: m[1], m22: m[4], m23: m[7], m31: m[2], m32: m[5], m33: m[8])
    }
}
