import Foundation
import Testing
@testable import PageRender

/// The x-ray view: where the camera looks, and that the screen, the targets and the snap ticks
/// land where the content says they should.
@Suite struct XRayTests {
    static func scenes(_ strategy: StrategySpec, _ gesture: Gesture, axis: Axis = .horizontal) throws -> (FrameScenes, Timeline) {
        let scenario = Scenario(screen: .init(width: 375, height: 667, scale: 1), axis: axis, strategy: strategy,
                                gestures: [GestureStep(gesture)], fps: 30)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        return (FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(xray: true)), timeline)
    }

    /// Outlined rects drawn with `color` (the screen and the chosen target).
    static func outlines(_ scene: Scene, _ color: Color) -> [CGRect] {
        scene.leafShapes.compactMap { if case let .rect(r, nil, stroke, _, _) = $0, stroke == color { return r } else { return nil } }
    }

    /// Ruler ticks: 1 pt lines of the ruler colour as long as a tick.
    static func ticks(_ scene: Scene) -> [CGFloat] {
        scene.leafShapes.compactMap {
            if case let .line(from, to, color, width, _) = $0, color == XRayStyle.ruler, width == 1,
               abs(to.y - from.y) == XRayRuler.tickLength { return from.x }
            return nil
        }
    }

    @Test func cameraFitsTheMotionOrFollowsTheScreen() throws {
        let (short, _) = try Self.scenes(.nativePaging(pages: 10), .fling(offset: 100, velocity: 2))
        let camera = try #require(short.xray?.camera)
        #expect(!camera.follows)
        #expect(camera.zoom <= XRayCamera.maxZoom && camera.zoom >= XRayCamera.minZoom)
        // The motion goes from 100 to 375, each frame showing a screen: 100…750 plus a third of
        // a screen each side must fit between the margins.
        #expect(abs(camera.zoom - (375 - 32) / (650 + 250)) < 1e-9)
        let (long, _) = try Self.scenes(.free(pages: 200), .fling(offset: 0, velocity: 12))
        #expect(long.xray?.camera.follows == true)
        #expect(long.xray?.camera.zoom == XRayCamera.minZoom)
    }

    /// At rest on page 2 the screen rectangle covers page 2's projection and coincides with the
    /// chosen target; before the release there is no target.
    @Test func screenAndTargetLandOnTheContent() throws {
        let (scenes, timeline) = try Self.scenes(.nativePaging(pages: 10), .swipe(offset: 0, distance: 120, duration: 150, touchRate: 120, easing: .linear))
        let xray = try #require(scenes.xray)
        let last = timeline.samples.last!
        let scene = scenes.scene(for: last)
        let start = xray.camera.start(screenStart: last.offset.x, screenLength: 375)
        let p = XRayProjection(axis: .horizontal, origin: xray.camera.origin(start: start), zoom: xray.camera.zoom)
        let page2 = p.rect(CGRect(x: 375, y: 0, width: 375, height: 667))
        #expect(Self.outlines(scene, XRayStyle.screen) == [page2])
        #expect(Self.outlines(scene, XRayStyle.target) == [page2])
        let touching = scenes.scene(for: timeline.samples[1])
        #expect(timeline.samples[1].releaseIndex == nil)
        #expect(Self.outlines(touching, XRayStyle.target).isEmpty)
    }

    @Test func ticksMarkEverySnapOffsetInView() throws {
        let (scenes, timeline) = try Self.scenes(.nativePaging(pages: 10), .fling(offset: 100, velocity: 2))
        let xray = try #require(scenes.xray)
        let sample = timeline.samples[0]
        let start = xray.camera.start(screenStart: sample.offset.x, screenLength: 375)
        let visible = xray.camera.visible(from: start)
        let p = XRayProjection(axis: .horizontal, origin: xray.camera.origin(start: start), zoom: xray.camera.zoom)
        let expected = (0..<10).map { CGFloat($0) * 375 }.filter { visible.contains($0) }.map { p.along($0) }
        #expect(expected.count >= 2)
        #expect(Self.ticks(scenes.scene(for: sample)) == expected)
        let (free, freeTimeline) = try Self.scenes(.free(pages: 10), .fling(offset: 100, velocity: 2))
        #expect(Self.ticks(free.scene(for: freeTimeline.samples[0])).isEmpty)
    }

    @Test func verticalStripRunsDownTheCanvas() throws {
        let (scenes, timeline) = try Self.scenes(.nativePaging(pages: 10), .fling(offset: 100, velocity: 2), axis: .vertical)
        let screen = try #require(Self.outlines(scenes.scene(for: timeline.samples.last!), XRayStyle.screen).first)
        #expect(screen.height > screen.width)
        #expect(abs(screen.height / screen.width - 667.0 / 375) < 1e-9)
    }

    /// `content.frame` places the scroll view across the axis: the x-ray's dashed outline spans
    /// the frame's y (150…290 of a 300-pt screen), not the whole screen; and the look's gradient
    /// shows behind the content where the screen is. Expected
    /// values: the scenario's numbers through the x-ray's own projection.
    @Test func contentFrameAndGradientShowInTheXRay() throws {
        let json = """
        {"screen": {"width": 300, "height": 300, "scale": 1}, "strategy": {"kind": "free"},
         "content": {"frame": {"y": 150, "height": 140}, "items": {"count": 5, "size": {"width": 120, "height": 100}, "spacing": -60}},
         "look": {"preset": "cards", "background": {"gradient": ["#F00", "#00F"], "angle": 0}},
         "gesture": {"kind": "swipe", "distance": 60, "duration": 100}, "fps": 30}
        """
        let scenario = try Scenario.read(Array(json.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(xray: true))
        let xray = try #require(scenes.xray)
        let sample = timeline.samples[2]
        let scene = scenes.scene(for: sample)
        let start = xray.camera.start(screenStart: sample.offset.x, screenLength: 300)
        let p = XRayProjection(axis: .horizontal, origin: xray.camera.origin(start: start), zoom: xray.camera.zoom)
        let dashed = scene.leafShapes.compactMap { shape -> [CGFloat]? in
            // The outline's lines (1.5 pt, dash 4), not the key's sample of them (2 pt, dash 3).
            if case let .line(from, to, color, width, dash) = shape, color == XRayStyle.scrollView, width == 1.5, dash == 4 { return [from.y, to.y] }
            return nil
        }.flatMap { $0 }
        #expect(dashed.count == 8)
        let frame = p.rect(CGRect(x: sample.offset.x, y: 150, width: 300, height: 140))
        #expect(abs((dashed.min() ?? 0) - frame.minY) < 1e-9 && abs((dashed.max() ?? 0) - frame.maxY) < 1e-9,
                "outline y \(dashed.min() ?? 0)…\(dashed.max() ?? 0), frame \(frame.minY)…\(frame.maxY)")
        let screenRect = p.rect(CGRect(x: sample.offset.x, y: 0, width: 300, height: 300))
        let gradients = scene.leafShapes.compactMap { if case let .gradientRect(r, from, to, _, _, _) = $0 { return (r, from, to) } else { return nil } }
        #expect(gradients.count == 1 && gradients.first?.0 == screenRect && gradients.first?.1 == Color(hex: "#F00")!)
    }
}
