import Foundation
import Testing
@testable import PageRender

/// Key frames of each strategy's demo at @1x against committed reference PNGs (see
/// `ReferenceImages` for the tolerance and how to re-record).
@Suite struct KeyFrameTests {
    struct KeyFrame: CustomTestStringConvertible, Sendable {
        var name: String
        /// Scenario JSON, or the name of a file in samples/ (without .json).
        var scenario: String
        /// The first sample at or after this time, ms.
        var t: Double
        var options = SceneOptions()
        var testDescription: String { name }
    }

    static let swipe = #"{"kind": "swipe", "distance": 120, "duration": 150}"#

    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples")

    static let frames: [KeyFrame] = [
        KeyFrame(name: "overflowing-inner-separator", scenario: "overflowing", t: 80),
        KeyFrame(name: "overflowing-outer-separator-xray", scenario: "overflowing", t: 1020, options: SceneOptions(xray: true)),
        KeyFrame(name: "overflowing-rtl-dragging", scenario: "overflowing-rtl", t: 80),
        KeyFrame(name: "uneven-pairs-launch", scenario: "uneven-pairs-weak-swipe", t: 0),
        KeyFrame(name: "uneven-pairs-weak-swipe-jump-xray", scenario: "uneven-pairs-weak-swipe-unfixed", t: 1100, options: SceneOptions(xray: true)),
        KeyFrame(name: "todays-deals-moving", scenario: "todays-deals", t: 150),
        KeyFrame(name: "todays-deals-xray", scenario: "todays-deals", t: 500, options: SceneOptions(xray: true)),
        KeyFrame(name: "hidden-pager-resting", scenario: "hidden-pager", t: 100_000),
        KeyFrame(name: "hidden-pager-xray", scenario: "hidden-pager", t: 330, options: SceneOptions(xray: true)),
        KeyFrame(name: "hidden-pager-vertical-bottom-xray", scenario: "hidden-pager-vertical-bottom", t: 150, options: SceneOptions(xray: true)),
        KeyFrame(name: "native-paging-dragging", scenario: #"{"screen": {"width": 375, "height": 667}, "strategy": {"kind": "native-paging", "pages": 5}, "gesture": \#(swipe)}"#, t: 100),
        KeyFrame(name: "native-paging-hud", scenario: #"{"screen": {"width": 375, "height": 667}, "strategy": {"kind": "native-paging", "pages": 5}, "gesture": \#(swipe)}"#, t: 250,
                 options: SceneOptions(hud: true)),
        KeyFrame(name: "native-paging-xray", scenario: #"{"screen": {"width": 375, "height": 667}, "strategy": {"kind": "native-paging", "pages": 5}, "gesture": \#(swipe)}"#, t: 250,
                 options: SceneOptions(xray: true)),
        KeyFrame(name: "free-vertical-xray", scenario: #"{"screen": {"width": 375, "height": 667}, "axis": "vertical", "strategy": {"kind": "free", "pages": 5}, "gesture": {"kind": "fling", "offset": 300, "velocity": 1.2}}"#, t: 400,
                 options: SceneOptions(xray: true)),
    ]

    static func render(_ frame: KeyFrame, scale: Double = 1) throws -> (Scene, CairoSurface) {
        let json = frame.scenario.hasPrefix("{") ? Data(frame.scenario.utf8)
            : try Data(contentsOf: samples.appendingPathComponent(frame.scenario + ".json"))
        let scenario = try Scenario.read(Array(json))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let sample = try #require(timeline.samples.first { $0.t >= frame.t } ?? timeline.samples.last)
        let scene = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: frame.options).scene(for: sample)
        return (scene, try ScenePainter.rasterize(scene, scale: scale))
    }

    @Test(arguments: frames)
    func matchesReference(_ frame: KeyFrame) throws {
        try ReferenceImages.check(try Self.render(frame).1, named: frame.name)
    }

    /// The check itself: a frame one page further on must not pass as the reference.
    @Test func aDifferentFrameFails() throws {
        let native = try #require(Self.frames.first { $0.name == "native-paging-dragging" })
        let (_, surface) = try Self.render(native)
        var other = native
        other.t = 400
        let (_, moved) = try Self.render(other)
        let diff = ReferenceImages.difference(surface.rgbaBytes(), moved.rgbaBytes(), threshold: 8)
        #expect(diff.ratio > 0.1)
        // The threshold is exclusive: one channel of one pixel 8 levels off passes, 9 fails.
        let bytes = surface.rgbaBytes()
        for (shift, mismatched) in [(8, 0), (9, 1)] {
            var shifted = bytes
            shifted[1] = shifted[1] >= 128 ? shifted[1] - UInt8(shift) : shifted[1] + UInt8(shift)
            #expect(ReferenceImages.difference(bytes, shifted, threshold: 8).mismatched == mismatched)
        }
    }
}
