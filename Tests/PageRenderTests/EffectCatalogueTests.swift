import Foundation
import Testing
@testable import PageRender

/// `renderpages strategies` lists every effect the scenario format names with its evidence tag,
/// and says "to verify on a device" where docs/effects.md does: the interactive progress formula,
/// the animated threshold's equality, the safe areas in C, the hidden threshold with interactive,
/// blur's σ and the colour effects' colour space.
@Suite struct EffectCatalogueTests {
    /// The effects and layout kinds as the contract names them.
    static let contractNames = ["scale", "opacity", "rotation", "offset", "blur", "brightness", "contrast", "saturation", "grayscale",
                                "hueRotation", "rotation3D", "imageEffects", "interactive", "animated", "identity", "carousel", "pager", "zoom",
                                "coverFlow", "cubic", "scaleByDistance", "globalMinXRotation", "parallax"]

    @Test func everyEffectIsListedWithItsEvidence() throws {
        try #require(CLI.isAvailable)
        let result = try CLI.run(["strategies"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("effects, look.items.transition") })
        let effectLines = lines[start...].filter { $0.hasPrefix("    [") }
        for name in Self.contractNames {
            let line = effectLines.first { $0.range(of: "\\b\(name)\\b", options: .regularExpression) != nil && $0.contains(":") }
            #expect(line != nil, "\(name) is not listed")
            if let line { #expect(line.range(of: #"^    \[(doc|dump|src|model)(, (doc|dump|src|model))*\] "#, options: .regularExpression) != nil, "\(line)") }
        }
        for name in ["container C", "configuration interactive", "configuration animated", "threshold hidden with interactive", "blur", "brightness", "contrast", "hueRotation"] {
            #expect(effectLines.contains { $0.contains("] \(name)") && $0.contains("to verify on a device") }, "\(name)")
        }
        #expect(!effectLines.contains { $0.contains("] scale:") && $0.contains("to verify") })
    }
}

/// The transition effects are described once (`TransitionEffectDescriptor`): the reader, the
/// catalogue and the image-effects check follow the table.
@Suite struct TransitionEffectDescriptorTests {
    @Test func theTableDrivesTheReaderAndTheCatalogue() throws {
        let names = TransitionEffectDescriptor.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(ScrollTransition.effectNames == names)
        let catalogued = Set(EffectCatalogue.transition.map(\.name))
        #expect(names.allSatisfy(catalogued.contains))
        for descriptor in TransitionEffectDescriptor.all {
            // Every effect reads its own key and draws on the image exactly when it is planar.
            let value = descriptor.name == "offset" ? #"{"x": 5}"# : descriptor.name == "rotation3D" ? #"{"angle": 30}"# : "0.5"
            let json = #"{"screen": {"width": 400, "height": 300}, "strategy": {"kind": "free"}, "content": {"items": {"count": 3, "size": {"width": 200, "height": 100}}}, "look": {"items": {"transition": {"effects": [{"\#(descriptor.name)": \#(value)}], "imageEffects": [{"\#(descriptor.name)": \#(value)}]}}}, "gesture": {"kind": "fling", "velocity": 1}}"#
            let message: String
            do { _ = try Scenario.read(Array(json.utf8)); message = "" } catch { message = "\(error)" }
            #expect(message.contains("imageEffects[0].\(descriptor.name)") == !descriptor.drawsOnTheImage, "\(descriptor.name): \(message)")
            // The item report names the resolved value by the same key, and no other descriptor
            // claims it.
            var d = Diagnostics()
            let effect = try #require(descriptor.read(JSONCursor(try JSONParser.parse(Array(value.utf8)), path: "e"), &d))
            let applied = effect.blended(EdgeFractions(topLeading: 1, bottomTrailing: 0.5))
            #expect(ItemReport.named(applied).0 == descriptor.name)
            #expect(TransitionEffectDescriptor.all.filter { $0.report(applied) != nil }.map(\.name) == [descriptor.name])
        }
    }
}
