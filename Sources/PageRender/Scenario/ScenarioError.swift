/// A problem with a scenario, located by its JSON path (`strategy.separator`), with a sentence
/// that names the bad value and the fix.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String
    /// Set when a `ScenarioOverrides` change caused the problem; front ends name it their own way.
    public var override: OverrideProblem?

    public init(_ path: String, _ message: String, override: OverrideProblem? = nil) {
        self.path = path
        self.message = message
        self.override = override
    }

    /// A `ScenarioOverrides` change that cannot be applied.
    public enum OverrideProblem: Sendable, Equatable {
        /// An assignment without `=` (or with nothing before it).
        case assignmentWithoutValue(String)
        /// The velocity override on a scenario whose `gesture` is not a fling; `kind` is its kind as JSON.
        case velocityOnNonFling(kind: String)
        /// The velocity override on a scenario whose `gestures` hold no fling.
        case velocityWithoutFling
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Every problem found in one scenario, reported together before any output is written.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [ScenarioError]

    public init(_ errors: [ScenarioError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
