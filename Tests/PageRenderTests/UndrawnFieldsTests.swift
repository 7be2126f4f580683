import Foundation
import Testing
@testable import PageRender

/// Look fields that are read and checked but not drawn yet (the effects of issue 24 before their
/// painter) are named in a warning, so a user never takes flat frames for the effect they asked
/// for. Expected lines are the ones the field paths of scenario-contract.md's third step give.
@Suite struct UndrawnFieldsTests {
    @Test func aTransitionAndAnUndrawnBorderAreNamedWhenDrawing() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let look = ##"{"items": {"transition": {"effects": [{"scale": 0.85}]}, "border": {"width": 2, "color": "#000"}}}"##
        let scenario = EffectsBadInputTests.variant(("look", look))
        let result = try CLI.run(["render", "-", "--out", scratch.url.appendingPathComponent("frames").path, "--quiet"], stdin: scenario)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "warning: <stdin>: look.items.transition, look.items.border are read and checked but not drawn yet (docs/effects.md); the frames show the cards without them\n")
    }

    @Test func aLookWithoutThemDrawsWithoutAWarning() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let result = try CLI.run(["render", "-", "--out", scratch.url.appendingPathComponent("frames").path, "--quiet"],
                                 stdin: Array(EffectsBadInputTests.base.utf8))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(LookSpec(preset: .cards).undrawnFields.isEmpty)
    }
}
