import Foundation
import Testing
@testable import PageRender

/// A faded item is composited offscreen (group opacity); the painter cuts it to what it paints
/// (its group's `ink`, 4 pt around, moved by its transform), so the offscreen picture is the
/// item's size, not the frame's (BENCHMARKS.md, scroll-driven effects). The cut must change no pixel:
/// the frame drawn with the cut equals the same scene drawn with every item's cut removed, byte
/// for byte, at @1x and @2x, with labels (text bounds measured) and a border.
@Suite struct CompositedItemClipTests {
    static func withoutItemClips(_ shapes: [Scene.Shape]) -> [Scene.Shape] {
        shapes.map { shape in
            guard case var .group(g) = shape else { return shape }
            if case .item = g.id { g.ink = nil }
            g.children = withoutItemClips(g.children)
            return .group(g)
        }
    }

    @Test func theCutAroundAFadedItemChangesNoPixel() throws {
        let look = ##", "border": {"width": 3, "color": "#222222"}, "transition": {"effects": [{"scale": [0.7, 1, 0.8]}, {"opacity": 0.4}, {"rotation": [-6, 0, 6]}]}"##
        let text = EffectDrawingTests.scenario(look: look, spacing: -30).replacingOccurrences(of: #""label": false"#, with: #""label": "Card {n} of the row""#)
        let (scenes, _) = try EffectDrawingTests.frames(text)
        for offset in [-32.0, 75, 200] {
            let scene = scenes.scene(for: Timeline.Sample(t: 0, offset: CGPoint(x: offset, y: 0), phase: .resting))
            let cut = scene.shapes.flatMap { shape -> [SceneGroup] in
                guard case let .group(content) = shape, content.id == .content else { return [] }
                return content.children.compactMap { if case let .group(item) = $0, item.opacity < 1 { item } else { nil } }
            }
            #expect(!cut.isEmpty && cut.allSatisfy { $0.ink != nil }, "offset \(offset): faded items carry their ink")
            var uncut = scene
            uncut.shapes = Self.withoutItemClips(scene.shapes)
            for scale in [1.0, 2.0] {
                let a = try ScenePainter.rasterize(scene, scale: scale).rgbaBytes(), b = try ScenePainter.rasterize(uncut, scale: scale).rgbaBytes()
                #expect(a == b, "offset \(offset) at @\(scale): \(zip(a, b).filter { $0 != $1 }.count) bytes differ")
            }
        }
    }
}
