import Foundation
import Testing
@testable import PageRender

@Suite struct SkeletonTests {
    /// The contract's own example: a 375-pt paging fling from 100 at 2 pt/ms rests on page 1
    /// (375) after about 317 ms.
    @Test func contractExampleRestsOnNextPage() throws {
        let scenario = try Scenario.read(Array("""
        {"screen": {"width": 375, "height": 667, "scale": 2}, "axis": "horizontal",
         "strategy": {"kind": "native-paging", "pages": 10}, "decelerationRate": "normal",
         "gesture": {"kind": "fling", "offset": 100, "velocity": 2.0}, "fps": 60}
        """.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        #expect(timeline.rest.offset == CGPoint(x: 375, y: 0))
        #expect(abs(timeline.rest.t - 317) <= 25)
        #expect(timeline.samples.first?.t == 0)
        #expect(timeline.samples.last!.t >= timeline.rest.t)
        #expect(timeline.releases.count == 1)
        #expect(timeline.releases[0].target == CGPoint(x: 375, y: 0))
    }

    @Test func framesShowThePageMoving() throws {
        let scenario = Scenario(screen: .init(width: 100, height: 80, scale: 1), strategy: .nativePaging(pages: 3),
                                gestures: [GestureStep(.fling(offset: 10, velocity: 1))], fps: 30)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let renderer = try FrameSequence(try RenderInput(scenario: scenario, timeline: timeline), scale: 1)
        let first = try ScenePainter.rasterize(renderer.scene(for: timeline.samples[0]), scale: 1).rgbaBytes()
        let last = try ScenePainter.rasterize(renderer.scene(for: timeline.samples.last!), scale: 1).rgbaBytes()
        #expect(first.count == 100 * 80 * 4)
        #expect(first != last)
        // At rest on page 2 the whole frame's left column is page 2's colour.
        let c = Palette.page(1)
        #expect(abs(Double(last[0]) - c.red * 255) <= 1 && abs(Double(last[1]) - c.green * 255) <= 1)
    }
}
