import Foundation
import Testing
@testable import PageRender

/// The HUD box (`--hud`) keeps clear of the look's chrome: on the carousel of ContentLookTests
/// (390 × 844) with a status bar and a title it starts 8 pt below the title's descenders, 47 (the
/// status bar, docs/looks.md) + 52 (the title's baseline below it) + 34 × 483 / 2048 (DejaVu Sans's
/// descender at 34 pt, its hhea table) + 8 = 115.02 pt down; with only the status bar 47 + 8; in
/// a seed look, which draws no chrome, at (8, 8) as before.
@Suite struct HUDPlacementTests {
    /// The HUD's box: the rect filled with 60 % black.
    static func box(_ scene: Scene) -> CGRect? {
        for shape in scene.leafShapes {
            if case let .rect(r, fill, _, _, _) = shape, fill == Color(white: 0, alpha: 0.6) { return r }
        }
        return nil
    }

    static func hudBox(_ text: String) throws -> CGRect? {
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(hud: true))
        return Self.box(scenes.scene(for: timeline.samples[3]))
    }

    @Test func theBoxStartsBelowTheTitleAndTheStatusBar() throws {
        let titled = try #require(try Self.hudBox(ContentLookTests.carousel(kind: "page-offsets")))
        #expect(abs(Double(titled.minY) - (47 + 52 + 34.0 * 483 / 2048 + 8)) < 1e-9 && titled.minX == 8, "\(titled)")
        let barOnly = try #require(try Self.hudBox(ContentLookTests.carousel(kind: "page-offsets", look: #"{"preset": "cards", "statusBar": true}"#)))
        #expect(Double(barOnly.minY) == 47 + 8, "\(barOnly)")
        let seed = try #require(try Self.hudBox(#"{"screen": {"width": 100, "height": 80, "scale": 1}, "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 30}"#))
        #expect(seed.origin == CGPoint(x: 8, y: 8), "\(seed)")
    }

    /// On the dark theme's black screen the box shows by its rim: a 1-pt line of 25 % white just
    /// inside the box's edge (the painter strokes a rect inside it, CairoContext) fills pixel
    /// column 8 at @1x, over the box's 60 % black fill on black, so that column reads
    /// 255 × 0.25 ≈ 64 (compositing by hand), where a box without a rim left it black (0).
    @Test func theBoxShowsOnABlackScreen() throws {
        let text = ContentLookTests.carousel(kind: "page-offsets", look: #"{"preset": "cards", "theme": "dark", "statusBar": true, "title": "Featured"}"#)
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scene = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(hud: true)).scene(for: timeline.samples[3])
        let box = try #require(Self.box(scene))
        let image = RGBImage(try ScenePainter.rasterize(scene, scale: 1))
        let y = Int(box.midY)
        #expect(image[0, y] & 0xFF == 0, "the screen is black")
        let rim = Int(image[8, y] & 0xFF)
        #expect((62...66).contains(rim), "rim column reads \(rim)")
    }
}
