import Foundation
import Testing
@testable import PageRender

/// Seeded random scenarios inside the documented ranges: the engine always comes to rest, in
/// bounded time, on finite values inside the content, on a page when paging, and repeatably.
@Suite struct EnginePropertyTests {
    static let seed: UInt64 = 0x5EED_2026_1121
    /// 4 chunks of 2,500 scenarios, run in parallel: 10,000 in all.
    static let chunks = 4
    static let perChunk = 2_500
    /// Every this-many-th scenario is simulated a second time for the determinism property.
    static let determinismStride = 4
    /// Generous wall-clock bound for one simulation in a debug build, s.
    static let timeBound = 2.0

    /// Which property a scenario violates, or nil.
    static func violation(_ scenario: Scenario, checkDeterminism: Bool = true) -> String? {
        let timeline: Timeline
        let start = Date()
        do {
            timeline = try ScrollSimulation.timeline(for: scenario)
        } catch let error as SimulationError where error.message.contains("is before the previous gesture lifts") {
            return nil
        } catch {
            return "threw: \(error)"
        }
        if Date().timeIntervalSince(start) > timeBound { return "took longer than \(timeBound) s" }
        if let bad = nonFinite(timeline) { return "non-finite value: \(bad)" }

        let axis = scenario.axis
        let strategy = scenario.strategy.makeStrategy()
        let view = strategy.makeScrollView(screen: scenario.screen.size, axis: axis, decelerationRate: scenario.decelerationRate)
        let scale = scenario.screen.scale
        func pixel(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let rest = Double(timeline.rest.offset[axis])
        let low = pixel(Double(view.minOffset(axis))), high = pixel(Double(view.maxOffset(axis)))
        if !(rest >= low && rest <= high) { return "rest \(rest) outside \(low)…\(high)" }
        if Double(timeline.rest.offset[axis == .horizontal ? .vertical : .horizontal]) != 0 { return "rest moved on the cross axis: \(timeline.rest.offset)" }
        if view.isPagingEnabled {
            let length = Double(view.pageLength(axis))
            let page = (rest / length).rounded()
            if rest != pixel(page * length) && rest != high { return "rest \(rest) is not on a page of \(length) pt" }
        }
        if timeline.samples.last!.t < timeline.rest.t - 1e-9 { return "samples end before the rest" }
        if checkDeterminism, (try? ScrollSimulation.timeline(for: scenario)) != timeline { return "a second run differs" }
        return nil
    }

    static func nonFinite(_ t: Timeline) -> String? {
        func bad(_ p: CGPoint) -> Bool { !p.x.isFinite || !p.y.isFinite }
        for (i, r) in t.releases.enumerated() where !r.t.isFinite || bad(r.offset) || bad(r.velocity) || bad(r.proposedTarget) || bad(r.target) {
            return "releases[\(i)] \(r)"
        }
        if !t.rest.t.isFinite || bad(t.rest.offset) { return "rest \(t.rest)" }
        for (i, s) in t.samples.enumerated() {
            let numbers = [s.t, s.velocity, s.page ?? 0, s.finger ?? 0, Double(s.pager?.x ?? 0), Double(s.pager?.y ?? 0)]
            if numbers.contains(where: { !$0.isFinite }) || bad(s.offset) { return "samples[\(i)] \(s)" }
        }
        return nil
    }

    @Test(arguments: 0..<chunks)
    func randomScenariosKeepEveryProperty(chunk: Int) throws {
        var generator = ScenarioGenerator(seed: Self.seed &+ UInt64(chunk))
        var failures: [String] = []
        for i in 0..<Self.perChunk {
            let scenario = generator.scenario()
            guard let problem = Self.violation(scenario, checkDeterminism: i % Self.determinismStride == 0) else { continue }
            let kind = problem.prefix { $0 != ":" && !$0.isNumber }
            let small = ScenarioShrinker.shrink(scenario) { Self.violation($0).map { $0.hasPrefix(kind) } ?? false }
            failures.append("chunk \(chunk) scenario \(i): \(Self.violation(small) ?? problem)\n  minimal: \(small.json.text)")
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Every generated scenario is one the reader accepts: the generator stays inside the
    /// documented ranges, so the properties speak about inputs users can write.
    @Test func generatedScenariosAreValidFiles() throws {
        var generator = ScenarioGenerator(seed: Self.seed ^ 1)
        for _ in 0..<500 {
            let scenario = generator.scenario()
            let read = try Scenario.read(Array(scenario.json.text.utf8))
            #expect(read == scenario, "\(scenario.json.text)")
        }
    }

    /// The shrinker finds a small scenario for a failure planted on purpose.
    @Test func shrinkerReducesAPlantedFailure() {
        var generator = ScenarioGenerator(seed: 7)
        var big = generator.scenario()
        big.gestures = [GestureStep(.fling(offset: 12.345, velocity: 3.21)), GestureStep(.fling(offset: nil, velocity: -7.7))]
        let small = ScenarioShrinker.shrink(big) { $0.gestures.contains { if case let .fling(_, v) = $0.gesture { return v < 0 }; return false } }
        #expect(small.gestures.count == 1)
        #expect(small.fps == 60 && small.screen.scale == 1 && small.decelerationRate == nil)
    }
}
