import Foundation

extension Scenario {
    /// The fields the contract defines at the top level.
    static let topLevelKeys = ["screen", "axis", "strategy", "decelerationRate", "gesture", "gestures", "fps", "physics", "content", "look"]

    /// Parses and validates a scenario file's bytes. Throws `JSONParser.SyntaxError` for malformed
    /// JSON and `ScenarioErrors` listing every invalid field. Strategy kinds are the built-in ones.
    /// `imageFolder`: the folder of the scenario file, where the relative paths of its
    /// `look.items.images` lead (they become absolute); nil keeps them as written, and the
    /// renderers look for them in the working folder.
    public static func read(_ bytes: [UInt8], imageFolder: URL? = nil) throws -> Scenario {
        var scenario = try read(bytes, registry: .builtIn)
        if let imageFolder {
            scenario.look.images = scenario.look.images.map { $0.hasPrefix("/") ? $0 : imageFolder.appendingPathComponent($0).path }
        }
        return scenario
    }

    /// `read(_:)` with the strategy kinds of `registry`.
    package static func read(_ bytes: [UInt8], registry: StrategyRegistry) throws -> Scenario {
        try read(JSONParser.parse(bytes), registry: registry)
    }

    /// Validates a parsed scenario; strategy kinds are those of `registry`.
    package static func read(_ json: JSONValue, registry: StrategyRegistry = .builtIn) throws -> Scenario {
        var d = Diagnostics()
        let root = JSONCursor(json)
        guard case .object? = root.value else {
            throw ScenarioErrors([ScenarioError("", "a scenario must be a JSON object, got \(json.brief)")])
        }
        root.rejectUnknownKeys(&d, known: topLevelKeys)
        rejectNulls(json, path: "", &d)

        var screen = Screen(width: 375, height: 667)
        if root["screen"].requireObject(&d) {
            let s = root["screen"]
            s.rejectUnknownKeys(&d, known: ["width", "height", "scale"])
            let scale = s["scale"].number(&d, default: 2, ScenarioLimits.scale)
            let side = ScenarioLimits.screenSide(scale: scale)
            // A side that a lower scale would draw is named with its pixel size and both fixes.
            func length(_ key: String) -> Double {
                if case let .number(n)? = s[key].value, n > side.upper, ScenarioLimits.screenSide(scale: ScenarioLimits.scale.lower).contains(n) {
                    ScenarioLimits.checkPixels(n, scale: scale, path: s[key].path, &d)
                    return n
                }
                return s[key].number(&d, side)
            }
            screen = Screen(width: length("width"), height: length("height"), scale: scale)
        }
        let axis = Axis(rawValue: root["axis"].choice(&d, Axis.allCases.map(\.rawValue), default: "horizontal") ?? "") ?? .horizontal
        var content: ContentSpec?
        if root["content"].isPresent {
            content = ContentSpec.read(root["content"], &d)
            content?.checkPlacement(root["content"], axis: axis, screen: screen.size, &d)
            ContentSpec.checkCombination(strategy: root["strategy"], content: root["content"], &d)
        }
        let look = LookSpec.read(root["look"], hasContent: root["content"].isPresent, &d)
        look.layoutEffect?.checkSpacing(content, path: root["look"]["items"]["layoutEffect"].path, axis: axis, screen: screen.size, &d)
        // A content block given but unreadable has its errors already; the kind's reader would add
        // one that is false (content missing, or the kind's own items required), so it waits.
        let contentUnreadable = root["content"].isPresent && content == nil
        let strategy = contentUnreadable ? nil : registry.read(root["strategy"], &d, StrategyReadingContext(screen: screen.size, axis: axis, content: content, scale: screen.scale))

        var rate: DecelerationRate?
        let r = root["decelerationRate"]
        if r.isPresent {
            switch r.value {
            case .string("normal")?: rate = .normal
            case .string("fast")?: rate = .fast
            case let .number(n)? where n > 0 && n < 1: rate = DecelerationRate(quantising: n)
            default:
                let hint = if case let .string(s)? = r.value { NearestName.hint(for: s, in: ["normal", "fast"]) } else { "" }
                d.add(r.path, "must be \"normal\", \"fast\" or a number between 0 and 1 (exclusive), got \(r.value?.brief ?? "nothing")\(hint)")
            }
        }

        var gestures: [GestureStep] = []
        switch (root["gesture"].isPresent, root["gestures"].isPresent) {
        case (true, true):
            d.add("gesture", "use either \"gesture\" or \"gestures\", not both")
        case (true, false):
            if let g = GestureStep.read(root["gesture"], &d) { gestures = [g] }
        case (false, true):
            if let items = root["gestures"].array(&d) {
                let allowed = ScenarioLimits.gestures
                if items.isEmpty { d.add("gestures", "is empty; add at least one gesture") }
                if items.count > allowed.upperBound { d.add("gestures", "has \(items.count) gestures; at most \(allowed.upperBound) are allowed") }
                gestures = items.compactMap { GestureStep.read($0, &d) }
            }
        case (false, false):
            d.add("gesture", "is required; add e.g. {\"kind\": \"fling\", \"offset\": 0, \"velocity\": 2}")
        }
        // Times count from the first gesture's touch (the contract), so only later gestures have `at`.
        if gestures.first?.at != nil {
            let path = root["gesture"].isPresent ? "gesture.at" : "gestures[0].at"
            d.add(path, "the first gesture starts at t = 0; remove \"at\" (it times the gestures after the first)")
        }

        let fps = root["fps"].number(&d, default: 60, ScenarioLimits.fps)
        var physics = PhysicsOptions()
        if root["physics"].requireObject(&d, required: false) {
            let p = root["physics"]
            p.rejectUnknownKeys(&d, known: ["deviceRate", "nominalPagingClock", "creepSpeed", "setContentOffsetDuration"])
            physics.deviceRate = p["deviceRate"].number(&d, default: physics.deviceRate, ScenarioLimits.deviceRate)
            physics.nominalPagingClock = p["nominalPagingClock"].bool(&d, default: physics.nominalPagingClock)
            physics.creepSpeed = p["creepSpeed"].number(&d, default: physics.creepSpeed, ScenarioLimits.creepSpeed)
            physics.setContentOffsetDuration = p["setContentOffsetDuration"].number(&d, default: physics.setContentOffsetDuration, ScenarioLimits.setContentOffsetDuration)
        }

        guard d.errors.isEmpty, let strategy else { throw ScenarioErrors(d.errors) }
        return Scenario(screen: screen, axis: axis, strategy: strategy, decelerationRate: rate,
                        gestures: gestures, fps: fps, physics: physics, content: content, look: look)
    }
}

extension Scenario {
    /// The schema allows `null` nowhere (docs/scenario.schema.json): a `null` is reported where it
    /// stands rather than read as "absent, use the default". Comment fields (`_…`) may hold anything.
    static func rejectNulls(_ value: JSONValue, path: String, _ d: inout Diagnostics) {
        if d.isFull { return }
        switch value {
        case .null:
            d.addNull(path)
        case .array(let items):
            for (i, item) in items.enumerated() { rejectNulls(item, path: "\(path)[\(i)]", &d) }
        case .object(let pairs):
            for (key, item) in pairs where !key.hasPrefix("_") {
                rejectNulls(item, path: path.isEmpty ? JSONValue.escapedForMessage(key) : "\(path).\(JSONValue.escapedForMessage(key))", &d)
            }
        default: break
        }
    }
}
