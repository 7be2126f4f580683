import Foundation
import Testing
@testable import PageRender

/// Keyframe simplification: hand-worked cases, and the property the issue states, checked on the
/// CSS an animated SVG carries: the content's translation, interpolated linearly between its
/// written keyframes (percentages and values as written), is within a quarter of an output
/// pixel of the simulated offset at every device-rate sample, over random scenarios.
@Suite struct KeyframeSimplificationTests {
    @Test func aRestAndAStraightLineKeepOnlyTheirEnds() {
        let times = (0...10).map(Double.init)
        #expect(KeyframeSimplification.keptIndices(times: times, values: times.map { _ in [5] }, tolerance: 0.1) == [0, 10])
        #expect(KeyframeSimplification.keptIndices(times: times, values: times.map { [3 * $0 - 2] }, tolerance: 0.1) == [0, 10])
    }

    /// A ramp then a rest: the corner at t = 4 is kept, nothing else. By hand: from (0, 0) to
    /// (10, 8) the line passes t = 4 at 3.2, 4.8 away from the sample's 8.
    @Test func aCornerIsKept() {
        let times = (0...10).map(Double.init)
        let values = times.map { [min(2 * $0, 8)] }
        #expect(KeyframeSimplification.keptIndices(times: times, values: values, tolerance: 0.1) == [0, 4, 10])
    }

    /// x = t² on 0…20 within 1: a chord over a span of h samples misses the parabola by h²/4 in
    /// its middle, so spans of two samples (1 pt off, allowed) suffice and most spans are that;
    /// every sample is within the tolerance and fewer than all are kept.
    @Test func aCurveStaysWithinTheTolerance() {
        let times = (0...20).map(Double.init)
        let values = times.map { [$0 * $0] }
        let kept = KeyframeSimplification.keptIndices(times: times, values: values, tolerance: 1)
        let keyframes = kept.map { (t: times[$0], value: values[$0]) }
        for (t, v) in zip(times, values) {
            #expect(abs(KeyframeSimplification.interpolated(keyframes, at: t)[0] - v[0]) <= 1)
        }
        #expect(kept.count < times.count)
    }

    static let seed: UInt64 = 0x5356_4721

    @Test func writtenKeyframesFollowEverySampleWithinAQuarterPixel() throws {
        var generator = ScenarioGenerator(seed: Self.seed)
        var checked = 0, samples = 0
        for i in 0..<300 where checked < 40 {
            guard let scenario = try? Scenario.read(generator.scenario()), scenario.screen.scale <= 4 else { continue }
            var deviceRate = scenario
            deviceRate.fps = scenario.physics.deviceRate
            guard let timeline = try? ScrollSimulation.timeline(for: deviceRate), timeline.samples.count <= 3000 else { continue }
            let hold = i % 2 == 0 ? 0.0 : 250
            guard let document = try? AnimatedSVG.document(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), loop: .forever, hold: hold) else { continue }
            let css = String(decoding: document.bytes, as: UTF8.self)
            // Content that never moves is written once, without keyframes.
            guard timeline.samples.contains(where: { $0.offset != timeline.samples[0].offset }) else { continue }
            let keyframes = try #require(Self.contentKeyframes(css), "scenario \(i): no content keyframes")
            let frame = scenario.strategy.layout(screen: scenario.screen.size, axis: scenario.axis).scrollViewFrame
            let tolerance = 0.25 / scenario.screen.scale
            let t0 = timeline.samples[0].t
            var worst = 0.0
            for sample in timeline.samples {
                let shown = KeyframeSimplification.interpolated(keyframes, at: hold + sample.t - t0)
                let expected = [Double(frame.minX - sample.offset.x), Double(frame.minY - sample.offset.y)]
                worst = max(worst, abs(shown[0] - expected[0]), abs(shown[1] - expected[1]))
            }
            #expect(worst <= tolerance, "scenario \(i): the content is \(worst) pt from a sample, more than \(tolerance) pt (a quarter pixel at \(scenario.screen.scale) px/pt)")
            checked += 1
            samples += timeline.samples.count
        }
        #expect(checked >= 30, "only \(checked) random scenarios were checked")
    }

    /// The `c` rule's keyframes as (ms into the play, [x, y]), from the text a browser reads.
    static func contentKeyframes(_ css: String) -> [(t: Double, value: [Double])]? {
        guard let rule = css.range(of: "@keyframes c{"), let end = css.range(of: "}\n", range: rule.upperBound..<css.endIndex),
              let play = css.range(of: "#c{animation:c "), let ms = css[play.upperBound...].split(separator: "m").first, let duration = Double(ms)
        else { return nil }
        // A rule may list several offsets sharing one value (`a%,b%{…}`).
        return css[rule.upperBound..<end.lowerBound].split(separator: "}").flatMap { entry -> [(t: Double, value: [Double])] in
            let parts = entry.split(separator: "{")
            guard parts.count == 2 else { return [] }
            return parts[0].split(separator: ",").compactMap { Double($0.dropLast()) }.compactMap { percent -> (t: Double, value: [Double])? in
            let transform = parts[1].replacingOccurrences(of: "transform:", with: "")
            let numbers = transform.split { "(),".contains($0) }.dropFirst().map { Double($0.replacingOccurrences(of: "px", with: "")) ?? .nan }
            let value: [Double]
            if transform.hasPrefix("translateX") { value = [numbers[0], 0] } else if transform.hasPrefix("translateY") { value = [0, numbers[0]] } else { value = numbers }
            return (percent / 100 * duration, value)
            }
        }
    }
}
