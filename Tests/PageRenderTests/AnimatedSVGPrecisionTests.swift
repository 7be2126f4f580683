import Foundation
import Testing
@testable import PageRender

/// How the animated SVG writes numbers no shorter than the frames need and no longer: turns about
/// a coordinate axis by CSS's named functions (CSS Transforms 2 defines `rotateY(a)` as
/// `rotate3d(0, 1, 0, a)`, so the two interpolate alike), a translation outside a turn added to
/// the turn's first translation, and glyph outlines to the decimals half the keyframes' 0.2-px
/// tolerance allows at the output scale. Expected strings are worked by hand here.
@Suite struct AnimatedSVGPrecisionTests {
    @Test func turnsAboutAnAxisUseTheNamedFunction() {
        #expect(TransformList.rotation(axis: (0, 1, 0), degrees: -67.5, decimals: 3) == "rotateY(-67.5deg)")
        #expect(TransformList.rotation(axis: (0, -1, 0), degrees: 30, decimals: 3) == "rotateY(-30deg)")
        #expect(TransformList.rotation(axis: (1, 0, 0), degrees: 12.26, decimals: 1) == "rotateX(12.3deg)")
        #expect(TransformList.rotation(axis: (0, 0, 1), degrees: 5, decimals: 2) == "rotate(5deg)")
        #expect(TransformList.rotation(axis: (0.6, 0.8, 0), degrees: 10, decimals: 2) == "rotate3d(0.6,0.8,0,10deg)")
    }

    @Test func aTranslationOutsideATurnJoinsItsFirstTranslate() throws {
        // A 120 × 80 card moved by (100, 50) and turned about y through its anchor (60, 40, 10),
        // eye 500 pt away: translate3d(100 + 60, 50 + 40, 10). Its angle to 3 decimals: twice the
        // card's far corner, 2·√(120² + 80²) = 288.4 pt, times 0.5·10⁻³° in radians is 0.0025 pt,
        // within an eighth of the 0.1-pt tolerance (0.0125); 2 decimals would move it 0.025 pt.
        let turn = { (r: Double) in [ProjectiveTransform.Step.turn(Rotation3D(radians: r, axis: (0, 1, 0), anchorX: 60, anchorY: 40, anchorZ: 10, eyeDistance: 500))] }
        let list = try TransformList(transforms: [.translation(100, 50), .translation(100, 50)], steps: [turn(0.5), turn(0.6)],
                                     ink: CGRect(x: 0, y: 0, width: 120, height: 80), tolerance: 0.1, name: "item 0")
        #expect(list.angleDecimals == 3)
        // 0.5 rad = 28.6479°.
        #expect(list.css(at: 0) == "translate3d(160px,90px,10px) perspective(500px) rotateY(28.648deg) translate3d(-60px,-40px,-10px)")
    }

    @Test func glyphOutlinesCarryTheDecimalsTheScaleNeeds() throws {
        // Rounding to d decimals moves a point up to 0.5·10⁻ᵈ pt, scale times that in pixels; the
        // budget is half of 0.2 px: one decimal up to 2 px/pt (0.1 px), two above.
        #expect(try SVGDefinitions(scale: 1).glyphDecimals == 1)
        #expect(try SVGDefinitions(scale: 2).glyphDecimals == 1)
        #expect(try SVGDefinitions(scale: 2.5).glyphDecimals == 2)
        #expect(try SVGDefinitions(scale: 4).glyphDecimals == 2)
    }
}
