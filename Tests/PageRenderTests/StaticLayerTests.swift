import Foundation
import Synchronization
import Testing
@testable import PageRender

/// The static/per-frame split: what depends only on the scenario is built once per run, however
/// many frames are drawn, and a frame is that plus a `FrameState`. Counted by a look and a text
/// measurer that record every call made to them.
@Suite struct StaticLayerTests {
    /// Calls by key, from any thread.
    final class Tally: Sendable {
        private let counts = Mutex<[Int: Int]>([:])
        func add(_ key: Int) { counts.withLock { $0[key, default: 0] += 1 } }
        var snapshot: [Int: Int] { counts.withLock { $0 } }
    }

    /// A look that counts how often each item's shapes are asked for.
    struct CountingLook: ContentLook {
        let tally: Tally
        let background = Color.white
        func shapes(ofItem index: Int, in rect: CGRect, metrics: TextMetrics) -> [Scene.Shape] {
            tally.add(index)
            return [.rect(CGRect(origin: .zero, size: rect.size), fill: Palette.page(index))]
        }
    }

    /// Native paging over 5 pages of 100 × 80 pt with a 150-pt swipe: every item is
    /// built once when the scene is made, and drawing every frame (twice, in two orders) builds
    /// none again.
    @Test func eachItemIsBuiltOncePerRun() throws {
        let scenario = Scenario(screen: .init(width: 100, height: 80, scale: 1), strategy: .nativePaging(pages: 5),
                                gestures: [GestureStep(.swipe(offset: 0, distance: 150, duration: 100, touchRate: 120, easing: .linear))], fps: 60)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        #expect(timeline.samples.count > 20)
        let tally = Tally()
        let screen = ScreenScene(layout: scenario.strategy.layout(screen: scenario.screen.size, axis: .horizontal),
                                 look: CountingLook(tally: tally), pages: 5, hud: true, text: .cairo())
        #expect(tally.snapshot == [0: 1, 1: 1, 2: 1, 3: 1, 4: 1])
        var shown = Set<Int>()
        for sample in timeline.samples + timeline.samples.reversed() {
            let scene = screen.scene(for: screen.state(for: sample, release: nil))
            for case let .group(content) in scene.shapes where content.id == .content {
                for case let .group(item) in content.children { if case let .item(i)? = item.id { shown.insert(i) } }
            }
        }
        #expect(shown.count >= 3, "the fling shows at least three pages: \(shown)")
        #expect(tally.snapshot == [0: 1, 1: 1, 2: 1, 3: 1, 4: 1])
    }

    /// Labels and the title are measured while the run's layers are built, never while frames
    /// are drawn: the measurement count after building is the count after drawing every frame.
    @Test func textIsMeasuredOnlyWhileBuilding() throws {
        let text = ContentLookTests.carousel(kind: "free")
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let tally = Tally()
        let cairo = TextMetrics.cairo()
        let counting = TextMetrics { string, size, bold in
            tally.add(0)
            return cairo.advance(string, size, bold)
        }
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), text: counting)
        let built = tally.snapshot[0, default: 0]
        // The eight cards' labels and the title: at least one measurement each.
        #expect(built >= 8 + 1)
        for sample in timeline.samples { _ = try ScenePainter.rasterize(scenes.scene(for: sample), scale: 0.25) }
        #expect(tally.snapshot[0, default: 0] == built)
    }

    /// A frame is the static layers plus its state: two samples at the same offset at different
    /// times have equal states and equal scenes without the HUD; with it their readouts (the
    /// time) differ, and so do their states and scenes.
    @Test func equalStatesGiveEqualScenes() throws {
        let scenario = try Scenario.read(Array(ContentLookTests.carousel(kind: "free").utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let early = Timeline.Sample(t: 100, offset: CGPoint(x: 40, y: 0), phase: .resting)
        var late = early
        late.t = 900
        let plain = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []))
        #expect(plain.state(for: early) == plain.state(for: late))
        #expect(plain.scene(for: early) == plain.scene(for: late))
        let hud = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(hud: true))
        #expect(hud.state(for: early) != hud.state(for: late))
        #expect(hud.scene(for: early) != hud.scene(for: late))
        #expect(hud.scene(for: hud.state(for: late)) == hud.scene(for: late))
    }
}
