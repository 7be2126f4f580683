import Foundation
@testable import PageRender

/// Random scenarios of every strategy kind inside the documented ranges (`ScenarioLimits`),
/// weighted toward what users write but reaching every limit now and then. Some combinations are
/// still invalid (a hidden-pager page larger than its content); the reader decides.
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

    /// A random scenario as JSON (the reader turns it into a `Scenario`; the shrinker edits it).
    mutating func scenario() -> JSONValue {
        let scale = chance(0.5) ? [1.0, 2, 3][Int.random(in: 0...2, using: &rng)] : edgy(ScenarioLimits.scale)
        let side = ScenarioLimits.screenSide(scale: scale)
        let width = logUniform(side.lower...side.upper), height = logUniform(side.lower...side.upper)
        let axis = chance(0.5) ? "horizontal" : "vertical"
        let length = axis == "horizontal" ? width : height
        // Now and then content that fits the bounds (the axis cannot scroll).
        var (strategyJSON, content) = strategy(width: width, height: height, length: length, fits: chance(0.08))
        // A quarter of the scenarios page over a content row with one of the kinds that need one.
        var row: JSONValue?
        if chance(0.25) { (strategyJSON, row, content) = modernStrategy(length: length) }
        var pairs: [(key: String, value: JSONValue)] = [
            ("screen", .object([("width", .number(width)), ("height", .number(height)), ("scale", .number(scale))])),
            ("axis", .string(axis)),
            ("strategy", strategyJSON),
        ]
        if let row { pairs.append(("content", row)) }
        if chance(0.5) { pairs.append(("decelerationRate", chance(0.5) ? .string(chance(0.5) ? "normal" : "fast") : .number(uniform(0.9...0.9999)))) }
        let count = chance(0.7) ? 1 : Int.random(in: 2...4, using: &rng)
        var gestures = (0..<count).map { _ in gesture(length: length, content: content) }
        if count > 1, chance(0.4) { touchDownDuringMotion(&gestures) }
        let json = gestures.map(\.json)
        pairs.append(count == 1 ? ("gesture", json[0]) : ("gestures", .array(json)))
        pairs.append(("fps", .number(chance(0.5) ? 60 : edgy(ScenarioLimits.fps))))
        var physics: [(key: String, value: JSONValue)] = []
        if chance(0.2) { physics.append(("deviceRate", .number(edgy(ScenarioLimits.deviceRate)))) }
        if chance(0.1) { physics.append(("nominalPagingClock", .bool(true))) }
        if chance(0.1) { physics.append(("creepSpeed", .number(logUniform(ScenarioLimits.creepSpeed.lower...ScenarioLimits.creepSpeed.upper)))) }
        if chance(0.1) { physics.append(("setContentOffsetDuration", .number(edgy(ScenarioLimits.setContentOffsetDuration)))) }
        if !physics.isEmpty { pairs.append(("physics", .object(physics))) }
        return .object(pairs)
    }

    /// Every gesture after the first touches down at a fixed time (`at`) shortly after the previous
    /// one lifts (sometimes at the same instant), so most land while the previous motion runs: a
    /// fling, a snap, a bounce or an animation interrupted by the finger.
    mutating func touchDownDuringMotion(_ gestures: inout [(json: JSONValue, duration: Double)]) {
        var lift = gestures[0].duration
        for i in gestures.indices.dropFirst() {
            let at = min(lift + (chance(0.1) ? 0 : logUniform(0.5...800)), ScenarioLimits.at.upper)
            guard at >= lift, case let .object(fields) = gestures[i].json else { return }
            gestures[i].json = .object(fields.filter { $0.key != "pause" && $0.key != "at" } + [(key: "at", value: .number(at))])
            lift = at + gestures[i].duration
        }
    }

    /// A strategy object of any kind and the content length it roughly gives, pt. `fits`: content
    /// no longer than the bounds on the scroll axis.
    mutating func strategy(width: Double, height: Double, length: Double, fits: Bool = false) -> (JSONValue, Double) {
        if fits { return fittingStrategy(length: length) }
        let pages = chance(0.02) ? Int(ScenarioLimits.pages.upper) : Int.random(in: 1...30, using: &rng)
        func object(_ kind: String, _ fields: [(String, JSONValue)]) -> JSONValue {
            .object([("kind", .string(kind))] + fields.map { (key: $0.0, value: $0.1) })
        }
        switch Int.random(in: 0...5, using: &rng) {
        case 0: return (object("native-paging", [("pages", .number(Double(pages)))]), Double(pages) * length)
        case 1: return (object("free", [("pages", .number(Double(pages)))]), Double(pages) * length)
        case 2:
            let separator = chance(0.1) ? 0 : uniform(0...200)
            return (object("overflowing", [("pages", .number(Double(pages))), ("separator", .number(separator)), ("rtl", .bool(chance(0.3)))]),
                    Double(pages) * (length + separator))
        case 3:
            let item = chance(0.5) ? length : uniform(1...length)
            var fields: [(String, JSONValue)] = [("pairs", .number(Double(pages))), ("spacing", .number(uniform(0...100))),
                                                 ("weakSwipeFix", .bool(chance(0.7))), ("clamp", .bool(chance(0.3)))]
            if item != length { fields.append(("itemWidth", .number(item))) }
            return (object("uneven-pairs", fields), Double(pages) * 2 * item)
        case 4:
            if chance(0.5) {
                // Whole or fractional offsets (a fraction of a pixel at any scale), now and then repeated.
                var offsets = (0..<Int.random(in: 1...12, using: &rng)).map { _ in
                    let x = uniform(-length...10 * length)
                    return chance(0.5) ? x.rounded() : (x * 8).rounded() / 8
                }
                if offsets.count > 1, chance(0.2) { offsets[Int.random(in: 1..<offsets.count, using: &rng)] = offsets[0] }
                return (object("page-offsets", [("offsets", .array(offsets.map(JSONValue.number)))]), 11 * length)
            }
            // At most 200 cards: with 10,000 (the documented maximum) one simulation takes over
            // 2 s in a debug build (reported to the lead); the timing property would fail.
            let inset = uniform(0...length / 4)
            return (object("page-offsets", [("cards", .object([("count", .number(Double(min(pages, 200)))), ("spacing", .number(uniform(0...40)))])),
                                            ("contentInset", .object([("left", .number(inset)), ("right", .number(inset))]))]),
                    Double(pages) * length)
        default:
            let item = uniform(max(1, length / 4)...length)
            // Pages: the full bounds, an absolute length, or a fraction of the bounds (page lengths off
            // the pixel grid either way).
            let size: JSONValue
            switch Int.random(in: 0...2, using: &rng) {
            case 0: size = .string("full")
            case 1: size = .object([("width", .object([("absolute", .number(item))])), ("height", .object([("fractional", .number(1))]))])
            default: size = .object([("width", .object([("fractional", .number(uniform(0.2...1)))])),
                                     ("height", .object([("fractional", .number(uniform(0.2...1)))]))])
            }
            let alignment: JSONValue = .object([("horizontal", .string(["leading", "center", "trailing"][Int.random(in: 0...2, using: &rng)])),
                                                ("vertical", .string(["top", "center", "bottom"][Int.random(in: 0...2, using: &rng)]))])
            return (object("hidden-pager", [("items", .number(Double(pages))),
                                            ("itemSize", .object([("width", .number(item)), ("height", .number(item))])),
                                            ("spacing", .number(uniform(0...30))),
                                            ("pagingConfiguration", .object([("size", size), ("alignment", alignment)]))]),
                    Double(pages) * item)
        }
    }

    /// One of the kinds that page over `content` (docs/strategies.md, "The systems apps page with
    /// today"), with a row of square items, spacing and insets that leave the container positive.
    mutating func modernStrategy(length: Double) -> (JSONValue, JSONValue, Double) {
        func pick(_ choices: [String]) -> JSONValue { .string(choices[Int.random(in: 0..<choices.count, using: &rng)]) }
        let count = Int.random(in: 1...30, using: &rng), item = uniform(max(1, length / 4)...length)
        let spacing = uniform(0...30), inset = uniform(0...length / 8)
        let row: JSONValue = .object([("items", .object([("count", .number(Double(count))),
                                                         ("size", .object([("width", .number(item)), ("height", .number(item))])),
                                                         ("spacing", .number(spacing))])),
                                      ("contentInset", .object([("left", .number(inset)), ("right", .number(inset)),
                                                                ("top", .number(inset)), ("bottom", .number(inset))]))])
        let strategy: JSONValue
        switch Int.random(in: 0...3, using: &rng) {
        case 0:
            let safe = uniform(0...length / 8)
            strategy = .object([("kind", .string("swiftui-paging")), ("safeArea", .object([("leading", .number(safe)), ("trailing", .number(safe))]))])
        case 1:
            let anchor: JSONValue = chance(0.5) ? pick(["leading", "center", "trailing"]) : .number(uniform(0...1))
            strategy = .object([("kind", .string("view-aligned")), ("limitBehavior", pick(["automatic", "always", "alwaysByFew", "alwaysByOne", "never"])),
                                ("sizeClass", pick(["compact", "regular"])), ("anchor", anchor)])
        case 2:
            strategy = .object([("kind", .string("compositional")),
                                ("behavior", pick(["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]))])
        default:
            strategy = .object([("kind", .string("flow-snap")), ("recipe", pick(["nearest-centre", "one-page"]))])
        }
        return (strategy, row, Double(count) * item + Double(count - 1) * spacing)
    }

    /// A strategy of any kind whose content fits a screen `length` long on the scroll axis (by the
    /// documented content lengths: pages × screen, one overflowing page in its own view, pairs of
    /// 2 × item + spacing, the largest offset + screen, items × item + gaps).
    mutating func fittingStrategy(length: Double) -> (JSONValue, Double) {
        func object(_ kind: String, _ fields: [(String, JSONValue)]) -> JSONValue {
            .object([("kind", .string(kind))] + fields.map { (key: $0.0, value: $0.1) })
        }
        switch Int.random(in: 0...5, using: &rng) {
        case 0: return (object("native-paging", [("pages", .number(1))]), length)
        case 1: return (object("free", [("pages", .number(1))]), length)
        case 2: return (object("overflowing", [("pages", .number(1)), ("separator", .number(uniform(0...200)))]), length)
        case 3:
            let item = uniform(0.25...0.45) * length
            return (object("uneven-pairs", [("pairs", .number(1)), ("itemWidth", .number(item)),
                                            ("spacing", .number(uniform(0...(length - 2 * item))))]), length)
        case 4: return (object("page-offsets", [("offsets", .array([.number(chance(0.5) ? 0 : -uniform(0...length).rounded())]))]), length)
        default:
            let items = Int.random(in: 1...3, using: &rng)
            let item = length / Double(items)
            return (object("hidden-pager", [("items", .number(Double(items))),
                                            ("itemSize", .object([("width", .number(item)), ("height", .number(item))]))]), length)
        }
    }

    mutating func velocity() -> Double {
        chance(0.6) ? uniform(-5...5) : chance(0.75) ? uniform(-30...30) : edgy(ScenarioLimits.velocity)
    }

    mutating func offset(length: Double, content: Double) -> [(key: String, value: JSONValue)] {
        if chance(0.3) { return [] }
        // Just past either end of the range (about 0 ... content - length), to release outside it.
        if chance(0.2) {
            let past = uniform(0...length / 2)
            return [("offset", .number(chance(0.5) ? -past : min(max(content - length, 0) + past, ScenarioLimits.offset.upper)))]
        }
        if chance(0.02) { return [("offset", .number(edgy(ScenarioLimits.offset)))] }
        return [("offset", .number(min(uniform(-length...max(content, length)), ScenarioLimits.offset.upper)))]
    }

    /// A gesture as JSON, and how long the finger is down (ms) so a later gesture can touch down
    /// during the motion it starts.
    mutating func gesture(length: Double, content: Double) -> (json: JSONValue, duration: Double) {
        var pairs: [(key: String, value: JSONValue)]
        var fingerDown = 0.0
        switch Int.random(in: 0...2, using: &rng) {
        case 0:
            pairs = [("kind", .string("fling"))] + offset(length: length, content: content) + [("velocity", .number(velocity()))]
        case 1:
            let long = chance(0.005)
            let duration = long ? ScenarioLimits.swipeDuration.upper : chance(0.05) ? uniform(0.001...1) : uniform(1...500)
            let easing = chance(0.5) ? "linear" : "easeOut"
            // Just under the fastest the finger may move over this duration (ScenarioLimits.fingerSpeed).
            let reach = min(0.999 * ScenarioLimits.fingerSpeed * duration / (easing == "easeOut" ? 2 : 1), ScenarioLimits.swipeDistance.upper)
            let distance = chance(0.1) ? (chance(0.5) ? reach : -reach) : uniform(-min(2 * length, reach)...min(2 * length, reach))
            pairs = [("kind", .string("swipe"))] + offset(length: length, content: content)
            pairs += [("distance", .number(distance)), ("duration", .number(duration)), ("easing", .string(easing))]
            fingerDown = duration
            if !long, chance(0.1) { pairs.append(("touchRate", .number(edgy(ScenarioLimits.touchRate)))) }
        default:
            var t = chance(0.9) ? 0 : uniform(0...200)
            let firstT = t
            var position = uniform(0...length)
            var points: [JSONValue] = [.array([.number(t), .number(position)])]
            for _ in 1..<Int.random(in: 2...8, using: &rng) {
                let dt = chance(0.1) ? uniform(0.001...1) : uniform(1...60)
                let reach = 0.999 * ScenarioLimits.fingerSpeed * dt
                let step = chance(0.1) ? (chance(0.5) ? reach : -reach) : uniform(-min(reach, length)...min(reach, length))
                position = min(max(position + step, ScenarioLimits.pathPosition.lower), ScenarioLimits.pathPosition.upper)
                t += dt
                points.append(.array([.number(t), .number(position)]))
            }
            pairs = [("kind", .string("path")), ("points", .array(points))]
            fingerDown = t - firstT
        }
        // The longest pause is rare: its samples (up to 144,000 at 240 fps) dominate the run time.
        if chance(0.3) { pairs.append(("pause", .number(chance(0.02) ? ScenarioLimits.pause.upper : uniform(0...1000)))) }
        if chance(0.05) { pairs.append(("at", .number(uniform(0...5000)))) }
        return (.object(pairs), fingerDown)
    }
}
