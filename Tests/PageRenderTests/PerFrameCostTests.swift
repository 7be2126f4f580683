import Foundation
import Testing
@testable import PageRender

/// A frame builds what it shows, not what the scenario holds (reliability attack 3, D18): 100,000
/// page offsets gave a page control of 100,000 dots in every frame (55 ms a frame), in the
/// page-offsets seed look and in every x-ray. Counted, not timed: the shapes of one frame's scene,
/// groups opened, at 10 (the x-ray at 10,000) and at 100,000 pages. Expected from the screen, by hand: at 100 pt wide,
/// 7 pt dots 16 pt apart meet the screen for at most ceil((100 + 7) / 16) = 7 dots, against the
/// 10 of a 10-page control; the items on screen are culled already (`ItemIndex`).
@Suite struct PerFrameCostTests {
    /// The report's scenario: page offsets 7 pt apart on a 100 × 80 pt screen, flings back and
    /// forth (here two), or `kind` with `pages` pages.
    static func scenario(_ strategy: String) throws -> (FrameScenes, Timeline, FrameScenes) {
        let text = """
        {"screen": {"width": 100, "height": 80, "scale": 1}, "fps": 30, "strategy": \(strategy),
         "gestures": [{"kind": "fling", "velocity": 5}, {"kind": "fling", "velocity": -5}]}
        """
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        return (FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions()), timeline,
                FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(xray: true)))
    }

    static func shapeCount(_ scenes: FrameScenes, _ sample: Timeline.Sample) -> Int {
        XRayReachTests.flattened(scenes.scene(for: sample).shapes).count
    }

    enum Kind: CaseIterable {
        case pageOffsets, free

        func strategy(pages n: Int) -> String {
            switch self {
            case .pageOffsets: #"{"kind": "page-offsets", "offsets": [\#((0..<n).map { String($0 * 7) }.joined(separator: ", "))]}"#
            case .free: #"{"kind": "free", "pages": \#(n)}"#
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func aFrameCostsTheSameAtTenAndAt100000Pages(_ kind: Kind) throws {
        let (few, fewTimeline, fewXRay) = try Self.scenario(kind.strategy(pages: 10))
        let (many, manyTimeline, manyXRay) = try Self.scenario(kind.strategy(pages: 100_000))
        let (_, midTimeline, midXRay) = try Self.scenario(kind.strategy(pages: 10_000))
        let last = min(fewTimeline.samples.count, manyTimeline.samples.count, midTimeline.samples.count) - 1
        for k in [0, last / 2, last] {
            let a = fewTimeline.samples[k], b = manyTimeline.samples[k]
            let screen = (Self.shapeCount(few, a), Self.shapeCount(many, b))
            let xray = (Self.shapeCount(midXRay, midTimeline.samples[k]), Self.shapeCount(manyXRay, b))
            // The dots: 7 at most against 10; the items on screen may differ by a few where the
            // 10-page content ends; never thousands more (100,000 dots before the fix).
            #expect(screen.1 <= screen.0 + 20, "screen frame \(k): \(screen.0) shapes at 10 pages, \(screen.1) at 100,000")
            // The x-ray's strip shows more of longer content than of 10 pages, so it is compared
            // with 10,000 pages, which fill the strip as 100,000 do: the same shapes.
            #expect(xray.1 <= xray.0 + 10, "x-ray frame \(k): \(xray.0) shapes at 10,000 pages, \(xray.1) at 100,000")
        }
    }

    /// The dots that meet the screen, by hand: 100,000 dots centred on x = 50 start at
    /// 50 - 99,999 × 8 = -799,942; dot i's centre is -799,942 + 16 i, and it meets 0...100 when
    /// -3.5 ≤ centre ≤ 103.5: i from ceil(799,938.5 / 16) = 49,997 to floor(800,045.5 / 16) = 50,002.
    @Test func onlyTheDotsOnTheScreenAreDrawn() {
        let control = PageControl(count: 100_000, center: CGPoint(x: 50, y: 70), style: .uiKitDefault, screen: CGSize(width: 100, height: 80))
        #expect(control.shown == 49_997..<50_003)
        #expect(control.center(49_997) == CGPoint(x: 10, y: 70))
        #expect(control.group(current: 50_000).children.count == 6)
        let offScreen = PageControl(count: 10, center: CGPoint(x: 50, y: 90), style: .uiKitDefault, screen: CGSize(width: 100, height: 80))
        #expect(offScreen.shown.isEmpty)
        let few = PageControl(count: 3, center: CGPoint(x: 50, y: 70), style: .uiKitDefault, screen: CGSize(width: 100, height: 80))
        #expect(few.shown == 0..<3)
        #expect(few.center(0) == CGPoint(x: 34, y: 70))
    }
}
