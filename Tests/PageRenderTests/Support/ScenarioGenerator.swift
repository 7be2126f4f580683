import Foundation
@testable import PageRender

/// Random scenarios inside the documented ranges (`ScenarioLimits`), weighted toward what users
/// write but reaching every limit now and then.
struct ScenarioGenerator {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    /// Log-uniform in a positive range: small and large values alike.
    mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
        exp(uniform(log(range.lowerBound)...log(range.upperBound)))
    }
    /// Within `range`, now and then exactly on one of its ends.
    mutating func edgy(_ range: NumberRange) -> Double {
        let lower = range.lowerInclusive ? range.lower : range.lower.nextUp
        if chance(0.03) { return lower }
        if chance(0.03) { return range.upper }
        return uniform(lower...range.upper)
    }

    mutating func scenario() -> Scenario {
        let scale = chance(0.5) ? [1.0, 2, 3][Int.random(in: 0...2, using: &rng)] : edgy(ScenarioLimits.scale)
        let side = ScenarioLimits.screenSide(scale: scale)
        let screen = Scenario.Screen(width: logUniform(side.lower...side.upper), height: logUniform(side.lower...side.upper), scale: scale)
        let axis: Axis = chance(0.5) ? .horizontal : .vertical
        let pages = chance(0.02) ? Int(ScenarioLimits.pages.upper) : Int.random(in: 1...30, using: &rng)
        let strategy: StrategySpec = chance(0.5) ? .nativePaging(pages: pages) : .free(pages: pages)
        let length = axis == .horizontal ? screen.width : screen.height
        let rate: DecelerationRate? = chance(0.5) ? nil : DecelerationRate(quantising: uniform(0.9...0.9999))
        var physics = PhysicsOptions()
        if chance(0.2) { physics.deviceRate = edgy(ScenarioLimits.deviceRate) }
        if chance(0.1) { physics.nominalPagingClock = true }
        if chance(0.1) { physics.creepSpeed = logUniform(ScenarioLimits.creepSpeed.lower...ScenarioLimits.creepSpeed.upper) }
        if chance(0.1) { physics.setContentOffsetDuration = edgy(ScenarioLimits.setContentOffsetDuration) }
        let count = chance(0.7) ? 1 : Int.random(in: 2...4, using: &rng)
        let gestures = (0..<count).map { _ in gesture(length: length, content: Double(pages) * length) }
        return Scenario(screen: screen, axis: axis, strategy: strategy, decelerationRate: rate, gestures: gestures,
                        fps: chance(0.5) ? 60 : edgy(ScenarioLimits.fps), physics: physics)
    }

    mutating func velocity() -> Double {
        chance(0.6) ? uniform(-5...5) : chance(0.75) ? uniform(-30...30) : edgy(ScenarioLimits.velocity)
    }

    mutating func offset(length: Double, content: Double) -> Double? {
        if chance(0.3) { return nil }
        if chance(0.02) { return edgy(ScenarioLimits.offset) }
        return min(uniform(-length...max(content, length)), ScenarioLimits.offset.upper)
    }

    mutating func gesture(length: Double, content: Double) -> GestureStep {
        // The longest pause is rare: its samples (up to 144,000 at 240 fps) dominate the run time.
        let pause = chance(0.7) ? 300 : chance(0.005) ? ScenarioLimits.pause.upper : uniform(0...1000)
        let at: Double? = chance(0.05) ? uniform(0...5000) : nil
        switch Int.random(in: 0...2, using: &rng) {
        case 0:
            return GestureStep(.fling(offset: offset(length: length, content: content), velocity: velocity()), pause: pause, at: at)
        case 1:
            let long = chance(0.005)
            let duration = long ? ScenarioLimits.swipeDuration.upper : chance(0.05) ? uniform(0.001...1) : uniform(1...500)
            let easing: Gesture.Easing = chance(0.5) ? .linear : .easeOut
            // Just under the fastest the finger may move over this duration (ScenarioLimits.fingerSpeed).
            let reach = min(0.999 * ScenarioLimits.fingerSpeed * duration / (easing == .easeOut ? 2 : 1), ScenarioLimits.swipeDistance.upper)
            let distance = chance(0.1) ? (chance(0.5) ? reach : -reach) : uniform(-min(2 * length, reach)...min(2 * length, reach))
            let touchRate = long ? 120 : chance(0.1) ? edgy(ScenarioLimits.touchRate) : 120
            return GestureStep(.swipe(offset: offset(length: length, content: content), distance: distance, duration: duration,
                                      touchRate: touchRate, easing: easing), pause: pause, at: at)
        default:
            var points = [Gesture.PathPoint(t: chance(0.9) ? 0 : uniform(0...200), position: uniform(0...length))]
            for _ in 1..<Int.random(in: 2...8, using: &rng) {
                let dt = chance(0.1) ? uniform(0.001...1) : uniform(1...60)
                let reach = 0.999 * ScenarioLimits.fingerSpeed * dt
                let last = points[points.count - 1].position
                let step = chance(0.1) ? (chance(0.5) ? reach : -reach) : uniform(-min(reach, length)...min(reach, length))
                let position = min(max(last + step, ScenarioLimits.pathPosition.lower), ScenarioLimits.pathPosition.upper)
                points.append(Gesture.PathPoint(t: points[points.count - 1].t + dt, position: position))
            }
            return GestureStep(.path(points: points), pause: pause, at: at)
        }
    }
}

extension Scenario {
    /// The scenario as contract JSON (for failure reports and the decoder round trip).
    var json: JSONValue {
        func gesture(_ step: GestureStep) -> JSONValue {
            var pairs: [(key: String, value: JSONValue)]
            switch step.gesture {
            case let .fling(offset, velocity):
                pairs = [("kind", .string("fling"))] + (offset.map { [("offset", .number($0))] } ?? []) + [("velocity", .number(velocity))]
            case let .swipe(offset, distance, duration, touchRate, easing):
                pairs = [("kind", .string("swipe"))] + (offset.map { [("offset", .number($0))] } ?? [])
                pairs += [("distance", .number(distance)), ("duration", .number(duration)), ("touchRate", .number(touchRate)), ("easing", .string(easing.rawValue))]
            case let .path(points):
                pairs = [("kind", .string("path")), ("points", .array(points.map { .array([.number($0.t), .number($0.position)]) }))]
            }
            pairs.append(("pause", .number(step.pause)))
            if let at = step.at { pairs.append(("at", .number(at))) }
            return .object(pairs)
        }
        let strategyJSON: JSONValue
        switch strategy {
        case let .free(pages): strategyJSON = .object([("kind", .string("free")), ("pages", .number(Double(pages)))])
        case let .nativePaging(pages): strategyJSON = .object([("kind", .string("native-paging")), ("pages", .number(Double(pages)))])
        }
        var pairs: [(key: String, value: JSONValue)] = [
            ("screen", .object([("width", .number(screen.width)), ("height", .number(screen.height)), ("scale", .number(screen.scale))])),
            ("axis", .string(axis.rawValue)),
            ("strategy", strategyJSON),
        ]
        if let decelerationRate { pairs.append(("decelerationRate", .number(decelerationRate.rawValue))) }
        pairs.append(gestures.count == 1 ? ("gesture", gesture(gestures[0])) : ("gestures", .array(gestures.map(gesture))))
        pairs.append(("fps", .number(fps)))
        pairs.append(("physics", .object([("deviceRate", .number(physics.deviceRate)), ("nominalPagingClock", .bool(physics.nominalPagingClock)),
                                          ("creepSpeed", .number(physics.creepSpeed)), ("setContentOffsetDuration", .number(physics.setContentOffsetDuration))])))
        return .object(pairs)
    }
}
