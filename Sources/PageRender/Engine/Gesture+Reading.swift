extension GestureStep {
    /// Reads one entry of `gesture` / `gestures`.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> GestureStep? {
        guard c.requireObject(&d) else { return nil }
        let kinds = ["fling", "swipe", "path"]
        guard let kind = c["kind"].choice(&d, kinds, default: nil) else { return nil }
        let common = ["kind", "pause", "at"]
        let pause = c["pause"].number(&d, default: 300, .nonNegative(max: 600_000))
        let at: Double? = c["at"].isPresent ? c["at"].number(&d, .nonNegative(max: 3_600_000)) : nil
        let offset: Double? = c["offset"].isPresent ? c["offset"].number(&d, .closed(-1e7, 1e7)) : nil
        let gesture: Gesture
        switch kind {
        case "fling":
            c.rejectUnknownKeys(&d, known: common + ["offset", "velocity"])
            gesture = .fling(offset: offset, velocity: c["velocity"].number(&d, .closed(-100, 100)))
        case "swipe":
            c.rejectUnknownKeys(&d, known: common + ["offset", "distance", "duration", "touchRate", "easing"])
            let easing = c["easing"].choice(&d, Gesture.Easing.allCases.map(\.rawValue), default: "linear") ?? "linear"
            gesture = .swipe(offset: offset,
                             distance: c["distance"].number(&d, .closed(-1e6, 1e6)),
                             duration: c["duration"].number(&d, .positive(max: 60_000)),
                             touchRate: c["touchRate"].number(&d, default: 120, .closed(1, 1000)),
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
                    if t < 0 || t > 600_000 { d.add(item.path, "time must be between 0 and 600000 ms, got \(JSONValue.format(t))") }
                    if abs(p) > 1e6 { d.add(item.path, "position must be within ±1000000 pt, got \(JSONValue.format(p))") }
                    points.append(.init(t: t, position: p))
                }
                if items.count < 2 { d.add(c["points"].path, "needs at least 2 points to define a motion, got \(items.count)") }
            }
            gesture = .path(points: points)
        }
        return GestureStep(gesture, pause: pause, at: at)
    }
}
