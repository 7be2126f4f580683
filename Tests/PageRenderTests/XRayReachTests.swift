import Foundation
import Testing
@testable import PageRender

/// The x-ray of a limited view-aligned gesture: after the release, the items the limit allows are
/// tinted and the origin item outlined and labelled. Expected items from the limit's rule as
/// docs/strategies.md states it ("view-aligned", step 5): k = max(1, floor((W - a - b + s) /
/// (L + s))) items either side of the origin for always/alwaysByFew/automatic-compact; one for
/// alwaysByOne; every item for never. Here W = 390, a = b = 24, s = 16, L = 300: k = floor(358 /
/// 316) = 1.
struct XRayReachTests {
    static func scene(limit: String, fromOffset: Double, velocity: Double) throws -> Scene {
        let text = ContentLookTests.carousel(kind: "view-aligned", strategyExtra: #", "limitBehavior": "\#(limit)""#,
                                             gesture: #"{"kind": "fling", "offset": \#(fromOffset), "velocity": \#(velocity)}"#)
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(xray: true))
        // A frame after the release, while the view decelerates.
        let sample = try #require(timeline.samples.first { $0.t > timeline.releases[0].t })
        return scenes.scene(for: sample)
    }

    /// Every shape, groups opened.
    static func flattened(_ shapes: [Scene.Shape]) -> [Scene.Shape] {
        shapes.flatMap { shape -> [Scene.Shape] in
            switch shape {
            case .group(let group): flattened(group.children)
            default: [shape]
            }
        }
    }

    /// The tinted item rectangles and the origin's outline, left to right.
    static func highlights(_ scene: Scene) -> (allowed: [CGRect], origin: [CGRect], labels: [String]) {
        var allowed: [CGRect] = [], origin: [CGRect] = [], labels: [String] = []
        for shape in flattened(scene.shapes) {
            switch shape {
            case .rect(let rect, _, let stroke?, _, _) where stroke == XRayStyle.allowed: allowed.append(rect)
            case .rect(let rect, nil, let stroke?, _, _) where stroke == XRayStyle.origin: origin.append(rect)
            case .label(let text, _, _, let color, _) where color == XRayStyle.origin: labels.append(text)
            default: break
            }
        }
        return (allowed.sorted { $0.minX < $1.minX }, origin, labels)
    }

    @Test func theLimitsItemsAreTintedAndTheOriginMarked() throws {
        // Touch-down at offset 292 (item 1 rests at 316 - 24 = 292): origin item 1.
        for (limit, expected) in [("always", 3), ("alwaysByOne", 3), ("never", 8)] {
            let h = Self.highlights(try Self.scene(limit: limit, fromOffset: 292, velocity: 3))
            #expect(h.allowed.count == expected, "\(limit): \(h.allowed.count)")
            #expect(h.origin.count == 1 && h.labels == ["origin"], "\(limit)")
            // The origin is the middle one of three (items 0, 1, 2), the second of eight.
            if let origin = h.origin.first, h.allowed.count > 1 {
                #expect(abs(origin.midX - h.allowed[1].midX) < 0.5, "\(limit): origin \(origin.midX), allowed \(h.allowed.map(\.midX))")
            }
        }
    }

    /// Other kinds and frames before the first release draw no highlight.
    @Test func nothingIsHighlightedWithoutALimitedRelease() throws {
        let text = ContentLookTests.carousel(kind: "native-paging", gesture: #"{"kind": "fling", "offset": 292, "velocity": 3}"#)
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(xray: true))
        let h = Self.highlights(scenes.scene(for: timeline.samples[timeline.samples.count / 2]))
        #expect(h.allowed.isEmpty && h.origin.isEmpty && h.labels.isEmpty)
    }
}
