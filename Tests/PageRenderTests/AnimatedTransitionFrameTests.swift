import Foundation
import Testing
@testable import PageRender

/// The animated configuration followed through the frames (docs/effects.md, "Animated spring"):
/// `.animated` with `Animation.default` and threshold `.visible(0.5)` (r = C/2), so card 1's
/// bottomTrailing target flips from 0 to 1 at the first frame where its centre is on screen
/// (d_trail ≤ 196.5, inclusive), and from there its identity fraction follows the critically damped
/// spring f(τ) = 1 − (1 + ωτ)e^(−ωτ), ω = 2π / 0.55 s, whatever the scrolling does next (its
/// values: 0.316 at 0.1 s, 0.666 at 0.2 s, 0.856 at 0.3 s). With `opacity 0` the card's opacity is
/// that fraction (the three-phase blend: 1 − (1 − f_BT)); its green over white reads 255 (1 − f) in
/// the red channel. The crossing frame and the expected fractions are computed here from the
/// timeline's offsets with those formulas, not by the code under test.
@Suite struct AnimatedTransitionFrameTests {
    @Test func theCardsOpacityFollowsTheSpringFromTheCrossingFrame() throws {
        let look = #", "transition": {"configuration": "animated", "effects": [{"opacity": 0}]}"#
        // A 200-pt swipe over 400 ms and the free deceleration after it: card 1 (content x
        // 316…616) crosses the screen's edge (its centre at screen x 393) during the swipe.
        let text = EffectDrawingTests.scenario(look: look, gesture: #"{"kind": "swipe", "distance": 200, "duration": 400}"#, fps: 60)
        let (scenes, timeline) = try EffectDrawingTests.frames(text)
        let omega = 2 * Double.pi / 0.55
        // Card 1's centre on screen: content 466 less the offset.
        func centre(_ s: Timeline.Sample) -> Double { 466 - Double(s.offset.x) }
        let crossing = try #require(timeline.samples.firstIndex { centre($0) - 196.5 <= 196.5 })
        #expect(crossing > 0 && centre(timeline.samples[crossing - 1]) > 393, "the card starts with its centre off screen")
        var checked = 0
        for sample in timeline.samples[crossing...] {
            let tau = (sample.t - timeline.samples[crossing].t) / 1000
            let expected = 1 - (1 + omega * tau) * exp(-omega * tau)
            let x = Int(centre(sample).rounded(.down))
            // Past the leading edge's threshold (centre below 0) the other edge's target flips.
            if centre(sample) < 0 { break }
            guard x < 390, x >= 2 else { continue }
            let image = RGBImage(try ScenePainter.rasterize(scenes.scene(for: sample), scale: 1))
            let opacity = 1 - Double(EffectDrawingTests.rgb(image, x, 200)[0]) / 255
            #expect(abs(opacity - expected) <= 0.006, "t \(sample.t) ms, τ \(tau) s: opacity \(opacity), spring \(expected)")
            checked += 1
        }
        #expect(checked >= 15, "frames checked after the crossing: \(checked)")
        // Before the crossing the target is 0 and was never 1: the card is not drawn at all.
        let before = timeline.samples[crossing - 1]
        let image = RGBImage(try ScenePainter.rasterize(scenes.scene(for: before), scale: 1))
        #expect(EffectDrawingTests.rgb(image, 390, 200) == EffectDrawingTests.white)
    }
}
