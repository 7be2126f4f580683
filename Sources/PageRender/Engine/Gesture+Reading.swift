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
            gesture = .swipe(offset: offset,
                             distance: c["distance"].number(&d, ScenarioLimits.swipeDistance),
                             duration: c["duration"].number(&d, ScenarioLimits.swipeDuration),
                             touchRate: c["touchRate"].number(&d, default: 120, ScenarioLimits.touchRate),
                             easing: Gesture.Easing(rawValue: easing) ?? .linear)
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
