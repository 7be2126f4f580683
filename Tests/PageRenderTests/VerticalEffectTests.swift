import Foundation
import Testing
@testable import PageRender

/// Effects along a vertical row: EffectDrawingTests' 393-pt row turned a quarter (a 393-pt tall
/// screen, 400 wide; 200 × 300 cards 16 pt apart with 32-pt insets top and bottom), so the same
/// numbers apply along y: with the linear curve card 1 at rest (its top at y 348) has f_BT 0.15,
/// `scale 0.8` gives 0.83 about its centre (200, 498): it spans y ≥ 498 − 0.83 × 150 = 373.5 and
/// x 200 ± 83 = 117…283. Card 0 (top 32) is identity. Colours as EffectDrawingTests'.
@Suite struct VerticalEffectTests {
    @Test func aVerticalRowScalesAlongY() throws {
        let text = ##"""
            {"screen": {"width": 400, "height": 393, "scale": 1}, "axis": "vertical", "strategy": {"kind": "free"},
             "content": {"items": {"count": 4, "size": {"width": 200, "height": 300}, "spacing": 16}, "contentInset": {"top": 32, "bottom": 32}},
             "look": {"preset": "cards", "background": "#FFFFFF", "statusBar": false, "pageControl": false,
                      "items": {"colors": ["#FF0000", "#00FF00"], "cornerRadius": 0, "label": false,
                                "transition": {"configuration": {"interactive": {"curve": "linear"}}, "effects": [{"scale": 0.8}]}}},
             "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 30}
            """##
        let (scenes, _) = try EffectDrawingTests.frames(text)
        let sample = Timeline.Sample(t: 0, offset: CGPoint(x: 0, y: -32), phase: .resting)
        let state = scenes.state(for: sample)
        #expect(abs((state.itemEffects[1]?.transform.d ?? 0) - 0.83) < 1e-9 && state.itemEffects[0]?.transform == .identity)
        let image = RGBImage(try ScenePainter.rasterize(scenes.scene(for: sample), scale: 1))
        let rgb = { (x: Int, y: Int) in EffectDrawingTests.rgb(image, x, y) }
        #expect(rgb(200, 31) == EffectDrawingTests.white && rgb(200, 32) == EffectDrawingTests.red && rgb(200, 331) == EffectDrawingTests.red)
        #expect(rgb(200, 372) == EffectDrawingTests.white && rgb(200, 374) == EffectDrawingTests.green)
        #expect(rgb(118, 380) == EffectDrawingTests.green && rgb(115, 380) == EffectDrawingTests.white && rgb(284, 380) == EffectDrawingTests.white)
    }
}
