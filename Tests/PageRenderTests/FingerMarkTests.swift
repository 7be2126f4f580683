import Foundation
import Testing
@testable import PageRender

/// The finger disc sits on the item row's centre line across the axis, where a user's finger
/// would touch: a `content.frame` row at y 110…310 of a 600-pt screen gets its finger at y 210,
/// not at the screen's centre 300. Expected values: the scenario's own numbers.
@Suite struct FingerMarkTests {
    static func fingerCentre(_ json: String) throws -> CGPoint {
        let scenario = try Scenario.read(Array(json.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []))
        let touching = try #require(timeline.samples.first { $0.finger != nil })
        let scene = scenes.scene(for: touching)
        func find(_ shapes: [Scene.Shape]) -> CGPoint? {
            for shape in shapes {
                guard case let .group(group) = shape else { continue }
                // The disc is drawn about its group's origin, placed by the group's transform.
                if group.id == .finger, case let .circle(center, _, _, _, _)? = group.children.first { return group.transform.apply(center) }
                if let found = find(group.children) { return found }
            }
            return nil
        }
        return try #require(find(scene.shapes))
    }

    @Test func fingerFollowsTheRowAcrossTheAxis() throws {
        let framed = try Self.fingerCentre("""
        {"screen": {"width": 300, "height": 600, "scale": 1}, "strategy": {"kind": "free"},
         "content": {"frame": {"y": 110, "height": 200}, "items": {"count": 5, "size": {"width": 120, "height": 200}, "spacing": 10}},
         "look": {"preset": "cards"}, "gesture": {"kind": "swipe", "distance": 60, "duration": 100}, "fps": 30}
        """)
        #expect(framed.y == 210)
        // Without a frame the row is centred on the screen, and so is the finger.
        let whole = try Self.fingerCentre("""
        {"screen": {"width": 300, "height": 600, "scale": 1}, "strategy": {"kind": "free"},
         "content": {"items": {"count": 5, "size": {"width": 120, "height": 200}, "spacing": 10}},
         "look": {"preset": "cards"}, "gesture": {"kind": "swipe", "distance": 60, "duration": 100}, "fps": 30}
        """)
        #expect(whole.y == 300)
        // A vertical row framed at x 20…220 of a 400-pt-wide screen: the finger at x 120.
        let vertical = try Self.fingerCentre("""
        {"screen": {"width": 400, "height": 600, "scale": 1}, "axis": "vertical", "strategy": {"kind": "free"},
         "content": {"frame": {"x": 20, "width": 200}, "items": {"count": 5, "size": {"width": 200, "height": 120}, "spacing": 10}},
         "look": {"preset": "cards"}, "gesture": {"kind": "swipe", "distance": 60, "duration": 100}, "fps": 30}
        """)
        #expect(vertical.x == 120)
    }
}
