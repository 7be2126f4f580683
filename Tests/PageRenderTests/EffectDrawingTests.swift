import Foundation
import Testing
@testable import PageRender

/// Scroll-driven effects drawn through the scene tree, read back as pixels. The row is the 393-pt
/// row at @1x: a 393-pt screen (400 high), 300 × 200 cards 16 pt apart
/// with 32-pt insets, so at rest card i's left edge is at 32 + 316 i and the cards span y 100…300.
/// Flat colours (red, green, blue, yellow), square corners, no label, white background, so an
/// edge's position reads off one pixel. Every expected edge and colour is worked by hand below
/// from the formulas docs/effects.md states (the rule is named at each test).
@Suite struct EffectDrawingTests {
    static func scenario(look: String = "", spacing: Double = 16, inset: Double = 32, gesture: String = #"{"kind": "fling", "offset": 10, "velocity": 1}"#,
                         strategy: String = "free", fps: Int = 30) -> String {
        #"{"screen": {"width": 393, "height": 400, "scale": 1}, "strategy": {"kind": ""# + strategy + #""}, "#
            + #""content": {"items": {"count": 4, "size": {"width": 300, "height": 200}, "spacing": "# + "\(spacing)" + #"}, "#
            + #""contentInset": {"left": "# + "\(inset)" + #", "right": "# + "\(inset)" + #"}}, "#
            + ##""look": {"preset": "cards", "background": "#FFFFFF", "statusBar": false, "pageControl": false, "##
            + ##""items": {"colors": ["#FF0000", "#00FF00", "#0000FF", "#FFFF00"], "cornerRadius": 0, "label": false"## + look + "}}, "
            + #""gesture": "# + gesture + #", "fps": "# + "\(fps)}"
    }

    /// The scenes and the timeline of `text`.
    static func frames(_ text: String, options: SceneOptions = SceneOptions()) throws -> (FrameScenes, Timeline) {
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        return (FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: options), timeline)
    }

    /// The frame at rest (contentOffset −inset, nothing scrolled: s = 0), at @1x.
    static func restingFrame(_ text: String, inset: Double = 32) throws -> RGBImage {
        let (scenes, _) = try frames(text)
        // The row rests with the inset before the first card, as UIKit's contentOffset −inset
        // (each test reads card 0's left edge at the inset).
        let sample = Timeline.Sample(t: 0, offset: CGPoint(x: -inset, y: 0), phase: .resting)
        return RGBImage(try ScenePainter.rasterize(scenes.scene(for: sample), scale: 1))
    }

    static func rgb(_ image: RGBImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image[x, y]
        return [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
    }

    static func near(_ a: [Int], _ b: [Int], within: Int = 1) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= within } }

    static let white = [255, 255, 255], red = [255, 0, 0], green = [0, 255, 0], blue = [0, 0, 255]

    /// `.interactive(timingCurve: .linear)`, card 1 at s = 0: f_BT = 0.15, so `scale 0.8` gives 1 −
    /// 0.2 × 0.85 = 0.83 and `opacity 0.5` gives 1 − 0.5 × 0.85 = 0.575 (the three-phase blend).
    /// Card 1's centre (498, 200): scaled, it spans x ≥ 498 − 0.83 × 150 = 373.5 and y 200 ± 0.83 ×
    /// 100 = 117…283; its green at 0.575 over white reads 255 × 0.425 = 108 in red and blue. Card 0
    /// (d = −14.5, inside |d| ≤ r = 46.5) is identity: pure red from x 32 to 332.
    @Test func aScaledAndFadedCardHasItsEdgesAndColourWhereTheSpecPutsThem() throws {
        let look = #", "transition": {"configuration": {"interactive": {"curve": "linear"}}, "effects": [{"scale": 0.8}, {"opacity": 0.5}]}"#
        let image = try Self.restingFrame(Self.scenario(look: look))
        #expect(Self.rgb(image, 31, 200) == Self.white && Self.rgb(image, 32, 200) == Self.red && Self.rgb(image, 331, 200) == Self.red)
        #expect(Self.rgb(image, 332, 200) == Self.white && Self.rgb(image, 372, 200) == Self.white)
        #expect(Self.near(Self.rgb(image, 374, 200), [108, 255, 108]), "\(Self.rgb(image, 374, 200))")
        #expect(Self.near(Self.rgb(image, 390, 118), [108, 255, 108]) && Self.near(Self.rgb(image, 390, 282), [108, 255, 108]))
        // Unscaled, the card would start at y 100; scaled, rows 100…116 and 284…299 show white.
        #expect(Self.rgb(image, 390, 115) == Self.white && Self.rgb(image, 390, 284) == Self.white)
    }

    /// The row at rest through the whole pipeline (FrameScenes' per-item state) with the default
    /// configuration (easeInOut, visible): card 1 at s = 0 has f_BT = 0.0452, so
    /// `scaleEffect(isIdentity ? 1 : 0.8)` is 0.8090 and `opacity(isIdentity ? 1 : 0.5)` 0.5226
    /// (card 1 at rest, f_BT = 0.0452); card 0 is identity. Four decimals, as worked.
    @Test func theDefaultConfigurationGivesTheTablesScaleAndOpacity() throws {
        let (scenes, _) = try Self.frames(Self.scenario(look: #", "transition": {"effects": [{"scale": 0.8}, {"opacity": 0.5}]}"#))
        let state = scenes.state(for: Timeline.Sample(t: 0, offset: CGPoint(x: -32, y: 0), phase: .resting))
        let card1 = try #require(state.itemEffects[1]), card0 = try #require(state.itemEffects[0])
        #expect(abs(card1.transform.a - 0.8090) < 5e-5 && abs(card1.transform.d - 0.8090) < 5e-5, "\(card1.transform)")
        #expect(abs(card1.opacity - 0.5226) < 5e-5, "\(card1.opacity)")
        // Scaled about the card's centre (150, 100): the translation keeps the centre still.
        #expect(abs(card1.transform.tx - 150 * (1 - card1.transform.a)) < 1e-9)
        #expect(card0.transform == .identity && card0.opacity == 1)
    }

    /// rotationEffect: clockwise on screen about the centre. `[0, 30, 0]` is 30° at
    /// identity, so the resting card 0 (f = 1 at both edges) turns 30°. A point p is inside when
    /// R(−30°)(p − c) lies in ±150 × ±100 with c = (182, 200): down the centre column that is
    /// |dy| ≤ 100 / cos 30° = 115.47 (y 84.5…315.5), along the centre row |dx| ≤ 150 / cos 30°
    /// = 173.2 (x 8.8…355.2). Unturned, the card would start at y 100 and x 32.
    @Test func aRotatedCardTurnsClockwiseAboutItsCentre() throws {
        let image = try Self.restingFrame(Self.scenario(look: #", "transition": {"effects": [{"rotation": [0, 30, 0]}]}"#))
        #expect(Self.rgb(image, 182, 82) == Self.white && Self.rgb(image, 182, 87) == Self.red && Self.rgb(image, 182, 97) == Self.red)
        #expect(Self.rgb(image, 182, 318) == Self.white && Self.rgb(image, 182, 313) == Self.red)
        #expect(Self.rgb(image, 6, 200) == Self.white && Self.rgb(image, 11, 200) == Self.red && Self.rgb(image, 30, 200) == Self.red)
        // The top-left corner (−150, −100) turned: c + (−150 cos 30° + 100 sin 30°, −150 sin 30° − 100 cos 30°)
        // = (102.1, 38.4); the unturned corner (32, 100) is now outside, white.
        #expect(Self.rgb(image, 33, 101) == Self.white && Self.rgb(image, 102, 41) == Self.red)
    }

    /// Overlap (negative spacing, −100): card 1 spans 232…532 over card 0's 32…332; later items
    /// draw over earlier ones (docs/effects.md, Combinations and z-order), with and without a transition
    /// (a scale of at least 0.999 about card 1's centre 382 keeps x 300 inside it).
    @Test func laterItemsDrawOverEarlierOnes() throws {
        for look in ["", #", "transition": {"effects": [{"scale": 0.999}]}"#] {
            let image = try Self.restingFrame(Self.scenario(look: look, spacing: -100))
            #expect(Self.rgb(image, 300, 200) == Self.green, "\(look): \(Self.rgb(image, 300, 200))")
        }
    }

    /// UPCarousel's z-order (docs/effects.md, `carousel`): zIndex = Int(alpha × 10). Cards 300
    /// wide, spacing −20, inset 46.5: card 0 rests centred (46.5…346.5; ratio 1, alpha 1, zIndex
    /// 10), card 1 spans 326.5…626.5, its centre 280 = maxDistance away (ratio 0, alpha 0.6, zIndex
    /// 6): card 0 draws over card 1 where they overlap, against the row's order. With sideItemAlpha
    /// 1 both are zIndex 10 and the tie keeps the row's order: card 1 (alpha 1) on top.
    /// sideItemScale 1 keeps both full size.
    @Test func theCarouselsZOrderPutsTheCentredCardOnTop() throws {
        let overlap = 336
        let fading = try Self.restingFrame(Self.scenario(look: #", "layoutEffect": {"kind": "carousel", "sideItemScale": 1}"#, spacing: -20, inset: 46.5), inset: 46.5)
        #expect(Self.rgb(fading, overlap, 200) == Self.red, "\(Self.rgb(fading, overlap, 200))")
        // Card 1 beyond the overlap: green at 0.6 over white, 255 × 0.4 = 102 in red and blue.
        #expect(Self.near(Self.rgb(fading, 360, 200), [102, 255, 102]), "\(Self.rgb(fading, 360, 200))")
        let even = try Self.restingFrame(Self.scenario(look: #", "layoutEffect": {"kind": "carousel", "sideItemScale": 1, "sideItemAlpha": 1}"#, spacing: -20, inset: 46.5), inset: 46.5)
        #expect(Self.rgb(even, overlap, 200) == Self.green, "\(Self.rgb(even, overlap, 200))")
    }

    /// The culling margin: `scale [1, 1, 3]` (3 at the bottomTrailing edge), linear curve. Card 2
    /// (x 664, d_trail 617.5 > H = 346.5, so f_BT = 0) is scaled 3 about its centre 814: it spans
    /// x ≥ 814 − 450 = 364, on screen though its layout rect starts off it. Card 1 (f_BT 0.15,
    /// scale 1 + 2 × 0.85 = 2.7) spans 93…903 under it; card 0 is identity under both. So pixel
    /// 380 shows card 2's blue (drawn later), 300 card 1's green.
    @Test func aCardScaledIntoViewFromOffScreenIsDrawn() throws {
        let look = #", "transition": {"configuration": {"interactive": {"curve": "linear"}}, "effects": [{"scale": [1, 1, 3]}]}"#
        let image = try Self.restingFrame(Self.scenario(look: look))
        #expect(Self.rgb(image, 380, 200) == Self.blue, "\(Self.rgb(image, 380, 200))")
        #expect(Self.rgb(image, 362, 200) == Self.green && Self.rgb(image, 300, 200) == Self.green)
    }
}
