import Foundation
import Testing
@testable import PageRender

/// `imageEffects` move the item's image inside its clip (Apple's "Paging + Parallax" sample in
/// "Creating visual effects with SwiftUI": the image's `offset` before `clipShape`). A flat blue
/// image (the fixture blue-20x40.png, (30, 30, 200) in every pixel by Python's PIL) on a green
/// card, moved 40 pt right at every phase: the card's own green shows in its first 40 pt, the image
/// covers the rest, and nothing of it shows past the card's edge. Geometry as
/// LibraryItemImagesTests: card 0 spans x = 24 … 324 at the first offset, card 1 starts at 340.
@Suite struct ImageEffectsPaintTests {
    static func frame(imageEffects: String) throws -> RGBImage {
        let text = """
        {"screen": {"width": 390, "height": 844, "scale": 1},
         "content": {"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}, "contentInset": {"left": 24, "right": 24}},
         "look": {"preset": "cards", "statusBar": false, "items": {"images": ["blue-20x40.png"], "label": false, "cornerRadius": 0,
                  "colors": ["#00FF00"], "transition": {"effects": [], "imageEffects": \(imageEffects)}}},
         "strategy": {"kind": "free"}, "gesture": {"kind": "fling", "velocity": 1}, "fps": 30}
        """
        let scenario = try Scenario.read(Array(text.utf8), imageFolder: LibraryItemImagesTests.folder)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let frames = try FrameSequence(try RenderInput(scenario: scenario, timeline: timeline), scale: 1)
        return RGBImage(try ScenePainter.rasterize(frames.scene(for: timeline.samples[0]), scale: 1))
    }

    static func rgb(_ image: RGBImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixels[y * image.width + x]
        return [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
    }

    @Test func theImageMovesInsideItsClip() throws {
        let moved = try Self.frame(imageEffects: #"[{"offset": {"x": [40, 40, 40]}}]"#)
        let green = [0, 255, 0], blue = [30, 30, 200]
        for x in [24, 44, 63] { #expect(Self.rgb(moved, x, 400) == green, "x \(x): the card uncovered") }
        for x in [64, 200, 323] { #expect(Self.rgb(moved, x, 400) == blue, "x \(x): the image") }
        // Past card 0's edge: the gap's background, not the image; card 1's first 40 pt are green.
        #expect(Self.rgb(moved, 330, 400) != blue)
        #expect(Self.rgb(moved, 345, 400) == green)
        // Without the effect the image covers the whole card.
        let still = try Self.frame(imageEffects: "[]")
        for x in [24, 44, 200, 323, 345] { #expect(Self.rgb(still, x, 400) == blue, "x \(x) without the effect") }
    }
}
