import Foundation
import Testing
@testable import PageRender

/// The user's looks on a vertical row: the page control is a column of dots 12 pt in from the
/// trailing edge, centred down the screen (docs/looks.md), not the horizontal row across the
/// bottom that covered the cards. Worked by hand: 8 items, 8-pt dots 16 pt apart on a 390 × 844
/// screen: x = 378, y = 422 - 3.5 × 16 = 366 … 478.
@Suite struct VerticalPageControlTests {
    @Test func theDotsStandInAColumnAtTheTrailingEdge() throws {
        let text = #"{"screen": {"width": 390, "height": 844, "scale": 1}, "axis": "vertical", "#
            + #""content": {"items": {"count": 8, "size": {"width": 300, "height": 300}, "spacing": 16}, "contentInset": {"top": 24, "bottom": 24}}, "#
            + #""look": {"preset": "cards"}, "strategy": {"kind": "page-offsets"}, "gesture": {"kind": "swipe", "distance": 180, "duration": 150}, "fps": 30}"#
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scene = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: [])).scene(for: timeline.samples[0])
        let dots = scene.leafShapes.compactMap { shape -> CGPoint? in
            if case let .circle(c, radius, _, _, _) = shape, radius == 4 { return c } else { return nil }
        }
        #expect(dots == (0..<8).map { CGPoint(x: 378, y: 366 + 16 * Double($0)) }, "\(dots)")
    }
}
