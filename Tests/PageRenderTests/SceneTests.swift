import Foundation
import Testing
@testable import PageRender

/// The per-frame scene: a pure value with the page control, the finger and the HUD.
@Suite struct SceneTests {
    static let screen = CGSize(width: 100, height: 80)

    static func screenScene(pages: Int = 3, hud: Bool = false) -> ScreenScene {
        ScreenScene(layout: StrategySpec.nativePaging(pages: pages).layout(screen: screen, axis: .horizontal),
                    look: NumberedPagesLook(), pages: pages, hud: hud, text: .cairo())
    }

    static func circles(_ scene: Scene) -> [(center: CGPoint, radius: Double, fill: Color?)] {
        scene.leafShapes.compactMap { if case let .circle(c, r, fill, _, _) = $0 { return (c, r, fill) } else { return nil } }
    }

    @Test(arguments: [(0.49, 0), (0.5, 1), (1.5, 2), (2.5, 2), (-0.5, 0), (-7.0, 0), (1.0, 1)])
    func pageControlRoundsHalfAwayFromZero(fraction: Double, page: Int) {
        #expect(PageControl.currentPage(fraction: fraction, count: 3) == page)
    }

    @Test func pageControlShowsOnlyWithAPageFraction() {
        let builder = Self.screenScene()
        #expect(Self.circles(builder.scene(for: builder.state(for: Timeline.Sample(t: 0, offset: .zero, phase: .resting), release: nil))).isEmpty)
        let dots = Self.circles(builder.scene(for: builder.state(for: Timeline.Sample(t: 0, offset: .zero, phase: .resting, page: 1.5), release: nil)))
        #expect(dots.count == 3)
        #expect(dots.map(\.center.x) == [34, 50, 66])
        #expect(dots.map(\.fill) == [PageControlStyle.uiKitDefault.dot, PageControlStyle.uiKitDefault.dot, PageControlStyle.uiKitDefault.currentDot])
    }

    @Test func fingerShowsWhileTouchingAtItsPosition() {
        let builder = Self.screenScene()
        let scene = builder.scene(for: builder.state(for: Timeline.Sample(t: 0, offset: .zero, phase: .dragging, finger: 61.5), release: nil))
        let touching = Self.circles(scene)
        #expect(touching.count == 1)
        // The disc is drawn at the group's origin and placed by its transform (the same disc moves).
        let finger = scene.shapes.compactMap { if case let .group(g) = $0, g.id == .finger { g } else { nil } }.first
        #expect(finger?.transform == .translation(61.5, 40) && touching.first?.center == .zero)
        #expect(touching.first?.radius == FingerMark.radius)
        #expect(Self.circles(builder.scene(for: builder.state(for: Timeline.Sample(t: 0, offset: .zero, phase: .decelerating), release: nil))).isEmpty)
    }

    @Test func hudNamesTimePhaseVelocityAndTargets() {
        let sample = Timeline.Sample(t: 116.7, offset: .zero, phase: .decelerating, velocity: -0.004)
        let release = Timeline.Release(t: 100, offset: .zero, velocity: .zero, proposedTarget: CGPoint(x: 412.26, y: 0), target: CGPoint(x: 375, y: 0))
        #expect(HeadsUpDisplay.lines(sample: sample, release: release, axis: .horizontal)
                == ["t 117 ms", "decelerating", "v 0.00 pt/ms", "target 375.0 (proposed 412.3)"])
        #expect(HeadsUpDisplay.lines(sample: sample, release: release, axis: .horizontal, proposedApart: true).suffix(2)
                == ["target 375.0", "proposed 412.3"])
        #expect(HeadsUpDisplay.lines(sample: sample, release: nil, axis: .horizontal).count == 3)
        let withHUD = Self.screenScene(hud: true), without = Self.screenScene(hud: false)
        let hudScene = withHUD.scene(for: withHUD.state(for: sample, release: release))
        let plainScene = without.scene(for: without.state(for: sample, release: release))
        #expect(hudScene.leafShapes.count == plainScene.leafShapes.count + 6)
    }

    /// At the scenario limits (offsets ±1e7 pt, velocities ±100 pt/ms) every line of the HUD
    /// stays inside its box: nothing is drawn right of it.
    @Test func hudTextStaysInsideItsBox() throws {
        let far = CGPoint(x: -1e7, y: 0), near = CGPoint(x: 1e7, y: 0)
        let sample = Timeline.Sample(t: 999_999, offset: far, phase: .decelerating, velocity: -100)
        let release = Timeline.Release(t: 0, offset: far, velocity: .zero, proposedTarget: far, target: near)
        let background = Color(red: 0, green: 1, blue: 0)
        let scene = Scene(size: CGSize(width: 400, height: 120), background: background,
                          shapes: [.group(HeadsUpDisplay.group(lines: HeadsUpDisplay.lines(sample: sample, release: release, axis: .horizontal,
                                                                                           proposedApart: true)))])
        let image = RGBImage(try ScenePainter.rasterize(scene, scale: 1))
        let right = Int((Double(HeadsUpDisplay.origin.x) + HeadsUpDisplay.width).rounded(.up))
        let stray = (0..<image.height).reduce(0) { count, y in count + (right..<image.width).filter { image[$0, y] != 0x00FF00 }.count }
        #expect(stray == 0, "\(stray) pixels drawn right of the HUD box")
    }

    /// Only the pages on screen are drawn: the content group moved by the offset holds the
    /// visible items' groups, each placed at its page (100 pt pages) with its shapes in its own
    /// coordinates.
    @Test func drawsTheVisiblePagesAtTheOffset() {
        let builder = Self.screenScene(pages: 5)
        let scene = builder.scene(for: builder.state(for: Timeline.Sample(t: 0, offset: CGPoint(x: 130, y: 0), phase: .resting), release: nil))
        guard case let .group(content) = scene.shapes.first, content.id == .content else {
            Issue.record("the content is not the first shape")
            return
        }
        #expect(content.transform == .translation(-130, 0))
        let items = content.children.compactMap { if case let .group(g) = $0 { return g } else { return nil } }
        #expect(items.map(\.id) == [.item(1), .item(2)])
        #expect(items.map(\.transform) == [.translation(100, 0), .translation(200, 0)])
        let rects = items.flatMap(\.children).compactMap { if case let .rect(r, _, _, _, _) = $0 { return r } else { return nil } }
        #expect(rects == [CGRect(x: 0, y: 0, width: 100, height: 80), CGRect(x: 0, y: 0, width: 100, height: 80)])
    }

    @Test func itemIndexMatchesAFullScan() {
        let items: [CGRect] = (0..<200).map { (i: Int) -> CGRect in
            let x = Double(i) * 37 + Double(i % 3) * 5
            return CGRect(x: x, y: 0, width: 20 + Double(i % 4) * 9, height: 10)
        }
        let index = ItemIndex(items: items, axis: .horizontal)
        for start in stride(from: -50.0, through: 7600, by: 13.7) {
            let range = CGFloat(start)...CGFloat(start + 95)
            let expected = items.indices.filter { items[$0].maxX > range.lowerBound && items[$0].minX < range.upperBound }
            #expect(index.items(overlapping: range) == expected)
        }
    }

    @Test func scenesArePureValues() throws {
        let scenario = Scenario(screen: .init(width: 100, height: 80, scale: 1), strategy: .nativePaging(pages: 3),
                                gestures: [GestureStep(.swipe(offset: 0, distance: 40, duration: 100, touchRate: 120, easing: .linear))], fps: 60)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(hud: true))
        // Asked in reverse order, each scene is the one asked in order: no state carries over.
        let forward = timeline.samples.map { scenes.scene(for: $0) }
        let backward = timeline.samples.reversed().map { scenes.scene(for: $0) }
        #expect(forward == Array(backward.reversed()))
        #expect(forward[1] != forward[2])
    }
}
