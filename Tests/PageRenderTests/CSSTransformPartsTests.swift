import Foundation
import Testing
@testable import PageRender

/// The CSS transform list an animated SVG writes for an item's effect: expected parts worked by
/// hand from the matrices (a = sx cos θ, b = sx sin θ for the first column; the list's product
/// T R skewX S multiplied out on paper).
@Suite struct CSSTransformPartsTests {
    /// A card scaled 0.8 about its centre (150, 210) and turned 30° clockwise, then placed at
    /// x 100: sx = sy = 0.8, θ = 30°, no skew; the translation is where the origin lands.
    @Test func scaleAndRotationComeBackAsTheyWereMade() {
        let m = Transform2D.translation(-150, -210).concatenating(.scale(0.8, 0.8)).concatenating(.rotation(.pi / 6))
            .concatenating(.translation(150, 210)).concatenating(.translation(100, 0))
        let p = CSSTransformParts(m)
        #expect(abs(p.sx - 0.8) < 1e-12 && abs(p.sy - 0.8) < 1e-12)
        #expect(abs(p.rotation - .pi / 6) < 1e-12 && abs(p.skewX) < 1e-12)
        // The origin: 150 + 0.8 (−150 cos 30° + 210 sin 30°) + 100 = 250 + 0.8 (−129.904 + 105) = 230.077;
        // 210 + 0.8 (−150 sin 30° − 210 cos 30°) = 210 + 0.8 (−75 − 181.865) = 4.508.
        #expect(abs(p.tx - 230.0770) < 1e-3 && abs(p.ty - 4.5080) < 1e-3)
        #expect(close(p.transform, m))
    }

    /// [1 tan 20°; 0 1] is skewX(20°) alone; a non-uniform scale then a turn keeps both scales.
    @Test func skewAndNonUniformScale() {
        let skew = Transform2D(a: 1, b: 0, c: tan(20 * .pi / 180), d: 1, tx: 0, ty: 0)
        let s = CSSTransformParts(skew)
        #expect(abs(s.skewX - 20 * .pi / 180) < 1e-12 && abs(s.rotation) < 1e-12 && abs(s.sx - 1) < 1e-12 && abs(s.sy - 1) < 1e-12)
        let m = Transform2D.scale(2, 0.5).concatenating(.rotation(-.pi / 4))
        let p = CSSTransformParts(m)
        #expect(abs(p.sx - 2) < 1e-12 && abs(p.sy - 0.5) < 1e-12 && abs(p.rotation + .pi / 4) < 1e-12 && abs(p.skewX) < 1e-12)
        #expect(close(p.transform, m))
    }

    /// A turn through 180°: atan2 gives 179° then −179°; unwrapped, the second is 181°, so the
    /// browser interpolates 2° and not 358° the other way.
    @Test func rotationsAreUnwrapped() {
        let parts = [179.0, -179.0, -170.0].map { CSSTransformParts(.rotation($0 * .pi / 180)) }
        let degrees = CSSTransformParts.unwrapped(parts).map { $0.rotation * 180 / .pi }
        #expect(abs(degrees[0] - 179) < 1e-9 && abs(degrees[1] - 181) < 1e-9 && abs(degrees[2] - 190) < 1e-9)
    }

    private func close(_ a: Transform2D, _ b: Transform2D) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-9 }
    }
}
