import Foundation
import Synchronization
import Testing
@testable import PageRender

/// Geometry is computed once: a run builds its strategy object once (for the simulation) and the
/// frames, the animation and a comparison take the strategy's layout from the timeline, instead of
/// building the strategy again for the layout and for the demo look's page count.
// Serialized: the counter is shared by the two cases.
@Suite(.serialized) struct StrategyConstructionTests {
    /// Page offsets whose factory counts the strategy objects it builds (the counting seam): the
    /// kind's own factory and look, wrapped.
    struct CountedPageOffsets: StrategyParameters {
        static let built = Atomic<Int>(0)
        var inner: PageOffsetsParameters

        static let descriptor = StrategyDescriptor(
            of: CountedPageOffsets.self, kind: "counted-page-offsets", summary: "page-offsets, counting its strategy objects",
            parameters: [], rules: [], starter: [], read: { _, _, _ in nil },
            make: { p, axis in
                built.add(1, ordering: .relaxed)
                return PageOffsetsParameters.descriptor.make(p.inner, axis)
            },
            look: { p, screen, axis in PageOffsetsParameters.descriptor.look(p.inner, screen, axis) })
    }

    /// `file`'s scenario with its page-offsets strategy counted.
    static func counted(_ file: String) throws -> Scenario {
        var scenario = try Scenario.read(Array(try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent(file))))
        let parameters = try #require(scenario.strategy.parameters as? PageOffsetsParameters)
        scenario.strategy = StrategySpec(CountedPageOffsets(inner: parameters))
        return scenario
    }

    /// Today's deals (cards, seed look with a page control) and the bare-offsets comparison
    /// scenario (pages between the offsets) run through simulation, frame files, an animation, a
    /// comparison input, an animated SVG and an animated SVG sheet: one strategy object each. The frames equal those of the uncounted
    /// scenario, so the wrapper changes nothing but the count.
    @Test(arguments: ["samples/todays-deals.json", "samples/compare/page-offsets.json"])
    func oneStrategyObjectPerRun(file: String) throws {
        let scenario = try Self.counted(file)
        let before = CountedPageOffsets.built.load(ordering: .relaxed)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let frames = try FrameSequence(try RenderInput(scenario: scenario, timeline: timeline), scale: 1)
        let folder = NSTemporaryDirectory() + "renderpages-construction-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try frames.write(to: folder, format: .png, threads: 2)
        let animation = try frames.animation()
        #expect(animation.frameCount == timeline.samples.count)
        let compared = try ComparedScenario(name: "counted", input: try RenderInput(scenario: scenario, timeline: timeline))
        _ = try compared.image(atFrame: 0, scale: 1)
        // The animated SVG and the SVG sheet read the same run's device-rate samples.
        _ = try AnimatedSVG.document(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), loop: .forever, hold: 0)
        _ = try AnimatedSVGSheet.document([compared], loop: .forever, hold: 0)
        #expect(CountedPageOffsets.built.load(ordering: .relaxed) - before == 1)

        let plain = try Scenario.read(Array(try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent(file))))
        let plainFrames = try FrameSequence(try RenderInput(scenario: plain, timeline: try ScrollSimulation.timeline(for: plain)), scale: 1)
        for sample in [timeline.samples.first, timeline.samples.last].compactMap({ $0 }) {
            #expect(frames.scene(for: sample) == plainFrames.scene(for: sample))
        }
    }
}
