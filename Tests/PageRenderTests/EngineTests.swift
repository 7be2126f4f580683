import Foundation
import Testing
@testable import PageRender

/// Gesture -> timeline through the whole engine. Expected rests come from
/// scripts/reference-physics.py (pixel-rounded to 1/2 pt at scale 2) unless stated.
@Suite struct EngineTests {
    // (axis, x0, v0, rate, rest, rest time ms)
    static let flings: [(Axis, Double, Double, DecelerationRate, Double, Double)] = [
        (.horizontal, 1000, 2, .normal, 1993, 2650), (.horizontal, 1000, -2, .normal, 7, 2650),
        (.vertical, 1000, 2, .fast, 1197, 533.333), (.vertical, 500, -1.5, .fast, 352.5, 500),
    ]

    @Test(arguments: flings) func freeFlingRestsWhereUIKitDoes(row: (Axis, Double, Double, DecelerationRate, Double, Double)) throws {
        let t = try simulate(makeScenario([fling(row.1, row.2)], axis: row.0, rate: row.3))
        #expect(t.rest.offset[row.0] == CGFloat(row.4))
        #expect(t.rest.offset[row.0.cross] == 0)
        #expect(abs(t.rest.t - row.5) < 0.01)
        #expect(t.samples.dropLast().allSatisfy { $0.phase == .decelerating })
        #expect(t.samples.last?.phase == .resting)
    }

    @Test func slowFlingHasNoMomentum() throws {
        let t = try simulate(makeScenario([fling(300, 0.24)]))
        #expect(t.releases[0].velocity.x == 0 && t.rest.t == 0 && t.rest.offset.x == 300)
    }

    @Test func ruleAKeepsVelocityAndLandsExactlyOnTheTarget() throws {
        var probe = ProbeStrategy()
        probe.retarget = { _, _ in CGPoint(x: 1500, y: 0) }
        let t = try simulate(makeScenario([fling(1000, 2)]), probe)
        #expect(t.releases[0].proposedTarget.x == 1994 && t.releases[0].target.x == 1500)
        #expect(t.rest.offset.x == 1500)
        let xs = t.samples.map(\.offset.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
        // Same initial speed as the natural motion, only a lower rate (0.99603 instead of 0.998):
        // the first 1/60 s moves 32.4 pt instead of 32.7 pt, so within a pixel.
        let natural = try simulate(makeScenario([fling(1000, 2)]))
        #expect(abs(t.samples[1].offset.x - natural.samples[1].offset.x) <= 1)
        #expect(abs(t.releases[0].velocity.x - 2) < 1e-12)
        // The velocity dies about 1 pt short of the target (frame form vs continuous form) and
        // the creep at 0.015 pt/ms finishes the gap: frames decelerating at |v| < 0.01.
        #expect(t.samples.contains { $0.phase == .decelerating && abs($0.velocity) < 0.01 && $0.offset.x < 1500 })
    }

    @Test func ruleBSpeedsUpTowardAFartherTarget() throws {
        var probe = ProbeStrategy()
        probe.retarget = { _, _ in CGPoint(x: 1800, y: 0) }
        let t = try simulate(makeScenario([fling(1000, 1)]), probe)
        #expect(t.rest.offset.x == 1800)
        // v' = 1.6116 pt/ms (oracle): the first 1/60 s moves about v'*d*(1-d^16.7)/(1-d) = 26.4 pt.
        #expect(abs(t.samples[1].offset.x - 1000 - 26.4) < 0.6)
    }

    @Test func ruleDStopsDeadWhereTheFingerLeft() throws {
        var probe = ProbeStrategy()
        probe.retarget = { offset, _ in offset }
        let t = try simulate(makeScenario([fling(1000, 2)]), probe)
        #expect(t.rest.t == 0 && t.rest.offset.x == 1000 && t.samples.count == 1)
    }

    @Test func targetBehindTheMotionJumpsInOneFrame() throws {
        var probe = ProbeStrategy()
        probe.retarget = { _, _ in CGPoint(x: 980, y: 0) }
        let t = try simulate(makeScenario([fling(1000, 2)], fps: 120), probe)
        #expect(abs(t.rest.t - 1000.0 / 120) < 1e-9)
        #expect(t.samples[1].offset.x == 980)
    }

    @Test func quickCurveForAWeakReleaseTowardANearTarget() throws {
        var probe = ProbeStrategy()
        probe.retarget = { _, _ in CGPoint(x: 1100, y: 0) }
        let t = try simulate(makeScenario([fling(1000, 0.2)]), probe)
        // v = 0 (below the floor), D = 100: quick curve d' = 0.985, v' = 1.5214 (oracle); it
        // covers 100 pt in well under half a second.
        #expect(t.rest.offset.x == 1100 && t.rest.t < 500)
        #expect(abs(t.samples[1].offset.x - 1000 - 1.52136378 * 0.985 * (1 - pow(0.985, 1000.0 / 60)) / 0.015) < 0.6)
    }

    @Test func dragPastTheEdgeRubberBandsAndBouncesBack() throws {
        // A slow 100-pt pull past the leading edge shows 47.97 pt (docs/physics.md, "Drag"), then bounces to 0.
        let t = try simulate(makeScenario([swipe(-100, over: 1000, from: 0)]))
        let deepest = t.samples.map(\.offset.x).min()!
        #expect(deepest == -48)
        #expect(t.rest.offset.x == 0)
        #expect(t.samples.contains { $0.phase == .bouncing })
        #expect(t.samples.contains { $0.phase == .dragging && $0.finger != nil })
    }

    @Test func flingIntoTheTrailingEdgeBouncesAndPinsOnIt() throws {
        let t = try simulate(makeScenario([fling(6700, 3)], strategy: .free(pages: 19)))
        let maxOffset = 19 * 375.0 - 375
        #expect(t.rest.offset.x == CGFloat(maxOffset))
        #expect(t.samples.map(\.offset.x).max()! > CGFloat(maxOffset) + 50)
        #expect(t.samples.contains { $0.phase == .bouncing })
    }

    @Test func noBouncesStopsAtTheEdge() throws {
        var probe = ProbeStrategy()
        probe.bounces = false
        probe.contentLength = 3 * 375
        let t = try simulate(makeScenario([fling(700, 3)]), probe)
        #expect(t.rest.offset.x == 750 && t.samples.allSatisfy { $0.offset.x <= 750 })
    }

    @Test func contentInsetsExtendTheRange() throws {
        var probe = ProbeStrategy()
        probe.inset = EdgeInsets(left: 40, right: 40)
        probe.contentLength = 3 * 375
        let t = try simulate(makeScenario([fling(100, -3)]), probe)
        #expect(t.rest.offset.x == -40)
        let t2 = try simulate(makeScenario([fling(700, 3)]), probe)
        #expect(t2.rest.offset.x == 790)
    }

    @Test func contentThatFitsDoesNotMoveUnlessAlwaysBounce() throws {
        var probe = ProbeStrategy()
        probe.contentLength = 300
        let still = try simulate(makeScenario([swipe(80, over: 200, from: 0)]), probe)
        #expect(still.samples.allSatisfy { $0.offset.x == 0 })
        probe.alwaysBounce = true
        let bouncy = try simulate(makeScenario([swipe(80, over: 200, from: 0)]), probe)
        #expect(bouncy.samples.map(\.offset.x).max()! > 20 && bouncy.rest.offset.x == 0)
    }

    @Test func animatedSetContentOffsetTakes300msEaseInOut() throws {
        var probe = ProbeStrategy()
        probe.animateTo = CGPoint(x: 1375, y: 0)
        let t = try simulate(makeScenario([fling(1000, 2)], fps: 120), probe)
        #expect(abs(t.rest.t - 300) < 1e-6 && t.rest.offset.x == 1375)
        #expect(t.sample(at: 150)?.offset.x == 1187.5)
        #expect(t.sample(at: 150)?.phase == .animating)
        #expect(t.sample(at: 75)!.offset.x < 1000 + 375 * 0.25)
    }

    @Test func touchingDownDuringMotionStopsIt() throws {
        let hold = GestureStep(.path(points: [.init(t: 0, position: 200), .init(t: 100, position: 200)]), at: 500)
        let t = try simulate(makeScenario([fling(1000, 2), hold], fps: 120))
        let free = try simulate(makeScenario([fling(1000, 2)], fps: 120))
        let stoppedAt = free.sample(at: 500)!.offset.x
        #expect(t.rest.offset.x == stoppedAt)
        #expect(t.samples.filter { $0.t >= 500 }.allSatisfy { $0.offset.x == stoppedAt })
        #expect(t.releases.count == 2 && t.releases[1].velocity.x == 0)
    }

    @Test func secondGestureStartsAfterRestPlusPause() throws {
        let t = try simulate(makeScenario([fling(0, 1), GestureStep(.fling(offset: nil, velocity: -1), pause: 300)]))
        #expect(t.releases.count == 2)
        let firstRest = try simulate(makeScenario([fling(0, 1)])).rest.t
        #expect(abs(t.releases[1].t - (firstRest + 300)) < 1e-9)
        #expect(abs(t.releases[1].offset.x - (try simulate(makeScenario([fling(0, 1)]))).rest.offset.x) < 0.5)
    }

    @Test func gestureBeforeThePreviousLiftIsRejected() {
        #expect(throws: SimulationError.self) {
            try simulate(makeScenario([swipe(100, over: 200, from: 0), swipe(50, over: 50, at: 100)]))
        }
    }

    /// The same scenario gives the same timeline in another process, whose hashing seed (and so
    /// any Set or Dictionary order) differs from this one's.
    @Test func sameScenarioSameTimelineInAnotherProcess() throws {
        try #require(CLI.isAvailable)
        let json = #"{"screen": {"width": 375, "height": 667}, "strategy": {"kind": "native-paging", "pages": 6}, "gestures": [{"kind": "swipe", "distance": -180, "duration": 120}, {"kind": "swipe", "distance": 60, "duration": 90}, {"kind": "fling", "velocity": 1.2}], "fps": 60}"#
        let scratch = try Scratch()
        let path = try scratch.write("s.json", json)
        let here = try ScrollSimulation.timeline(for: try Scenario.read(Array(json.utf8))).jsonText()
        let there = try CLI.run(["simulate", path])
        #expect(there.status == 0, "\(there.stderr)")
        #expect(there.stdout == here && here.contains("\"releases\""))
    }

    @Test func sampledAt30_60_120FpsAgreesAtSharedInstants() throws {
        for (strategy, gestures) in [(StrategySpec.nativePaging(pages: 8), [swipe(140, over: 110, from: 0, easing: .easeOut)]),
                                     (.free(pages: 20), [fling(500, -2.3)])] {
            let runs = try [30.0, 60, 120].map { fps in try simulate(makeScenario(gestures, strategy: strategy, fps: fps)) }
            for s in runs[0].samples {
                for other in runs.dropFirst() {
                    guard let match = other.sample(at: s.t) else { continue }
                    #expect(abs(match.offset.x - s.offset.x) <= 0.5)
                }
            }
            #expect(runs[0].rest == runs[1].rest && runs[1].rest == runs[2].rest)
        }
    }

    @Test func sampledVelocityIsTheOffsetsDerivative() throws {
        let t = try simulate(makeScenario([fling(0, 2.5)], fps: 120))
        for (a, b) in zip(t.samples, t.samples.dropFirst()) where b.phase == .decelerating && b.t < 1500 {
            let dxdt = Double(b.offset.x - a.offset.x) / (b.t - a.t)
            #expect(abs(dxdt - (a.velocity + b.velocity) / 2) < 0.1)
        }
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func motionsEndAtRestInsideTheRange(axis: Axis) throws {
        for offset in stride(from: -60.0, through: 3000, by: 370) {
            for v in [-7.0, -2, -0.4, 0, 0.3, 1, 4, 9] {
                for strategy in [StrategySpec.free(pages: 8), .nativePaging(pages: 8)] {
                    let t = try simulate(makeScenario([fling(offset, v)], strategy: strategy, axis: axis, width: 390, height: 400))
                    let length = axis == .horizontal ? 390.0 : 400
                    let rest = Double(t.rest.offset[axis])
                    #expect(rest >= 0 && rest <= 7 * length, "\(strategy) \(offset) \(v)")
                    if strategy.kind == "native-paging" {
                        #expect(rest.truncatingRemainder(dividingBy: length) == 0, "\(offset) \(v) rests at \(rest)")
                    }
                    #expect(t.samples.last?.phase == .resting)
                }
            }
        }
    }
}
