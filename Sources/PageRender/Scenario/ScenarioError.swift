/// A problem with a scenario, located by its JSON path (`strategy.separator`), with a sentence
/// that names the bad value and the fix.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the bad field (`strategy.separator`), or "" for the whole document.
    public var path: String
    /// What is wrong and how to fix it, in one sentence.
    public var message: String
    /// Set when a `ScenarioOverrides` change caused the problem; front ends name it their own way.
    public var override: OverrideProblem?

    /// A problem at `path`; `override` when an override caused it.
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
    /// The problems, in reading order.
    public var errors: [ScenarioError]

    /// The problems `errors`, reported together.
    public init(_ errors: [ScenarioError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
