import Foundation

/// Turns a timeline into frames: one scene per sample, rasterised and written out.
public struct FrameRenderer {
    public var scenario: Scenario
    public var timeline: Timeline
    public var scale: Double

    public init(scenario: Scenario, timeline: Timeline, scale: Double) {
        self.scenario = scenario
        self.timeline = timeline
        self.scale = scale
    }

    func scene(for sample: Timeline.Sample) -> Scene {
        switch scenario.strategy {
        case let .free(pages), let .nativePaging(pages):
            return PagesSceneBuilder(screen: scenario.screen.size, axis: scenario.axis, pages: pages).scene(offset: sample.offset)
        case .overflowing, .unevenPairs, .pageOffsets, .hiddenPager:
            return LayoutSceneBuilder(layout: scenario.strategy.layout(screen: scenario.screen.size, axis: scenario.axis))
                .scene(offset: sample.offset)
        }
    }

    /// Writes `frame-0000.png` … and `manifest.json` into `folder`; returns the frame count.
    public func writePNGSequence(to folder: String) throws -> Int {
        try AtomicFile.makeFolder(folder)
        for (i, sample) in timeline.samples.enumerated() {
            let surface = try FrameRasterizer.rasterize(scene(for: sample), scale: scale)
            let path = folder + "/" + String(format: "frame-%04d.png", i)
            try AtomicFile.write(to: path) { try surface.writePNGWithCairo(to: $0) }
        }
        try AtomicFile.write(manifest(), to: folder + "/manifest.json")
        return timeline.samples.count
    }

    func manifest() -> String {
        let size = scenario.screen.size
        var out = "{\n  \"count\": \(timeline.samples.count),\n  \"fps\": \(JSONValue.format(scenario.fps)),\n"
        out += "  \"size\": {\"width\": \(JSONValue.format(Double(size.width) * scale)), \"height\": \(JSONValue.format(Double(size.height) * scale))},\n"
        out += "  \"frames\": ["
        out += timeline.samples.enumerated().map { i, s in
            "\n    {\"file\": \"" + String(format: "frame-%04d.png", i) + "\", \"t\": \(JSONValue.format(s.t)), \"offset\": {\"x\": \(JSONValue.format(Double(s.offset.x))), \"y\": \(JSONValue.format(Double(s.offset.y)))}}"
        }.joined(separator: ",")
        return out + "\n  ]\n}\n"
    }
}
