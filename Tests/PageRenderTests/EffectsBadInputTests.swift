import Foundation
import Testing
@testable import PageRender

/// The bad inputs of scroll-driven effects, placement and overlap, each through the
/// built binary: one line naming the field path, the value and the fix, exit 2, nothing written.
@Suite struct EffectsBadInputTests {
    /// A carousel with content, so the look's items fields apply.
    static let base = #"{"screen": {"width": 200, "height": 120, "scale": 1}, "strategy": {"kind": "free"}, "content": {"items": {"count": 4, "size": {"width": 120, "height": 80}, "spacing": 10}}, "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 30}"#

    static func variant(_ changes: (String, String)...) -> [UInt8] {
        var json = try! JSONParser.parse(Array(base.utf8))
        for (path, value) in changes { json = try! json.setting(path, to: JSONParser.parse(Array(value.utf8))) }
        return Array(json.text.utf8)
    }

    static func transition(_ json: String) -> [UInt8] { variant(("look", #"{"items": {"transition": "# + json + "}}")) }

    static let cases: [BadInput] = [
        BadInput(name: "unknown effect", scenario: transition(#"{"effects": [{"scael": 0.8}]}"#),
                 message: "look.items.transition.effects[0].scael: unknown effect; did you mean \"scale\"?"),
        BadInput(name: "unknown configuration", scenario: transition(#"{"configuration": "springy", "effects": [{"scale": 0.8}]}"#),
                 message: "look.items.transition.configuration: must be \"interactive\", \"animated\", \"identity\""),
        BadInput(name: "unknown threshold", scenario: transition(#"{"threshold": "half", "effects": [{"scale": 0.8}]}"#),
                 message: "look.items.transition.threshold: must be \"visible\", \"hidden\", \"centered\""),
        BadInput(name: "unknown curve", scenario: transition(#"{"configuration": {"interactive": {"curve": "bounce"}}, "effects": [{"scale": 0.8}]}"#),
                 message: "look.items.transition.configuration.interactive.curve: must be one of \"linear\", \"easeIn\", \"easeOut\", \"easeInOut\", got \"bounce\""),
        BadInput(name: "unknown transformer", scenario: variant(("look", #"{"items": {"layoutEffect": {"kind": "pager", "transformer": "spin"}}}"#)),
                 message: "look.items.layoutEffect.transformer: must be one of \"crossFading\""),
        BadInput(name: "scale of 0", scenario: transition(#"{"effects": [{"scale": 0}]}"#),
                 message: "look.items.transition.effects[0].scale: must be > 0 and <= 100, got 0"),
        BadInput(name: "negative scale at one phase", scenario: transition(#"{"effects": [{"scale": [-1, 1, 0.5]}]}"#),
                 message: "look.items.transition.effects[0].scale[0]: must be > 0 and <= 100, got -1"),
        BadInput(name: "negative blur", scenario: transition(#"{"effects": [{"blur": -2}]}"#),
                 message: "look.items.transition.effects[0].blur: must be >= 0 and <= 1000 pt, got -2"),
        BadInput(name: "perspective below 0", scenario: transition(#"{"effects": [{"rotation3D": {"angle": 30, "axis": [0, 1, 0], "perspective": -1}}]}"#),
                 message: "look.items.transition.effects[0].rotation3D.perspective: must be >= 0 and <= 100, got -1"),
        BadInput(name: "axis of zeros", scenario: transition(#"{"effects": [{"rotation3D": {"angle": 30, "axis": [0, 0, 0]}}]}"#),
                 message: "look.items.transition.effects[0].rotation3D.axis: is [0, 0, 0], which has no direction"),
        BadInput(name: "blur on the image inside its clip", scenario: transition(#"{"imageEffects": [{"offset": {"x": 10}}, {"blur": 2}]}"#),
                 message: "look.items.transition.imageEffects[1].blur: is not drawn on the image inside its clip"),
        BadInput(name: "unknown z-order", scenario: variant(("look", #"{"items": {"zOrder": "centreOnTop"}}"#)),
                 message: "look.items.zOrder: must be one of \"row\", \"centerOnTop\""),
        BadInput(name: "unknown visual effect recipe", scenario: variant(("look", #"{"items": {"visualEffect": {"recipe": "coverflow"}}}"#)),
                 message: "look.items.visualEffect.recipe: must be one of \"coverFlow\", \"scaleByDistance\", \"globalMinXRotation\", \"parallax\", \"hueAndScale\", got \"coverflow\""),
        BadInput(name: "cover flow angle beyond 90", scenario: variant(("look", #"{"items": {"visualEffect": {"recipe": "coverFlow", "angle": 120}}}"#)),
                 message: "look.items.visualEffect.angle: must be >= 0 and <= 90 degrees, got 120"),
        BadInput(name: "scale by distance to 0", scenario: variant(("look", #"{"items": {"visualEffect": {"recipe": "scaleByDistance", "minScale": 0}}}"#)),
                 message: "look.items.visualEffect.minScale: must be > 0 and <= 1, got 0"),
        BadInput(name: "divisor of 0", scenario: variant(("look", #"{"items": {"visualEffect": {"recipe": "globalMinXRotation", "divisor": 0}}}"#)),
                 message: "look.items.visualEffect.divisor: must be > 0"),
        BadInput(name: "a field of another recipe", scenario: variant(("look", #"{"items": {"visualEffect": {"recipe": "parallax", "angle": 45}}}"#)),
                 message: "look.items.visualEffect.angle: unknown field"),
        BadInput(name: "ramp length of 0", scenario: variant(("look", #"{"items": {"layoutEffect": {"kind": "carousel", "rampLength": 0}}}"#)),
                 message: "look.items.layoutEffect.rampLength"),
        BadInput(name: "minimum opacity above 1", scenario: variant(("look", #"{"items": {"visualEffect": {"recipe": "scaleByDistance", "minOpacity": 1.5}}}"#)),
                 message: "look.items.visualEffect.minOpacity"),
        BadInput(name: "spacing below minus the item length", scenario: variant(("content.items.spacing", "-130")),
                 message: "content.items.spacing: is -130, more overlap than an item is long (120 pt); use at least -120"),
        BadInput(name: "frame of the wrong axis", scenario: variant(("content.frame", #"{"x": 10, "width": 100}"#)),
                 message: "content.frame: gives x and width, which do not apply to a horizontal row"),
        // A typo inside an effect's or a threshold's object is the one line, not also the field it
        // meant reported as missing.
        BadInput(name: "typo inside rotation3D", scenario: transition(#"{"effects": [{"rotation3D": {"angel": 30}}]}"#),
                 message: "look.items.transition.effects[0].rotation3D.angel: unknown field; did you mean \"angle\"?"),
        BadInput(name: "typo inside a threshold", scenario: transition(#"{"threshold": {"visibel": 0.9}, "effects": [{"scale": 0.8}]}"#),
                 message: "look.items.transition.threshold.visibel: unknown field; did you mean \"visible\"?"),
        BadInput(name: "gradient of one colour", scenario: variant(("look", ##"{"background": {"gradient": ["#FFF"]}}"##)),
                 message: "look.background.gradient: must be two colours"),
    ]

    @Test(arguments: cases)
    func effectInputFailsCleanlyThroughTheBinary(_ input: BadInput) throws {
        try #require(CLI.isAvailable, "build renderpages first: swift build --build-tests")
        let scratch = try Scratch()
        let arguments = try BadInputMatrixTests.prepare(input, in: scratch)
        let before = scratch.contents()
        let result = try CLI.run(arguments, stdin: input.stdin)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(input.message), "stderr: \(result.stderr)")
        #expect(result.errorLines.count == 1 && result.errorLines[0].hasPrefix("error: "), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout)")
        #expect(scratch.contents() == before, "left behind: \(scratch.contents())")
    }

    /// The base scenario and the forms the contract names are accepted.
    @Test func contractFormsAreRead() throws {
        let look = ##"{"background": {"gradient": ["#F2F2F7", "#D1D1D6"], "angle": 90}, "finger": false, "items": {"border": {"width": 2, "color": "#000000"}, "transition": {"configuration": {"animated": {"response": 0.4, "dampingFraction": 0.8}}, "threshold": {"visible": 0.9, "inset": 10}, "bottomTrailing": {"configuration": "identity"}, "effects": [{"scale": 0.85}, {"opacity": [0.6, 1, 0.6]}, {"rotation3D": {"angle": [30, 0, -30], "axis": [0, 1, 0], "perspective": 1}}, {"offset": {"x": [10, 0, -10]}}, {"blur": 2}, {"brightness": 0.1}, {"contrast": 1.2}, {"saturation": 0.5}, {"grayscale": 0.3}, {"hueRotation": 45}, {"rotation": 1.5}, {"scale": {"x": 0.9, "y": [0.8, 1, 0.8]}}], "imageEffects": [{"offset": {"x": [200, 0, -200]}}]}}}"##
        let scenario = try Scenario.read(Self.variant(("look", look), ("content.items.spacing", "-120"), ("content.frame", #"{"y": 20, "height": 90}"#)))
        let t = try #require(scenario.look.transition)
        #expect(t.effects.count == 12 && t.imageEffects.count == 1)
        #expect(t.topLeading.threshold == TransitionThreshold(.visible(0.9), inset: 10))
        #expect(t.topLeading.spring == Spring(response: 0.4, dampingFraction: 0.8))
        #expect(t.bottomTrailing.mode == .identity)
        #expect(t.effects[0] == .scale(x: Phased(0.85, 1, 0.85), y: Phased(0.85, 1, 0.85)))
        #expect(scenario.look.finger == false && scenario.look.border == ItemBorder(width: 2, color: Color(hex: "#000000")!))
        #expect(scenario.look.gradient?.angle == 90)
        // content.frame: the 80-pt row centred across y 20…110 starts at 25.
        let layout = scenario.strategy.layout(screen: scenario.screen.size, axis: .horizontal)
        #expect(layout.items.first?.minY == 25)
        #expect(layout.items[1].minX - layout.items[0].minX == 0)
        // rotation3D's settings: one number holds at every phase (the contract's example above,
        // SwiftUI's `perspective: 1`); an absent axis is [0, 1, 0] (docs/scenario.md).
        #expect(t.effects[2] == .rotation3D(angle: Phased(30, 0, -30), axis: [0, 1, 0], anchor: [Phased(constant: 0.5), Phased(constant: 0.5)],
                                            anchorZ: Phased(constant: 0), perspective: Phased(constant: 1)))
        let settings = try Scenario.read(Self.transition(#"{"effects": [{"rotation3D": {"angle": 30, "anchorZ": 12, "perspective": 0.5}}]}"#))
        #expect(settings.look.transition?.effects.first == .rotation3D(angle: Phased(30, 0, 30), axis: [0, 1, 0], anchor: [Phased(constant: 0.5), Phased(constant: 0.5)],
                                                                     anchorZ: Phased(constant: 12), perspective: Phased(constant: 0.5)))
        let pager = try Scenario.read(Self.variant(("look", #"{"items": {"layoutEffect": {"kind": "pager", "transformer": "depth"}}}"#)))
        #expect(pager.look.layoutEffect == .pager(.depth, minimumScale: 0.5, minimumAlpha: 0.6))
    }
}
