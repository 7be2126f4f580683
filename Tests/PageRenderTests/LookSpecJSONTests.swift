import Foundation
import Testing
@testable import PageRender

/// `LookSpec(json:)`, the public initialiser that covers every look field: a look block gives the
/// look a scenario file with that block gives (the file format's reader is the reference), the
/// effect fields the memberwise initialiser cannot set included, and a bad field is refused with
/// its path under `look`, as in a scenario file.
@Suite struct LookSpecJSONTests {
    /// The fields `init(preset:…)` has no parameter for: a transition, a border, the finger off and
    /// a gradient background (EffectWarningTests' flat look), and a layout effect.
    static let blocks = [
        ##"{"items": {"transition": {"effects": [{"scale": 0.85}, {"opacity": 0.5}]}, "border": {"width": 2, "color": "#000"}}, "finger": false, "background": {"gradient": ["#000", "#FFF"]}}"##,
        #"{"items": {"layoutEffect": {"kind": "pager", "transformer": "coverFlow"}}, "title": "Deals", "device": "iphone"}"#,
        #"{}"#,
    ]

    @Test(arguments: blocks)
    func aLookBlockGivesTheScenarioFilesLook(block: String) throws {
        let scenario = try Scenario.read(EffectsBadInputTests.variant(("look", block)))
        let look = try LookSpec(json: block)
        #expect(look == scenario.look)
    }

    @Test func theEffectFieldsAreSet() throws {
        let look = try LookSpec(json: Self.blocks[0])
        #expect(look.transition != nil && look.border != nil && look.gradient != nil && !look.finger)
        #expect(try LookSpec(json: Self.blocks[1]).layoutEffect != nil)
        #expect(LookSpec(preset: .cards).transition == nil)
    }

    /// The message of EffectsBadInputTests' "unknown effect" row, path and all.
    @Test func aBadFieldIsRefusedWithItsPath() throws {
        #expect {
            try LookSpec(json: #"{"items": {"transition": {"effects": [{"scael": 0.8}]}}}"#)
        } throws: { error in
            "\(error)".contains("look.items.transition.effects[0].scael: unknown effect; did you mean \"scale\"?")
        }
        #expect(throws: JSONParser.SyntaxError.self) { try LookSpec(json: "{") }
    }
}
