import Foundation
import Testing
@testable import PageRender

/// The HUD and the x-ray show each visible item's progress, so a user can see why a card has its
/// size: the per-edge identity fractions of a transition or the layout effect's measure. Values
/// worked from docs/effects.md's rules: the 393-pt row at rest (default configuration: card 0
/// identity, card 1 f_BT 0.0452, printed to two decimals) and UPCarouselFlowLayout's row (centred
/// card ratio 1; a neighbour 280 = maxDistance away, ratio 0), on EffectDrawingTests' row.
@Suite struct EffectProgressTests {
    static let rest = Timeline.Sample(t: 0, offset: CGPoint(x: -32, y: 0), phase: .resting)

    @Test func theHUDListsEachItemOnScreen() throws {
        let (scenes, _) = try EffectDrawingTests.frames(EffectDrawingTests.scenario(look: #", "transition": {"effects": [{"scale": 0.8}]}"#),
                                                        options: SceneOptions(hud: true))
        let lines = scenes.state(for: Self.rest).readout
        // Card 2 (x 664) is drawn for the effects' reach but is not on the 393-pt screen.
        #expect(Array(lines.suffix(2)) == ["item 0: TL 1.00 BT 1.00", "item 1: TL 1.00 BT 0.05"], "\(lines)")
        let carousel = EffectDrawingTests.scenario(look: #", "layoutEffect": {"kind": "carousel"}"#, spacing: -20, inset: 46.5)
        let (layoutScenes, _) = try EffectDrawingTests.frames(carousel, options: SceneOptions(hud: true))
        let layoutLines = layoutScenes.state(for: Timeline.Sample(t: 0, offset: CGPoint(x: -46.5, y: 0), phase: .resting)).readout
        #expect(Array(layoutLines.suffix(2)) == ["item 0: ratio 1.00", "item 1: ratio 0.00"], "\(layoutLines)")
    }

    @Test func theXRayLabelsEachItemInTheStrip() throws {
        let (scenes, _) = try EffectDrawingTests.frames(EffectDrawingTests.scenario(look: #", "transition": {"effects": [{"scale": 0.8}]}"#),
                                                        options: SceneOptions(xray: true))
        let scene = scenes.scene(for: Self.rest)
        let labels = scene.shapes.compactMap { shape -> [String]? in
            guard case let .group(g) = shape, g.id == .xray(.progress) else { return nil }
            return g.children.compactMap { if case let .text(t, _, _, _, _) = $0 { t } else { nil } }
        }.first
        let texts = try #require(labels)
        #expect(texts.contains("1.00 | 1.00") && texts.contains("1.00 | 0.05"), "\(texts)")
    }
}
