import Foundation
@testable import PageRender

/// Shrinks a failing scenario to a small one that still fails: tries simpler variants one at a
/// time and keeps any that still fails, until none does.
enum ScenarioShrinker {
    static func shrink(_ scenario: Scenario, stillFails: (Scenario) -> Bool) -> Scenario {
        var current = scenario
        var progress = true
        var attempts = 0
        while progress, attempts < 2000 {
            progress = false
            for candidate in simpler(current) where candidate != current && isValid(candidate) {
                attempts += 1
                if stillFails(candidate) {
                    current = candidate
                    progress = true
                    break
                }
            }
        }
        return current
    }

    /// Only scenarios a user could write count: the reader must accept the candidate.
    static func isValid(_ s: Scenario) -> Bool {
        (try? Scenario.read(Array(s.json.text.utf8))) == s
    }

    /// A number rounded toward a short decimal: integer, then one decimal.
    static func rounder(_ x: Double) -> [Double] {
        [0, x.rounded(), (x * 10).rounded() / 10].filter { $0 != x && abs($0) <= abs(x) }
    }

    static func simpler(_ s: Scenario) -> [Scenario] {
        var out: [Scenario] = []
        func variant(_ change: (inout Scenario) -> Void) {
            var copy = s
            change(&copy)
            out.append(copy)
        }
        for i in s.gestures.indices where s.gestures.count > 1 { variant { $0.gestures.remove(at: i) } }
        for i in s.gestures.indices {
            variant { $0.gestures[i].at = nil }
            variant { $0.gestures[i].pause = 300 }
            switch s.gestures[i].gesture {
            case let .fling(offset, velocity):
                variant { $0.gestures[i].gesture = .fling(offset: nil, velocity: velocity) }
                for o in rounder(offset ?? 0) { variant { $0.gestures[i].gesture = .fling(offset: o, velocity: velocity) } }
                for v in rounder(velocity) { variant { $0.gestures[i].gesture = .fling(offset: offset, velocity: v) } }
            case let .swipe(offset, distance, duration, touchRate, easing):
                variant { $0.gestures[i].gesture = .swipe(offset: nil, distance: distance, duration: duration, touchRate: touchRate, easing: easing) }
                variant { $0.gestures[i].gesture = .swipe(offset: offset, distance: distance, duration: duration, touchRate: 120, easing: .linear) }
                for d in rounder(distance) { variant { $0.gestures[i].gesture = .swipe(offset: offset, distance: d, duration: duration, touchRate: touchRate, easing: easing) } }
                for t in rounder(duration) where t > 0 { variant { $0.gestures[i].gesture = .swipe(offset: offset, distance: distance, duration: t, touchRate: touchRate, easing: easing) } }
                variant { $0.gestures[i].gesture = .fling(offset: offset, velocity: 1) }
            case let .path(points):
                for j in points.indices where points.count > 2 {
                    var fewer = points
                    fewer.remove(at: j)
                    variant { $0.gestures[i].gesture = .path(points: fewer) }
                }
                for j in points.indices {
                    for p in rounder(points[j].position) {
                        var rounded = points
                        rounded[j].position = p
                        variant { $0.gestures[i].gesture = .path(points: rounded) }
                    }
                }
            }
        }
        if case let .nativePaging(pages) = s.strategy, pages > 1 { variant { $0.strategy = .nativePaging(pages: max(1, pages / 2)) } }
        if case let .free(pages) = s.strategy, pages > 1 { variant { $0.strategy = .free(pages: max(1, pages / 2)) } }
        for w in rounder(s.screen.width) where w >= 1 { variant { $0.screen.width = w } }
        for h in rounder(s.screen.height) where h >= 1 { variant { $0.screen.height = h } }
        variant { $0.screen.scale = 1 }
        variant { $0.fps = 60 }
        variant { $0.decelerationRate = nil }
        variant { $0.physics = PhysicsOptions() }
        variant { $0.axis = .horizontal }
        return out
    }
}
