/// Changes to a scenario given apart from its file (the command line's options), applied to the parsed JSON before validation so that every
/// error still names the field's JSON path (`gesture.velocity: must be …`).
///
/// Order: `strategyKind` first (it replaces the whole strategy object, so parameters given with
/// `assignments` survive it), then axis, fps, scale and velocity, then `assignments` in order.
package struct ScenarioOverrides: Sendable, Equatable {
    /// Replaces `strategy` with `{"kind": kind}`: the kind with its default parameters.
    package var strategyKind: String?
    /// The release velocity of the scenario's fling (the first fling of a `gestures` list), pt/ms.
    package var velocity: Double?
    package var fps: Double?
    /// `screen.scale`, pixels per point.
    package var scale: Double?
    package var axis: String?
    /// `key.path=value` assignments; the value is JSON when it parses as JSON, else a string.
    package var assignments: [String]

    package init(strategyKind: String? = nil, velocity: Double? = nil, fps: Double? = nil, scale: Double? = nil,
                axis: String? = nil, assignments: [String] = []) {
        self.strategyKind = strategyKind
        self.velocity = velocity
        self.fps = fps
        self.scale = scale
        self.axis = axis
        self.assignments = assignments
    }

    package var isEmpty: Bool { self == ScenarioOverrides() }

    /// The scenario JSON with the overrides applied. Throws `ScenarioErrors` naming each bad one.
    package func apply(to json: JSONValue) throws -> JSONValue {
        guard case .object = json else { return json }
        var out = json
        var errors: [ScenarioError] = []
        func set(_ path: String, _ value: JSONValue) {
            do { out = try out.setting(path, to: value) } catch let e as ScenarioError { errors.append(e) } catch {}
        }
        if let strategyKind { set("strategy", .object([("kind", .string(strategyKind))])) }
        if let axis { set("axis", .string(axis)) }
        if let fps { set("fps", .number(fps)) }
        if let scale { set("screen.scale", .number(scale)) }
        if let velocity {
            do { set(try flingVelocityPath(in: out), .number(velocity)) } catch let e as ScenarioError { errors.append(e) } catch {}
        }
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                errors.append(ScenarioError("", "assignment \"\(assignment)\": write key.path=value, e.g. strategy.pages=5", override: .assignmentWithoutValue(assignment)))
                continue
            }
            let path = String(assignment[..<equals])
            let text = String(assignment[assignment.index(after: equals)...])
            let value: JSONValue
            do { value = try JSONParser.parse(Array(text.utf8)) } catch {
                // A value that starts like JSON (an array, an object, a number, or one of the
                // names JavaScript has for numbers JSON lacks) and does not parse is a mistake
                // in it, not a string.
                if let problem = Self.notJSON(text, error) {
                    errors.append(ScenarioError(JSONValue.escapedForMessage(path), problem))
                    continue
                }
                value = .string(text)
            }
            set(path, value)
        }
        guard errors.isEmpty else { throw ScenarioErrors(errors) }
        return out
    }

    /// Why `text`, which the JSON parser refused with `error`, is a failed JSON value rather than a
    /// string; nil when it reads as a string.
    static func notJSON(_ text: String, _ error: Error) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let names = ["NaN", "Infinity", "-Infinity", "+Infinity", "-NaN"]
        for name in names where trimmed == name {
            return "\(name) is not a JSON number; give a finite number"
        }
        // A number JSON cannot hold (1e309) has only digits, signs, a point and an exponent.
        let number = trimmed.wholeMatch(of: /[-+]?[0-9.]+([eE][-+]?[0-9]+)?/) != nil
        guard let first = trimmed.first, "[{".contains(first) || number else { return nil }
        let reason = (error as? JSONParser.SyntaxError).map(\.description) ?? "\(error)"
        let hint = names.contains { trimmed.contains($0) } ? " (NaN and Infinity are not JSON numbers)" : ""
        return "the value \"\(JSONValue.escapedForMessage(trimmed))\" is not valid JSON: \(reason)\(hint); fix it, or quote it to set a string"
    }

    /// Where the velocity override goes: `gesture.velocity` for a fling, or the first fling of `gestures`.
    func flingVelocityPath(in json: JSONValue) throws -> String {
        if let gesture = json["gesture"] {
            guard gesture["kind"] == .string("fling") else {
                let kind = gesture["kind"]?.brief ?? "not a fling"
                throw ScenarioError("gesture", "the velocity override sets a fling's release velocity, but this gesture is \(kind); assign its own fields instead",
                                    override: .velocityOnNonFling(kind: kind))
            }
            return "gesture.velocity"
        }
        if case let .array(items)? = json["gestures"], let i = items.firstIndex(where: { $0["kind"] == .string("fling") }) {
            return "gestures[\(i)].velocity"
        }
        throw ScenarioError("gestures", "the velocity override sets a fling's release velocity, but the scenario has no fling; assign the gesture's own fields instead",
                            override: .velocityWithoutFling)
    }
}
