extension GestureStep {
    /// Reads one entry of `gesture` / `gestures`.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> GestureStep? {
        guard c.requireObject(&d) else { return nil }
        let kinds = ["fling", "swipe", "path"]
        guard let kind = c["kind"].choice(&d, kinds, default: nil) else { return nil }
        let common = ["kind", "pause", "at"]
        let pause = c["pause"].number(&d, default: 300, ScenarioLimits.pause)
        let at: Double? = c["at"].isPresent ? c["at"].number(&d, ScenarioLimits.at) : nil
        let offset: Double? = c["offset"].isPresent ? c["offset"].number(&d, ScenarioLimits.offset) : nil
        let gesture: Gesture
        switch kind {
        case "fling":
            c.rejectUnknownKeys(&d, known: common + ["offset", "velocity"])
            gesture = .fling(offset: offset, velocity: c["velocity"].number(&d, ScenarioLimits.velocity))
        case "swipe":
            c.rejectUnknownKeys(&d, known: common + ["offset", "distance", "duration", "touchRate", "easing"])
            let easing = c["easing"].choice(&d, Gesture.Easing.allCases.map(\.rawValue), default: "linear") ?? "linear"
            let distance = c["distance"].number(&d, ScenarioLimits.swipeDistance)
            let duration = c["duration"].number(&d, ScenarioLimits.swipeDuration)
            let curve = Gesture.Easing(rawValue: easing) ?? .linear
            // easeOut starts at twice the mean speed (the derivative of 1 - (1 - u)^2 at u = 0).
            let peak = abs(distance) / duration * (curve == .easeOut ? 2 : 1)
            if duration > 0, peak > ScenarioLimits.fingerSpeed {
                d.add(c.path, "the finger would move at up to \(JSONValue.format(peak.rounded())) pt/ms (\(JSONValue.format(distance)) pt in \(JSONValue.format(duration)) ms, \(easing)); at most \(JSONValue.format(ScenarioLimits.fingerSpeed)) pt/ms: lengthen duration or shorten distance")
            }
            gesture = .swipe(offset: offset, distance: distance, duration: duration,
                             touchRate: c["touchRate"].number(&d, default: 120, ScenarioLimits.touchRate), easing: curve)
        default:
            c.rejectUnknownKeys(&d, known: common + ["points"])
            var points: [Gesture.PathPoint] = []
            if let items = c["points"].array(&d) {
                for item in items {
                    guard case let .array(pair)? = item.value, pair.count == 2,
                          case let .number(t) = pair[0], case let .number(p) = pair[1] else {
                        d.add(item.path, "must be [t, position] with two numbers (ms, pt), got \(item.value?.brief ?? "nothing")")
                        continue
                    }
                    if let last = points.last, t <= last.t {
                        d.add(item.path, "time \(JSONValue.format(t)) ms must be greater than the previous point's \(JSONValue.format(last.t)) ms")
                    } else if let last = points.last, abs(p - last.position) / (t - last.t) > ScenarioLimits.fingerSpeed {
                        let speed = abs(p - last.position) / (t - last.t)
                        d.add(item.path, "the finger moves \(JSONValue.format(abs(p - last.position))) pt in \(JSONValue.format(t - last.t)) ms (\(JSONValue.format(speed.rounded())) pt/ms) from the previous point; at most \(JSONValue.format(ScenarioLimits.fingerSpeed)) pt/ms")
                    }
                    let time = ScenarioLimits.pathTime, position = ScenarioLimits.pathPosition
                    if !time.contains(t) { d.add(item.element(0).path, "time must be \(time.wording), got \(JSONValue.format(t))") }
                    if !position.contains(p) { d.add(item.element(1).path, "position must be \(position.wording), got \(JSONValue.format(p))") }
                    points.append(.init(t: t, position: p))
                }
                let allowed = ScenarioLimits.pathPoints
                if !allowed.contains(items.count) {
                    d.add(c["points"].path, "needs \(allowed.lowerBound) to \(allowed.upperBound) points, got \(items.count)")
                }
            }
            gesture = .path(points: points)
        }
        return GestureStep(gesture, pause: pause, at: at)
    }
}
