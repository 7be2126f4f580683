import Foundation
import Testing
@testable import PageRender

/// `look.items.visualEffect`: the `visualEffect` carousel recipes docs/effects.md states (with
/// their public sources), read from a scenario and put on the scene's items, on the 393-pt row
/// (393-pt scroll view, 300-pt cards, spacing 16, content margins 32, so card i's
/// frame(in: .scrollView).minX is 32 + 316 i − s, the proxy as docs/effects.md reads it).
/// Expected values are worked by hand from the recipes' formulas, and corners from the worked
/// projection of a 300 × 200 card (EffectGeometryTests).
@Suite struct VisualEffectTests {
    /// The frame state at s pt scrolled from rest (contentOffset −32 + s).
    static func state(_ look: String, s: Double = 0, options: SceneOptions = SceneOptions()) throws -> FrameState {
        let (scenes, _) = try EffectDrawingTests.frames(EffectDrawingTests.scenario(look: look), options: options)
        return scenes.state(for: Timeline.Sample(t: 0, offset: CGPoint(x: -32 + s, y: 0), phase: .resting))
    }

    /// A free-scrolling vertical list on a 393-pt-wide screen at 1x, `recipe` on its rows.
    static func verticalList(height: Int, rows: Int, size: (Int, Int), spacing: Int, inset: Int, recipe: String) -> String {
        #"{"screen": {"width": 393, "height": \#(height), "scale": 1}, "axis": "vertical", "strategy": {"kind": "free"}, "#
            + #""content": {"items": {"count": \#(rows), "size": {"width": \#(size.0), "height": \#(size.1)}, "spacing": \#(spacing)}, "#
            + #""contentInset": {"top": \#(inset), "bottom": \#(inset)}}, "look": {"preset": "cards", "items": {"visualEffect": {"recipe": "\#(recipe)"}}}, "#
            + #""gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 30}"#
    }

    static func value(_ effect: ItemEffect?) -> Double? {
        if case let .recipe(_, value, _, _)? = effect?.progress { value } else { nil }
    }

    /// Kavsoft R = 45: card 0 at rest m = 182 → +3.32°, card 1 m = 498 → −45°; at s = 158
    /// card 0 m = 24 → +39.50°, card 1 m = 340 → −32.86°.
    @Test func coverFlowAnglesAreTheSpecificationsWorkedNumbers() throws {
        let look = #", "visualEffect": {"recipe": "coverFlow", "angle": 45}"#
        let rest = try Self.state(look), scrolled = try Self.state(look, s: 158)
        for (state, card, angle) in [(rest, 0, 3.32), (rest, 1, -45), (scrolled, 0, 39.50), (scrolled, 1, -32.86)] {
            let got = try #require(Self.value(state.itemEffects[card]), "card \(card)")
            #expect(abs(got - angle) < 0.005, "card \(card): \(got)° against \(angle)°")
        }
    }

    /// Card 1 at rest turns −45° about y, anchor centre, perspective 1: its corners are the worked
    /// projection's −45° row, through the scene's projective transform.
    @Test func coverFlowCardHasTheSpecificationsCorners() throws {
        let state = try Self.state(#", "visualEffect": {"recipe": "coverFlow"}"#)
        let p = try #require(state.itemEffects[1]?.projective)
        let expected = [(0.0, 0.0, 71.64, 26.12), (300, 0, 314.08, -54.69), (300, 200, 314.08, 254.69), (0, 200, 71.64, 173.88)]
        for (x, y, ex, ey) in expected {
            let q = try #require(p.apply(CGPoint(x: x, y: y)))
            #expect(abs(Double(q.x) - ex) < 0.01 && abs(Double(q.y) - ey) < 0.01, "(\(x), \(y)) → \(q), expected (\(ex), \(ey))")
        }
    }

    /// Hacking with Swift, divisor 8: card 0 at rest −4°, card 1 −43.5° (the scroll view at
    /// the screen's x = 0, as this row's is).
    @Test func globalMinXRotationIsHackingWithSwiftsWorkedNumbers() throws {
        let state = try Self.state(#", "visualEffect": {"recipe": "globalMinXRotation", "divisor": 8}"#)
        #expect(abs((Self.value(state.itemEffects[0]) ?? 0) - -4) < 1e-9)
        #expect(abs((Self.value(state.itemEffects[1]) ?? 0) - -43.5) < 1e-9)
    }

    /// Scale by distance, L = 316, minScale 0.8: card 1 at rest |498 − 196.5| = 301.5,
    /// t = 0.954, scale 0.809 (to three decimals); 316 is this row's pitch, so the
    /// default length gives the same. The scale is about the card's centre (150, 100).
    @Test func scaleByDistanceIsTheSpecificationsWorkedNumber() throws {
        for look in [#", "visualEffect": {"recipe": "scaleByDistance", "minScale": 0.8, "length": 316}"#,
                     #", "visualEffect": {"recipe": "scaleByDistance"}"#] {
            let state = try Self.state(look)
            let t = try #require(state.itemEffects[1]?.transform)
            #expect(abs(t.a - 0.809) < 0.0005 && abs(t.d - 0.809) < 0.0005, "\(t)")
            #expect(abs(t.tx - 150 * (1 - t.a)) < 1e-9 && abs(t.ty - 100 * (1 - t.d)) < 1e-9, "\(t)")
            #expect(state.itemEffects[1]?.projective == nil)
        }
    }

    /// Manual parallax, k = 0.3: card 1 at rest has minX 348, so its image moves by
    /// −348 × 0.3 = −104.4 pt inside the outline; the card itself stays put.
    @Test func parallaxMovesTheImageInsideTheClip() throws {
        let state = try Self.state(#", "visualEffect": {"recipe": "parallax", "factor": 0.3}"#)
        let effect = try #require(state.itemEffects[1])
        #expect(abs(effect.imageTransform.tx - -104.4) < 1e-9 && effect.imageTransform.ty == 0)
        #expect(effect.transform == .identity && effect.projective == nil)
    }

    /// The parallax recipe in pixels, on ImageEffectsPaintTests' row (a flat blue image, (30, 30,
    /// 200), on green 300-pt cards with spacing 16 and inset 24 on a 390-pt screen): factor −0.1
    /// moves card 1's image (minX 340) by +34 pt inside its clip, so its first 34 pt show the
    /// card's green; card 0's (minX 24) by 2.4 pt.
    @Test func parallaxMovesTheImageInPixels() throws {
        let text = """
        {"screen": {"width": 390, "height": 844, "scale": 1},
         "content": {"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}, "contentInset": {"left": 24, "right": 24}},
         "look": {"preset": "cards", "statusBar": false, "items": {"images": ["blue-20x40.png"], "label": false, "cornerRadius": 0,
                  "colors": ["#00FF00"], "visualEffect": {"recipe": "parallax", "factor": -0.1}}},
         "strategy": {"kind": "free"}, "gesture": {"kind": "fling", "velocity": 1}, "fps": 30}
        """
        let scenario = try Scenario.read(Array(text.utf8), imageFolder: LibraryItemImagesTests.folder)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let frames = try FrameSequence(try RenderInput(scenario: scenario, timeline: timeline), scale: 1)
        let image = RGBImage(try ScenePainter.rasterize(frames.scene(for: timeline.samples[0]), scale: 1))
        let green = [0, 255, 0], blue = [30, 30, 200]
        for x in [345, 372] { #expect(ImageEffectsPaintTests.rgb(image, x, 400) == green, "x \(x): card 1 uncovered") }
        for x in [375, 385] { #expect(ImageEffectsPaintTests.rgb(image, x, 400) == blue, "x \(x): card 1's image") }
        #expect(ImageEffectsPaintTests.rgb(image, 25, 400) == green && ImageEffectsPaintTests.rgb(image, 30, 400) == blue)
    }

    /// Kavsoft's cover flow with its scrollTransition (blur 3, opacity 0.1 off identity): the
    /// recipe's turn first, then the transition (docs/effects.md, "With `transition`"; the default
    /// configuration gives card 1 at rest f_BT = 0.0452, so opacity 1 − 0.9 × 0.9548 = 0.1407 and
    /// blur 3 × 0.9548 = 2.864). The HUD prints the angle and the fractions.
    @Test func combinesWithATransition() throws {
        let look = #", "visualEffect": {"recipe": "coverFlow"}, "transition": {"effects": [{"blur": 3}, {"opacity": 0.1}]}"#
        let state = try Self.state(look, options: SceneOptions(hud: true))
        let card = try #require(state.itemEffects[1])
        #expect(abs(card.opacity - 0.1407) < 0.0005, "\(card.opacity)")
        guard case let .blur(sigma)? = card.filters.first else { Issue.record("no blur: \(card.filters)"); return }
        #expect(abs(sigma - Filter.sigma(blurRadius: 3 * (1 - 0.0452))) < 0.001)
        #expect(card.projective != nil && abs((Self.value(card) ?? 0) - -45) < 1e-9)
        #expect(state.readout.contains("item 1: angle -45.00 TL 1.00 BT 0.05"), "\(state.readout)")
        #expect(state.readout.contains("item 0: angle 3.32 TL 1.00 BT 1.00"), "\(state.readout)")
    }

    /// A turned card's edge in pixels: at s = 98 card 1's centre is at m = 400 ≥ W, so it turns the
    /// full −45°; its left edge (the worked projection: local x 71.64, y 26.12…173.88) lands at
    /// screen x 250 + 71.64 = 321.64, with the card's top at y 100 (the 200-pt card centred on the
    /// 400-pt screen). The top edge runs from (321.64, 126.12) toward TR (564.08, 45.31).
    @Test func aTurnedCardsEdgeIsWhereTheCornersPutIt() throws {
        let (scenes, _) = try EffectDrawingTests.frames(EffectDrawingTests.scenario(look: #", "visualEffect": {"recipe": "coverFlow"}"#))
        let sample = Timeline.Sample(t: 0, offset: CGPoint(x: -32 + 98, y: 0), phase: .resting)
        let image = RGBImage(try ScenePainter.rasterize(scenes.scene(for: sample), scale: 1))
        let white = EffectDrawingTests.white, green = EffectDrawingTests.green
        #expect(EffectDrawingTests.near(EffectDrawingTests.rgb(image, 319, 200), white, within: 2))
        #expect(EffectDrawingTests.near(EffectDrawingTests.rgb(image, 324, 200), green, within: 2))
        // Top edge at x 330 (local 80): y = 126.12 − 80.81 × 8.36 / 242.44 = 123.33.
        #expect(EffectDrawingTests.near(EffectDrawingTests.rgb(image, 330, 121), white, within: 2))
        #expect(EffectDrawingTests.near(EffectDrawingTests.rgb(image, 330, 125), green, within: 2))
    }

    /// A vertical row ([model] transposition, docs/effects.md): the cover flow reads midY and the
    /// height, and turns about x, negated, so the card below the centre leans its top edge away
    /// (narrower, toward the centre) as a trailing card does its leading edge. 300 × 200 cards,
    /// spacing 16, inset 32 on a 393 × 700 screen: card 1's midY at rest is 32 + 216 + 100 = 348,
    /// p = 348/700 = 0.4971, angle 45 − 90 p = 0.26°; card 2's midY is 564 > 350, angle
    /// 45 − 90 × 564/700 = −27.51°: its top edge is the far one, narrower than its bottom edge.
    @Test func aVerticalRowTurnsAboutX() throws {
        let (scenes, _) = try EffectDrawingTests.frames(Self.verticalList(height: 700, rows: 4, size: (300, 200), spacing: 16, inset: 32,
                                                                       recipe: "coverFlow"))
        let state = scenes.state(for: Timeline.Sample(t: 0, offset: CGPoint(x: 0, y: -32), phase: .resting))
        let angle = try #require(Self.value(state.itemEffects[1]))
        #expect(abs(angle - (45 - 90 * 348.0 / 700)) < 1e-9, "\(angle)")
        let p = try #require(state.itemEffects[2]?.projective)
        let tl = try #require(p.apply(CGPoint(x: 0, y: 0))), tr = try #require(p.apply(CGPoint(x: 300, y: 0)))
        let bl = try #require(p.apply(CGPoint(x: 0, y: 200))), br = try #require(p.apply(CGPoint(x: 300, y: 200)))
        #expect(tr.x - tl.x < 300 && br.x - bl.x > 300, "top \(tr.x - tl.x), bottom \(br.x - bl.x)")
    }

    /// The reader: defaults and every recipe's numbers.
    @Test func readsEveryRecipe() throws {
        func read(_ json: String) throws -> VisualEffectRecipe? {
            try Scenario.read(Array(EffectDrawingTests.scenario(look: #", "visualEffect": "# + json).utf8)).look.visualEffect
        }
        #expect(try read(#"{"recipe": "coverFlow"}"#) == .coverFlow(angle: 45))
        #expect(try read(#"{"recipe": "scaleByDistance"}"#) == .scaleByDistance(minScale: 0.8, length: nil))
        #expect(try read(#"{"recipe": "globalMinXRotation"}"#) == .globalMinXRotation(divisor: 8))
        #expect(try read(#"{"recipe": "parallax", "factor": -0.5}"#) == .parallax(factor: -0.5))
    }

    /// Apple's position-based hue and scale (WWDC24 sample "Creating visual effects with SwiftUI")
    /// on a vertical list: 353 × 120 rows 12 apart after a 16-pt inset on a 393 × 852 screen,
    /// scrolled to offset 284, so row i's minY in the scroll view is 132 i − 284. Worked by hand
    /// from the sample's formula, y = minY, δ = min(0, y): row 0 (y −284) hue −28.4°, scale 1 −
    /// 284/700 = 0.594286, offset 227.2 down, brightness 0.71, blur 5.68; row 2 (y −20) hue −2°,
    /// scale 0.971429, offset 16, brightness 0.05, blur 0.4; row 3 (y 112) hue 11.2° and nothing
    /// else. At offset 1000 row 0 (y −1000) is past the zero scale at −700 and not drawn.
    @Test func hueAndScaleIsApplesFormula() throws {
        let text = Self.verticalList(height: 852, rows: 24, size: (353, 120), spacing: 12, inset: 16, recipe: "hueAndScale")
        let (scenes, _) = try EffectDrawingTests.frames(text)
        let state = scenes.state(for: Timeline.Sample(t: 0, offset: CGPoint(x: 0, y: 284), phase: .resting))
        for (row, hue, scale, offset, brightness, blur) in [(0, -28.4, 0.594286, 227.2, 0.71, 5.68), (2, -2, 0.971429, 16, 0.05, 0.4)] {
            let e = try #require(state.itemEffects[row], "row \(row)")
            #expect(abs(e.transform.a - scale) < 1e-6 && abs(e.transform.d - scale) < 1e-6, "row \(row): \(e.transform)")
            // Scaled about the row's centre (176.5, 60), then moved down.
            #expect(abs(e.transform.ty - (60 * (1 - scale) + offset)) < 1e-3 && abs(e.transform.tx - 176.5 * (1 - scale)) < 1e-3, "row \(row): \(e.transform)")
            // The colour filters, in order, do to a colour what hue then brightness do (the
            // painter may chain matrices into one).
            var colour = (0.5, 0.3, 0.7)
            for case let .colorMatrix(m) in e.filters { colour = m.apply(colour.0, colour.1, colour.2) }
            let h = ColorMatrix.hueRotation(degrees: hue).apply(0.5, 0.3, 0.7)
            let expected = ColorMatrix.brightness(brightness).apply(h.0, h.1, h.2)
            #expect(abs(colour.0 - expected.0) < 1e-9 && abs(colour.1 - expected.1) < 1e-9 && abs(colour.2 - expected.2) < 1e-9,
                    "row \(row): \(colour) against \(expected)")
            if case let .blur(radius)? = e.filters.last { #expect(abs(radius - blur) < 1e-9, "row \(row)") } else { Issue.record("row \(row): no blur last") }
            #expect(abs((Self.value(e) ?? 0) - scale) < 1e-6)
        }
        let row3 = try #require(state.itemEffects[3])
        #expect(row3.transform == .identity && row3.filters.count == 1, "row 3: \(row3.transform) \(row3.filters)")
        if case let .colorMatrix(m)? = row3.filters.first { #expect(m == .hueRotation(degrees: 11.2)) } else { Issue.record("row 3: no hue") }
        let far = scenes.state(for: Timeline.Sample(t: 0, offset: CGPoint(x: 0, y: 1000), phase: .resting))
        #expect(far.itemEffects[0].map { $0.opacity == 0 } ?? true, "row 0 at y −1000")
        #expect(try Scenario.read(Array(text.utf8)).look.visualEffect == .hueAndScale)
    }
}
