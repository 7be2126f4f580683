import Foundation
import Testing
@testable import PageRender

/// Seeded random scenarios inside the documented ranges: the engine always comes to rest within
/// its simulated-time limit (beyond it, it throws, which counts as a violation), on finite values
/// inside the content, on a page when paging, and repeatably.
///
/// `make test` checks a fixed sample: the first `sampleSize` scenarios of each of 4 seeded chunks
/// (1,000 in all). `make soak` sets RENDERPAGES_SOAK=1 and checks 2,500 a chunk (10,000), of which
/// the sample is the prefix: a soak finding fails `make test` too once the sample reaches it.
@Suite struct EnginePropertyTests {
    static let seed: UInt64 = 0x5EED_2026_1121
    static let chunks = 4
    static let sampleSize = 250
    static let soakSize = 2_500
    static var perChunk: Int { ProcessInfo.processInfo.environment["RENDERPAGES_SOAK"] == "1" ? soakSize : sampleSize }
    /// Every this-many-th scenario is simulated a second time for the determinism property.
    static let determinismStride = 4

    /// Which property a scenario violates, or nil.
    static func violation(_ scenario: Scenario, checkDeterminism: Bool = true) -> String? {
        let timeline: Timeline
        do {
            timeline = try ScrollSimulation.timeline(for: scenario)
        } catch let error as SimulationError where error.message.contains("is before the previous gesture lifts") {
            return nil
        } catch {
            return "threw: \(error)"
        }
        if let bad = nonFinite(timeline) { return "non-finite value: \(bad)" }

        let axis = scenario.axis
        let strategy = scenario.strategy.makeStrategy(axis: axis)
        let view = strategy.makeScrollView(screen: scenario.screen.size, axis: axis, decelerationRate: scenario.decelerationRate)
        let scale = scenario.screen.scale
        // Offsets lie on UIKit's pixel grid, which runs through the view's pixelGridOrigin (UIKit's
        // offset 0; docs/engine.md, "Lift-off"): zero but for flow-snap's section inset.
        func pixel(_ v: Double, on a: Axis? = nil) -> Double {
            let o = Double(view.pixelGridOrigin[a ?? axis])
            return ((v - o) * scale).rounded() / scale + o
        }
        // The driven scroll view's offset: the hidden pager's for hidden-pager.
        let driven = timeline.samples.last?.pager ?? timeline.rest.offset
        let rest = Double(driven[axis])
        let low = pixel(Double(view.minOffset(axis))), high = pixel(Double(view.maxOffset(axis)))
        if !(rest >= low && rest <= high) { return "rest \(rest) outside \(low)…\(high)" }
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        if Double(driven[cross]) != pixel(Double(view.minOffset(cross)), on: cross) { return "rest moved on the cross axis: \(driven)" }
        // Content that fits the bounds cannot scroll: no release keeps momentum (docs/engine.md,
        // "Edge cases, decided").
        if !view.scrolls(axis), let moving = timeline.releases.first(where: { $0.velocity[axis] != 0 }) {
            return "content fits but a release kept velocity \(moving.velocity)"
        }
        if view.isPagingEnabled {
            // Pages O + k P from the paging origin, clamped to the range (docs/engine.md).
            let length = Double(view.pageLength(axis)), origin = Double(view.pagingOrigin[axis])
            let page = ((rest - origin) / length).rounded()
            if rest != pixel(origin + page * length) && rest != high && rest != low {
                return "rest \(rest) is not on a page of \(length) pt from \(origin)"
            }
        }
        // A hook value that rounds to the proposal is no change (docs/engine.md, "Edge cases,
        // decided"): the natural motion then rests where its physics does, which for a release
        // outside the range (bounce first) need not be the proposal, so only a changed target binds.
        if let p = scenario.strategy.parameters as? PageOffsetsParameters, case let .offsets(offsets) = p.pages,
           let last = timeline.releases.last, last.target != last.proposedTarget {
            let snaps = Set(offsets.map { pixel(min(max(Double($0), low), high)) } + [low, high])
            if !snaps.contains(rest) { return "rest \(rest) is not one of the page offsets \(offsets)" }
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
        var valid = 0
        for i in 0..<Self.perChunk {
            let json = generator.scenario()
            guard let scenario = try? Scenario.read(json) else { continue }
            valid += 1
            guard let problem = Self.violation(scenario, checkDeterminism: i % Self.determinismStride == 0) else { continue }
            guard failures.count < 3 else { continue }
            let kind = problem.prefix { $0 != ":" && !$0.isNumber }
            let small = ScenarioShrinker.shrink(json) { Self.violation($0).map { $0.hasPrefix(kind) } ?? false }
            let smallProblem = (try? Scenario.read(small)).flatMap { Self.violation($0) } ?? problem
            failures.append("chunk \(chunk) scenario \(i): \(smallProblem)\n  minimal: \(small.text)")
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Most generated scenarios must be valid, or the properties would speak about few inputs.
        #expect(valid >= Self.perChunk * 9 / 10, "only \(valid) of \(Self.perChunk) generated scenarios were valid")
    }

    /// Every strategy kind is generated.
    @Test func generatorCoversEveryKind() throws {
        var generator = ScenarioGenerator(seed: Self.seed)
        var kinds: Set<String> = []
        for _ in 0..<300 {
            if case let .string(kind)? = generator.scenario()["strategy"]?["kind"] { kinds.insert(kind) }
        }
        #expect(kinds == Set(StrategySpec.kinds))
    }

    /// The generator reaches the decided edge cases (docs/engine.md, "Edge cases, decided"): a
    /// touch-down while a motion runs, a release outside the range, content that fits, and paging
    /// with a page length off the pixel grid. Counted over simulated scenarios from the same seed.
    @Test func generatorReachesTheEdgeCases() throws {
        var generator = ScenarioGenerator(seed: Self.seed)
        var interrupted = 0, outside = 0, fits = 0, fractionalPages = 0
        for _ in 0..<400 {
            guard let scenario = try? Scenario.read(generator.scenario()) else { continue }
            let axis = scenario.axis
            let strategy = scenario.strategy.makeStrategy(axis: axis)
            let view = strategy.makeScrollView(screen: scenario.screen.size, axis: axis, decelerationRate: scenario.decelerationRate)
            var simulation = ScrollSimulation(input: scenario.simulationInput, strategy: strategy)
            guard (try? simulation.run()) != nil else { continue }
            let moving: Set<ScrollPhase> = [.decelerating, .paging, .bouncing, .animating]
            if zip(simulation.frames, simulation.frames.dropFirst()).contains(where: { moving.contains($0.phase) && $1.phase == .dragging }) {
                interrupted += 1
            }
            if simulation.releases.contains(where: {
                let driven = strategy.drivenContentOffset(forVisible: $0.offset, of: view)[axis]
                return driven < view.minOffset(axis) || driven > view.maxOffset(axis)
            }) { outside += 1 }
            if !view.scrolls(axis) { fits += 1 }
            let pixels = view.pageLength(axis) * CGFloat(scenario.screen.scale)
            if view.isPagingEnabled, pixels != pixels.rounded() { fractionalPages += 1 }
        }
        #expect(interrupted >= 20 && outside >= 20 && fits >= 20 && fractionalPages >= 20,
                "interrupted \(interrupted), outside \(outside), fits \(fits), fractional pages \(fractionalPages) of 400")
    }

    /// The shrinker finds a small scenario for a failure planted on purpose.
    @Test func shrinkerReducesAPlantedFailure() throws {
        let big = try JSONParser.parse(Array(#"{"screen": {"width": 375.25, "height": 667.5, "scale": 3}, "axis": "vertical", "strategy": {"kind": "free", "pages": 17}, "gestures": [{"kind": "fling", "offset": 12.345, "velocity": 3.21}, {"kind": "fling", "velocity": -7.7, "pause": 20}], "fps": 33.3}"#.utf8))
        let small = ScenarioShrinker.shrink(big) { $0.gestures.contains { if case let .fling(_, v) = $0.gesture { return v < 0 }; return false } }
        #expect(small.text == #"{"screen": {"width": 1, "height": 1}, "strategy": {"kind": "free"}, "gesture": {"kind": "fling", "velocity": -1}}"#, "\(small.text)")
    }
}
