import Foundation
import Testing

/// flow-snap rounds to pixels where UIKit does: in UIKit's coordinates, whose offset 0 is the
/// tool's -a when the section inset a is modelled as a content inset (docs/strategies.md,
/// "flow-snap", Coordinates; docs/engine.md, "Lift-off"). Through `simulate`, at 1x, 2x and 3x.
///
/// The row, worked by hand: W = 390, items 301 wide, spacing 10 (pitch 311), no content inset,
/// so the section inset is a = (390 - 301) / 2 = 44.5. Item k spans [311 k, 311 k + 301] in the
/// tool's content, centres at 311 k + 150.5 (layout 311 k + 195); the view starts at -44.5
/// (UIKit's 0). A fling released at rest at v pt/ms with `.fast` (d = 0.99 per ms) proposes
/// UIKit offset (v - 0.01) / -ln 0.99 (docs/physics.md): 98.5033 for v = 1, 198.0033 for v = 2,
/// which UIKit rounds on its own pixel grid:
/// - v = 1: 99 at 1x, 98.5 at 2x, 296/3 = 98.6667 at 3x (tool: 54.5, 54, 54.1667);
/// - v = 2: 198 at every scale (tool 153.5).
/// Targets, in UIKit's coordinates:
/// - nearest-centre, v = 1: items 0 and 1 are on screen; the proposed centre (about 294) is
///   nearest item 0's 195: floor(195 - 195) = 0. v = 2: centre 393, nearest item 1's 506:
///   floor(506 - 195) = 311.
/// - fspager-automatic, v = 1: u = 99 / 311 = 0.318 (98.5 / 311 and 98.67 / 311 alike), + 0.35
///   rounds to page 1: 311.
/// - nearest-proposed, v = 1: item 0 is nearest the proposed centre but not ahead of the release
///   centre, so one item on: 311.
/// UIKit's 0 and 311 are whole, so on every grid: the tool's -44.5 and 266.5 at 1x, 2x and 3x
/// (rounding the tool's own -44.5 and 266.5 gives -45 and 267 at 1x, 266.667 at 3x).
@Suite struct FlowSnapPixelGridTests {
    static func simulate(recipe: String, velocity: Double, scale: Int) throws -> [String: Any] {
        let scratch = try Scratch()
        let file = try scratch.write("s.json", """
        {"screen": {"width": 390, "height": 600, "scale": \(scale)}, "strategy": {"kind": "flow-snap", "recipe": "\(recipe)"},
         "content": {"items": {"count": 5, "size": {"width": 301, "height": 400}, "spacing": 10}},
         "gesture": {"kind": "fling", "velocity": \(velocity)}, "fps": 30}
        """)
        let result = try CLI.run(["simulate", file])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func x(_ value: Any?) -> Double { ((value as? [String: Any])?["x"] as? NSNumber)?.doubleValue ?? .nan }

    /// (recipe, velocity, proposed at 1x, 2x, 3x in the tool's coordinates, rest).
    static let cases: [(String, Double, [Double], Double)] = [
        ("nearest-centre", 1, [54.5, 54, 296.0 / 3 - 44.5], -44.5),
        ("nearest-centre", 2, [153.5, 153.5, 153.5], 266.5),
        ("fspager-automatic", 1, [54.5, 54, 296.0 / 3 - 44.5], 266.5),
        ("nearest-proposed", 1, [54.5, 54, 296.0 / 3 - 44.5], 266.5),
    ]

    @Test(arguments: cases) func roundsOnUIKitsPixelGrid(recipe: String, velocity: Double, proposed: [Double], rest: Double) throws {
        for (i, scale) in [1, 2, 3].enumerated() {
            let root = try Self.simulate(recipe: recipe, velocity: velocity, scale: scale)
            let release = try #require((root["releases"] as? [[String: Any]])?.first)
            #expect(abs(Self.x(release["proposedTarget"]) - proposed[i]) < 1e-9, "\(recipe) at \(scale)x: proposed \(Self.x(release["proposedTarget"]))")
            #expect(Self.x(release["target"]) == rest, "\(recipe) at \(scale)x: target \(Self.x(release["target"]))")
            #expect(Self.x((root["rest"] as? [String: Any])?["offset"]) == rest, "\(recipe) at \(scale)x")
            // Every displayed offset lies on UIKit's grid: (x + 44.5) × scale whole.
            let samples = try #require(root["samples"] as? [[String: Any]])
            let off = samples.map { ($0["x"] as? NSNumber)?.doubleValue ?? .nan }.filter { u in
                let px = (u + 44.5) * Double(scale)
                return abs(px - px.rounded()) > 1e-6
            }
            #expect(off.isEmpty && !samples.isEmpty, "\(recipe) at \(scale)x: off UIKit's pixel grid: \(off.prefix(3))")
        }
    }
}
