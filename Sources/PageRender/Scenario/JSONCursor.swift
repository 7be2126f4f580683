/// A position in a parsed scenario (a value and its JSON path) with typed accessors that record
/// every problem in `Diagnostics` instead of stopping at the first one.
package struct JSONCursor: Sendable {
    /// `nil` when the key is absent.
    let value: JSONValue?
    let path: String

    init(_ value: JSONValue?, path: String = "") {
        self.value = value
        self.path = path
    }

    var isPresent: Bool {
        if case .none = value { return false }
        if case .null? = value { return false }
        return true
    }

    subscript(key: String) -> JSONCursor {
        JSONCursor(value?[key], path: path.isEmpty ? key : "\(path).\(key)")
    }

    func element(_ i: Int) -> JSONCursor {
        if case let .array(items)? = value, i < items.count { return JSONCursor(items[i], path: "\(path)[\(i)]") }
        return JSONCursor(nil, path: "\(path)[\(i)]")
    }
}

/// Errors collected while reading a scenario.
package struct Diagnostics: Sendable {
    private(set) var errors: [ScenarioError] = []
    /// Paths already reported as null (`Scenario.rejectNulls`): the field's reader, which sees the
    /// same null as a wrong value, adds nothing more for them.
    private var nullPaths: Set<String> = []

    init() {}

    /// Reports that the value at `path` is null, once.
    mutating func addNull(_ path: String) {
        nullPaths.insert(path)
        add(path, "is null; give a value or remove the field to use its default")
    }

    /// Problems reported at most: a screenful. A document with thousands of bad fields says so
    /// once instead of printing (and formatting) every one.
    static let maxReported = 50

    /// Whether further problems would go unreported: readers of long lists may stop looking.
    var isFull: Bool { errors.count > Self.maxReported }

    mutating func add(_ path: String, _ message: String) {
        if nullPaths.contains(path) && !message.hasPrefix("is null;") { return }
        if errors.count < Self.maxReported {
            errors.append(ScenarioError(path, message))
        } else if errors.count == Self.maxReported {
            errors.append(ScenarioError("", "more problems follow; fix the ones above first"))
        }
    }
}

/// An allowed range for a number, with the wording used in error messages.
package struct NumberRange: Sendable {
    var lower: Double
    var lowerInclusive: Bool
    var upper: Double
    var upperInclusive: Bool
    /// Unit appended to the bounds in messages (`pt/ms`), empty for plain counts.
    var unit: String = ""

    /// The same range, with `unit` named in its wording.
    func measured(in unit: String) -> NumberRange {
        var copy = self
        copy.unit = unit
        return copy
    }

    static func positive(max: Double = .greatestFiniteMagnitude) -> NumberRange {
        NumberRange(lower: 0, lowerInclusive: false, upper: max, upperInclusive: true)
    }
    static func nonNegative(max: Double = .greatestFiniteMagnitude) -> NumberRange {
        NumberRange(lower: 0, lowerInclusive: true, upper: max, upperInclusive: true)
    }
    static func closed(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: lower, lowerInclusive: true, upper: upper, upperInclusive: true)
    }
    static let any = NumberRange(lower: -.greatestFiniteMagnitude, lowerInclusive: true,
                                        upper: .greatestFiniteMagnitude, upperInclusive: true)

    func contains(_ v: Double) -> Bool {
        guard v.isFinite else { return false }
        let aboveLower = lowerInclusive ? v >= lower : v > lower
        let belowUpper = upperInclusive ? v <= upper : v < upper
        return aboveLower && belowUpper
    }

    var wording: String {
        let suffix = unit.isEmpty ? "" : " " + unit
        let lowText = Self.typed(lower, roundingUp: true), highText = Self.typed(upper, roundingUp: false)
        let lo = (lowerInclusive ? ">= " : "> ") + lowText + suffix
        let hi = (upperInclusive ? "<= " : "< ") + highText + suffix
        if lower == -.greatestFiniteMagnitude { return upper == .greatestFiniteMagnitude ? "finite" : hi }
        if upper == .greatestFiniteMagnitude { return lo }
        return "\((lowerInclusive ? ">= " : "> ") + lowText) and \(hi)"
    }

    /// For a speed in pt/ms, the hint for a number that fits once read as pt/s, the unit of
    /// SwiftUI's scroll velocities and of `UIPanGestureRecognizer.velocity(in:)`: 2500 is
    /// "did you mean 2.5 pt/ms?". Empty otherwise.
    func perSecondHint(_ n: Double) -> String {
        guard unit == "pt/ms", n.isFinite, contains(n / 1000) else { return "" }
        return "; did you mean \(JSONValue.format(n / 1000)) pt/ms? (\(JSONValue.format(n)) reads as pt/s)"
    }

    /// A bound as a user would type it: a computed bound of 1 or more in magnitude (8192 px at
    /// scale 3.5 is 2340.5714285714284 pt) to two decimals, rounded into the range so that the
    /// number shown is itself allowed (`<= 2340.57 pt`); smaller bounds are written as declared.
    static func typed(_ bound: Double, roundingUp: Bool) -> String {
        let hundredths = bound * 100
        guard abs(bound) >= 1, hundredths.isFinite, hundredths != hundredths.rounded() else { return JSONValue.format(bound) }
        return JSONValue.format((roundingUp ? hundredths.rounded(.up) : hundredths.rounded(.down)) / 100)
    }
}

extension JSONCursor {
    /// A number in `range`; `fallback` when absent (or an error when no fallback is given).
    func number(_ d: inout Diagnostics, default fallback: Double? = nil, _ range: NumberRange = .any) -> Double {
        guard isPresent, let value else {
            if let fallback { return fallback }
            d.add(path, "is required; add a number (\(range.wording))")
            return fallback ?? 0
        }
        guard case let .number(n) = value else {
            d.add(path, "must be a number (\(range.wording)), got \(value.brief)")
            return fallback ?? 0
        }
        guard range.contains(n) else {
            d.add(path, "must be \(range.wording), got \(JSONValue.format(n))\(range.perSecondHint(n))")
            return fallback ?? n
        }
        return n
    }

    /// A whole number in `range`.
    func integer(_ d: inout Diagnostics, default fallback: Int? = nil, _ range: NumberRange = .any) -> Int {
        let n = number(&d, default: fallback.map(Double.init), range)
        guard n == n.rounded(), abs(n) < 1e9 else {
            // Outside the range (1e9, NaN, a fraction beyond a bound) number(_:) has said so:
            // one line per field.
            if range.contains(n) {
                d.add(path, n == n.rounded() ? "must be a whole number below 1000000000 in magnitude, got \(JSONValue.format(n))"
                                             : "must be a whole number, got \(JSONValue.format(n))")
            }
            return fallback ?? 0
        }
        return Int(n)
    }

    func bool(_ d: inout Diagnostics, default fallback: Bool) -> Bool {
        guard isPresent, let value else { return fallback }
        guard case let .bool(b) = value else {
            d.add(path, "must be true or false, got \(value.brief)")
            return fallback
        }
        return b
    }

    /// One of `choices`; `fallback` when absent.
    func choice(_ d: inout Diagnostics, _ choices: [String], default fallback: String?) -> String? {
        guard isPresent, let value else {
            if fallback == nil { d.add(path, "is required; use one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))") }
            return fallback
        }
        guard case let .string(s) = value, choices.contains(s) else {
            let hint = if case let .string(s) = value { NearestName.hint(for: s, in: choices) } else { "" }
            d.add(path, "must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), got \(value.brief)\(hint)")
            return fallback
        }
        return s
    }

    /// Reports keys of this object that are not in `known`, suggesting the closest known key.
    /// Keys that begin with an underscore (`_comment`) are comments and always allowed: JSON has
    /// no comment syntax, and `renderpages init` writes its explanations that way.
    /// Returns whether there was one, so a reader can stop at the typo instead of reporting the
    /// field it meant as missing too.
    @discardableResult
    func rejectUnknownKeys(_ d: inout Diagnostics, known: [String]) -> Bool {
        guard case let .object(pairs)? = value else { return false }
        var found = false
        for key in pairs.map(\.key) where !known.contains(key) && !key.hasPrefix("_") {
            found = true
            if d.isFull { return true }
            let shown = JSONValue.escapedForMessage(key)
            let childPath = path.isEmpty ? shown : "\(path).\(shown)"
            if let near = NearestName.suggestion(for: key, in: known) {
                d.add(childPath, "unknown field; did you mean \"\(near)\"?")
            } else {
                d.add(childPath, "unknown field; known fields here: \(known.joined(separator: ", "))")
            }
        }
        return found
    }

    /// Requires an object (when present); reports the wrong kind.
    func requireObject(_ d: inout Diagnostics, required: Bool = true) -> Bool {
        guard isPresent, let value else {
            if required { d.add(path, "is required; add an object") }
            return false
        }
        guard case .object = value else {
            d.add(path, "must be an object, got \(value.brief)")
            return false
        }
        return true
    }

    /// The array's element cursors, or nil with an error when it is not an array.
    func array(_ d: inout Diagnostics) -> [JSONCursor]? {
        guard isPresent, let value else {
            d.add(path, "is required; add an array")
            return nil
        }
        guard case let .array(items) = value else {
            d.add(path, "must be an array, got \(value.brief)")
            return nil
        }
        return items.indices.map { element($0) }
    }
}
