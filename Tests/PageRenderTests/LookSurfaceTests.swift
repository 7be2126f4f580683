import Foundation
import Testing
@testable import PageRender

/// `look.items.inset` through the binary: the card drawn inside its cell (docs/scenario.md).
@Suite struct LookSurfaceTests {
    @Test func anInsetCardLeavesItsCellsEdgeToTheBackground() throws {
        // One 200 × 150 cell at x 50…250, y 25…175 of a white 300 × 200 screen; inset 20 left and
        // right, 10 top and bottom: the black card spans x 70…230, y 35…165.
        let rgb = try LookTextTests.frame(LookTextTests.scenario(items: #""label": false, "inset": {"left": 20, "right": 20, "top": 10, "bottom": 10}"#))
        func pixel(_ x: Int, _ y: Int) -> Int { Int(rgb[(y * 300 + x) * 3]) }
        #expect(pixel(60, 100) == 255 && pixel(240, 100) == 255 && pixel(150, 30) == 255 && pixel(150, 170) == 255)
        #expect(pixel(72, 100) == 0 && pixel(228, 100) == 0 && pixel(150, 37) == 0 && pixel(150, 163) == 0)
        // One number insets every side.
        let all = try LookTextTests.frame(LookTextTests.scenario(items: #""label": false, "inset": 30"#))
        #expect(Int(all[(100 * 300 + 75) * 3]) == 255 && Int(all[(100 * 300 + 85) * 3]) == 0)
        let scratch = try Scratch()
        let file = try scratch.write("s.json", LookTextTests.scenario(items: #""inset": -5"#))
        let bad = try CLI.run(["render", file, "--out", scratch.path("f")])
        #expect(bad.status == 2 && bad.stderr.contains("look.items.inset") && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
    }
}
