import Foundation
import Testing
@testable import PageRender

/// `renderpages strategies` lists every effect of scenario-contract.md's third step with its
/// evidence tag, and says "to verify on a device" where scroll-effects.md §6 lists the rule:
/// the interactive progress formula (6.1), the animated threshold's equality (6.2), the safe
/// areas in C (6.3), the hidden threshold with interactive (6.4), blur's σ and the colour
/// effects' colour space (6.5).
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
        for name in ["container C", "configuration interactive", "configuration animated", "threshold hidden with interactive", "blur", "brightness, contrast"] {
            #expect(effectLines.contains { $0.contains("] \(name)") && $0.contains("to verify on a device") }, "\(name)")
        }
        #expect(!effectLines.contains { $0.contains("] scale:") && $0.contains("to verify") })
    }
}
