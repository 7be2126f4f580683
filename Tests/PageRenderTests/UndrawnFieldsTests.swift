import Foundation
import Testing
@testable import PageRender

/// Look fields that are read and checked but not drawn yet are named in a warning, so a user
/// never takes flat frames for the effect they asked for. Since the 2-D effects, the border, the
/// gradient and `look.finger` draw, what is left is what needs the item's raster: rotation3D,
/// blur and the colour effects, and FSPager's projective transformers (coverFlow, cubic). Expected
/// lines are the field paths of scenario-contract.md's third step.
@Suite struct UndrawnFieldsTests {
    @Test func rasterEffectsAreNamedWhenDrawing() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let look = #"{"items": {"transition": {"effects": [{"scale": 0.85}, {"rotation3D": {"angle": 30, "axis": [0, 1, 0]}}, {"blur": 2}]}}}"#
        let scenario = EffectsBadInputTests.variant(("look", look))
        let result = try CLI.run(["render", "-", "--out", scratch.url.appendingPathComponent("frames").path, "--quiet"], stdin: scenario)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "warning: <stdin>: look.items.transition.effects[1].rotation3D, look.items.transition.effects[2].blur are read and checked but not drawn yet (docs/effects.md); the frames show the cards flat, without them\n")
    }

    @Test func projectiveTransformersAreNamed() throws {
        let scenario = try Scenario.read(EffectsBadInputTests.variant(("look", #"{"items": {"layoutEffect": {"kind": "pager", "transformer": "coverFlow"}}}"#)))
        #expect(scenario.look.undrawnFields == [#"look.items.layoutEffect.transformer "coverFlow""#])
        let linear = try Scenario.read(EffectsBadInputTests.variant(("look", #"{"items": {"layoutEffect": {"kind": "pager", "transformer": "linear"}}}"#)))
        #expect(linear.look.undrawnFields.isEmpty)
    }

    @Test func drawnEffectsAndALookWithoutThemDrawWithoutAWarning() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let look = ##"{"items": {"transition": {"effects": [{"scale": 0.85}, {"opacity": 0.5}]}, "border": {"width": 2, "color": "#000"}}, "finger": false, "background": {"gradient": ["#000", "#FFF"]}}"##
        for (i, scenario) in [Array(EffectsBadInputTests.base.utf8), EffectsBadInputTests.variant(("look", look))].enumerated() {
            let result = try CLI.run(["render", "-", "--out", scratch.url.appendingPathComponent("frames\(i)").path, "--quiet"], stdin: scenario)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        }
        #expect(LookSpec(preset: .cards).undrawnFields.isEmpty)
    }
}
