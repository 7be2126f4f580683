import Foundation

extension TransitionConfiguration {
    static let modeNames = ["interactive", "animated", "identity"]
    static let thresholdNames = ["visible", "hidden", "centered"]
    /// Spring response, s: above 0, at most 10 (a ten-second spring is already a still frame).
    static let responseRange = NumberRange(lower: 0, lowerInclusive: false, upper: 10, upperInclusive: true).measured(in: "s")
    /// Damping fraction: above 0 (no damping never settles), at most 10.
    static let dampingRange = NumberRange(lower: 0, lowerInclusive: false, upper: 10, upperInclusive: true)
    /// `visible(a)` amounts: unclamped as iOS 26.1 stores them (1.3), within ±10.
    static let amountRange = NumberRange.closed(-10, 10)

    /// Reads a `configuration` and its `threshold` (either absent: `fallback`'s; a configuration
    /// without a threshold takes its mode's default threshold).
    static func read(configuration c: JSONCursor, threshold t: JSONCursor, fallback: TransitionConfiguration,
                     _ d: inout Diagnostics) -> TransitionConfiguration {
        var result = fallback
        if c.isPresent, let mode = readMode(c, &d) {
            result = TransitionConfiguration(mode: mode, threshold: defaultThreshold(of: mode))
        }
        if t.isPresent, let threshold = readThreshold(t, &d) { result.threshold = threshold }
        return result
    }

    static func readMode(_ c: JSONCursor, _ d: inout Diagnostics) -> Mode? {
        let forms = "\"interactive\", \"animated\", \"identity\", {\"interactive\": {\"curve\": \"easeInOut\"}} or {\"animated\": {\"response\": 0.55, \"dampingFraction\": 1}}"
        switch c.value {
        case .string("interactive")?: return TransitionConfiguration.interactive.mode
        case .string("animated")?: return TransitionConfiguration.animated.mode
        case .string("identity")?: return .identity
        case let .object(pairs)? where pairs.count == 1 && ["interactive", "animated"].contains(pairs[0].key):
            let o = c[pairs[0].key]
            guard o.requireObject(&d) else { return nil }
            if pairs[0].key == "interactive" {
                o.rejectUnknownKeys(&d, known: ["curve"])
                let curve = o["curve"].choice(&d, UnitCurve.allCases.map(\.rawValue), default: "easeInOut") ?? "easeInOut"
                return .interactive(UnitCurve(rawValue: curve) ?? .easeInOut)
            }
            o.rejectUnknownKeys(&d, known: ["response", "dampingFraction"])
            return .animated(Spring(response: o["response"].number(&d, default: Spring.default.response, responseRange),
                                    dampingFraction: o["dampingFraction"].number(&d, default: Spring.default.dampingFraction, dampingRange)))
        default:
            d.add(c.path, "must be \(forms), got \(c.value?.brief ?? "nothing")")
            return nil
        }
    }

    static func readThreshold(_ c: JSONCursor, _ d: inout Diagnostics) -> TransitionThreshold? {
        let forms = "\"visible\", \"hidden\", \"centered\", or an object such as {\"visible\": 0.9, \"inset\": 10} or {\"centered\": true, \"inset\": 10}"
        switch c.value {
        case .string("visible")?: return .visible
        case .string("hidden")?: return .hidden
        case .string("centered")?: return .centered
        case let .object(pairs)?:
            if c.rejectUnknownKeys(&d, known: thresholdNames + ["inset"]) { return nil }
            let named = pairs.map(\.key).filter { thresholdNames.contains($0) }
            guard named.count == 1, let name = named.first else {
                d.add(c.path, "must name one threshold (\"visible\", \"hidden\" or \"centered\") beside an optional \"inset\", got \(c.value?.brief ?? "nothing")")
                return nil
            }
            let inset = c["inset"].number(&d, default: 0, NumberRange.closed(-100_000, 100_000).measured(in: "pt"))
            let v = c[name]
            switch (name, v.value) {
            case ("visible", .number?): return TransitionThreshold(.visible(v.number(&d, amountRange)), inset: inset)
            case (_, .bool(true)?): return TransitionThreshold(name == "centered" ? .centered : .visible(name == "hidden" ? 0 : 1), inset: inset)
            default:
                d.add(v.path, name == "visible" ? "must be the visible fraction (a number, 1 = fully visible) or true, got \(v.value?.brief ?? "nothing")"
                                                 : "must be true, got \(v.value?.brief ?? "nothing")")
                return nil
            }
        default:
            d.add(c.path, "must be \(forms), got \(c.value?.brief ?? "nothing")")
            return nil
        }
    }
}
