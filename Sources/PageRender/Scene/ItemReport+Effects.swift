import Foundation

extension ItemReport {
    /// An item state's effect values as a JSON object named as in the scenario: `scale` {x, y},
    /// `rotation` degrees, `offset` {x, y}, `opacity`, `blur` (σ, pt), `brightness`, `contrast`,
    /// `saturation`, `grayscale`, `hueRotation` (degrees), `rotation3D` {angle, axis, anchor,
    /// anchorZ, perspective}; an effect written twice in the chain (a recipe and a transition)
    /// gives a list of its values in chain order. A layout effect gives the values its source
    /// computes (UPCarousel's `scale`, `alpha`, `shift`; FSPager's `scale` or `rotation` in
    /// degrees; the zoom's `scale`), under `layoutEffect` when a transition or a recipe is
    /// combined with it (their names overlap: both may scale). `imageEffects` holds the image's
    /// own chain, and `progress` the measure behind them: a transition's per-edge identity
    /// fractions {topLeading, bottomTrailing}, a layout effect's or recipe's named measure.
    static func effects(of state: ItemEffectState) -> JSONValue {
        var pairs = chain(state.values)
        let layout = state.layoutValues.map { (key: $0.name, value: JSONValue.number($0.value)) }
        if pairs.isEmpty { pairs = layout } else if !layout.isEmpty { pairs.append((key: "layoutEffect", value: .object(layout))) }
        let image = chain(state.imageValues)
        if !image.isEmpty { pairs.append((key: "imageEffects", value: .object(image))) }
        pairs.append((key: "progress", value: progress(state.progress)))
        return .object(pairs)
    }

    /// `effects` as named pairs, repeated names gathered into one list in chain order.
    static func chain(_ effects: [AppliedEffect]) -> [(key: String, value: JSONValue)] {
        var pairs: [(key: String, value: [JSONValue])] = []
        for effect in effects {
            let (name, value) = named(effect)
            if let k = pairs.firstIndex(where: { $0.key == name }) { pairs[k].value.append(value) } else { pairs.append((name, [value])) }
        }
        return pairs.map { (key: $0.key, value: $0.value.count == 1 ? $0.value[0] : .array($0.value)) }
    }

    /// The effect's key and value, as its descriptor reports them (`TransitionEffectDescriptor`).
    static func named(_ effect: AppliedEffect) -> (String, JSONValue) {
        for descriptor in TransitionEffectDescriptor.all {
            if let value = descriptor.report(effect) { return (descriptor.name, value) }
        }
        preconditionFailure("no descriptor reports \(effect)")
    }

    static func progress(_ progress: ItemEffect.Progress) -> JSONValue {
        switch progress {
        case let .edges(topLeading, bottomTrailing):
            return .object([("topLeading", .number(topLeading)), ("bottomTrailing", .number(bottomTrailing))])
        case let .measure(name, value):
            return .object([(name, .number(value))])
        case let .recipe(name, value, topLeading, bottomTrailing):
            var pairs: [(key: String, value: JSONValue)] = [(name, .number(value))]
            if let topLeading, let bottomTrailing { pairs += [("topLeading", .number(topLeading)), ("bottomTrailing", .number(bottomTrailing))] }
            return .object(pairs)
        case .none:
            return .object([])
        }
    }
}
