import Foundation
import Testing
@testable import PageRender

/// Every sample renders, screen and x-ray, to PNG and to SVG: first, middle and last frames at @1x.
@Suite struct SampleRenderTests {
    static let names = (try? FileManager.default.contentsOfDirectory(atPath: KeyFrameTests.samples.path))?
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted() ?? []

    @Test func samplesAreThere() {
        #expect(Self.names.count >= 13)
    }

    @Test(arguments: names)
    func rendersBothViewsInBothFormats(_ name: String) throws {
        let scenario = try Scenario.read(Array(try Data(contentsOf: KeyFrameTests.samples.appendingPathComponent(name + ".json"))))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let picks = [timeline.samples.first!, timeline.samples[timeline.samples.count / 2], timeline.samples.last!]
        for xray in [false, true] {
            let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: SceneOptions(xray: xray))
            for sample in picks {
                let scene = scenes.scene(for: sample)
                #expect(scene.size == scenario.screen.size)
                let png = try PNGEncoder().encode(try ScenePainter.rasterize(scene, scale: 1))
                #expect(png.count > 500)
                let svg = String(decoding: try SVGWriter.document(for: scene), as: UTF8.self)
                #expect(svg.contains("width=\"\(JSONValue.format(scenario.screen.width))px\""))
            }
        }
    }
}
