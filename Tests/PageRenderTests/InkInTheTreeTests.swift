import Foundation
import Testing
@testable import PageRender

/// The ink of composited groups is in the scene tree, worked out when the static layers are built
/// (`SceneGroup.ink`, `InkBounds`), and the box of a transformed rect is one function
/// (`BoundingBox`). Expected rects are worked by hand from the scenario's numbers.
@Suite struct InkInTheTreeTests {
    /// A rect (0, 0, 2, 1) turned a quarter clockwise on a y-down screen, (x, y) → (−y, x): its
    /// corners go to (0, 0), (0, 2), (−1, 2), (−1, 0), so x −1…0 and y 0…2. A map that takes the
    /// right edge behind the eye has no box.
    @Test func theBoxOfATransformedRect() {
        let turned = BoundingBox(x: 0, y: 0, width: 2, height: 1) { x, y in (-y, x) }
        #expect(turned == BoundingBox(minX: -1, minY: 0, maxX: 0, maxY: 2))
        #expect(BoundingBox(CGRect(x: 1, y: 1, width: 2, height: 2), through: { $0 })?.rect == CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(BoundingBox(x: 0, y: 0, width: 2, height: 1) { x, y in x > 1 ? nil : (x, y) } == nil)
    }

    /// LookTextTests' one 200 × 150 card with a shadow (offset 10 down, radius 2, so σ 2): the
    /// shadow's group carries its silhouette, the card's rect (0, 0)–(200, 150) in the item's
    /// points; the item carries the card joined with the shadow moved 10 down and spread 3σ = 6
    /// each way, x −6…206 and y 0…166.
    @Test func aCardsShadowCarriesItsInk() throws {
        let json = LookTextTests.scenario(items: ##""label": false, "shadow": {"opacity": 0.5, "radius": 2, "offset": [0, 10]}"##)
        let scenario = try Scenario.read(Array(json.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []))
        let item = try #require(Self.group(.item(0), in: scenes.scene(for: timeline.samples[0]).shapes))
        #expect(item.ink == CGRect(x: -6, y: 0, width: 212, height: 166))
        let shadow = try #require(item.children.compactMap { child -> SceneGroup? in
            if case let .group(g) = child, !g.filters.isEmpty { g } else { nil }
        }.first)
        #expect(shadow.ink == CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    /// A filtered group painted with its ink from the tree and the same group built without it
    /// (the painter then works the ink out itself) give the same bytes.
    @Test func aGroupWithoutInkPaintsAsOneWithIt() throws {
        let card = Scene.Shape.rect(CGRect(x: 10, y: 20, width: 60, height: 40), fill: Color(red: 0.9, green: 0.4, blue: 0.1), cornerRadius: 8)
        func frame(_ ink: CGRect?) throws -> [UInt8] {
            let group = SceneGroup(transform: .translation(15, 5), filters: [.blur(sigma: 3)], ink: ink, children: [card])
            let surface = try ScenePainter.rasterize(Scene(size: CGSize(width: 120, height: 90), background: .white, shapes: [.group(group)]), scale: 2)
            return surface.withPixels { raw, _ in Array(raw) }
        }
        #expect(try frame(CGRect(x: 10, y: 20, width: 60, height: 40)) == frame(nil))
    }

    /// The group with `id` among `shapes`, at any depth.
    static func group(_ id: SceneNodeID, in shapes: [Scene.Shape]) -> SceneGroup? {
        for shape in shapes {
            guard case let .group(g) = shape else { continue }
            if g.id == id { return g }
            if let found = group(id, in: g.children) { return found }
        }
        return nil
    }
}
