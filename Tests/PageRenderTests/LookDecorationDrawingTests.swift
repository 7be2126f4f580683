import Foundation
import Testing
@testable import PageRender

/// `look.items.border`, the gradient `look.background` and `look.finger: false` (docs/scenario.md) read back as pixels on EffectDrawingTests' row (card 0 red over
/// x 32…332, y 100…300 at rest, @1x).
@Suite struct LookDecorationDrawingTests {
    /// A 4-pt blue border is drawn inside the card's edge: columns 32…35 and rows 100…103 blue,
    /// column 36 the card's red, the last four columns 328…331 blue again, 332 the background.
    @Test func theBorderIsInsideTheCardsEdge() throws {
        let image = try EffectDrawingTests.restingFrame(EffectDrawingTests.scenario(look: ##", "border": {"width": 4, "color": "#00F"}"##))
        let rgb = { (x: Int, y: Int) in EffectDrawingTests.rgb(image, x, y) }
        #expect(rgb(31, 200) == EffectDrawingTests.white && rgb(32, 200) == EffectDrawingTests.blue && rgb(35, 200) == EffectDrawingTests.blue)
        #expect(rgb(36, 200) == EffectDrawingTests.red && rgb(327, 200) == EffectDrawingTests.red)
        #expect(rgb(328, 200) == EffectDrawingTests.blue && rgb(331, 200) == EffectDrawingTests.blue && rgb(332, 200) == EffectDrawingTests.white)
        #expect(rgb(182, 100) == EffectDrawingTests.blue && rgb(182, 103) == EffectDrawingTests.blue && rgb(182, 104) == EffectDrawingTests.red)
    }

    /// A black-to-white gradient: at 0° it runs from the screen's left edge to its right one, so
    /// pixel column x (centre x + 0.5) reads 255 (x + 0.5) / 393; at 90° from top to bottom, row y
    /// reads 255 (y + 0.5) / 400 (the CSS span of GradientLine, where 0° and 90° are the sides).
    /// Read where no card is: above the row (y < 100) and left of it (x < 32). Within 1 level.
    @Test func theGradientBackgroundRunsAlongItsAngle() throws {
        let across = try EffectDrawingTests.restingFrame(EffectDrawingTests.scenario().replacingOccurrences(
            of: ##""background": "#FFFFFF""##, with: ##""background": {"gradient": ["#000000", "#FFFFFF"], "angle": 0}"##))
        for x in [0, 100, 196, 300, 392] {
            let expected = 255 * (Double(x) + 0.5) / 393
            #expect(abs(Double(EffectDrawingTests.rgb(across, x, 20)[0]) - expected) <= 1, "x \(x): \(EffectDrawingTests.rgb(across, x, 20))")
        }
        let down = try EffectDrawingTests.restingFrame(EffectDrawingTests.scenario().replacingOccurrences(
            of: ##""background": "#FFFFFF""##, with: ##""background": {"gradient": ["#000000", "#FFFFFF"], "angle": 90}"##))
        for y in [0, 50, 150, 250, 399] {
            let expected = 255 * (Double(y) + 0.5) / 400
            #expect(abs(Double(EffectDrawingTests.rgb(down, 10, y)[1]) - expected) <= 1, "y \(y): \(EffectDrawingTests.rgb(down, 10, y))")
        }
    }

    /// `look.finger: false` hides the finger marker: during a drag with the finger at x 100 the
    /// marker (a 45 % grey disc, FingerMark) tints card 0's red at (100, 200); without it the
    /// pixel is the card's own red.
    @Test func fingerFalseHidesTheMarker() throws {
        let sample = Timeline.Sample(t: 0, offset: CGPoint(x: -32, y: 0), phase: .dragging, finger: 100)
        func pixel(_ text: String) throws -> [Int] {
            let (scenes, _) = try EffectDrawingTests.frames(text)
            return EffectDrawingTests.rgb(RGBImage(try ScenePainter.rasterize(scenes.scene(for: sample), scale: 1)), 100, 200)
        }
        #expect(try pixel(EffectDrawingTests.scenario()) != EffectDrawingTests.red)
        let hidden = EffectDrawingTests.scenario().replacingOccurrences(of: #""statusBar": false"#, with: #""statusBar": false, "finger": false"#)
        #expect(try pixel(hidden) == EffectDrawingTests.red)
    }
}
