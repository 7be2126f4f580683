/// A problem with a scenario, located by its JSON path (`strategy.separator`), with a sentence
/// that names the bad value and the fix.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the bad field (`strategy.separator`), or "" for the whole document.
    public var path: String
    /// What is wrong and how to fix it, in one sentence.
    package var message: String
    /// Set when a `ScenarioOverrides` change caused the problem; front ends name it their own way.
    package var override: OverrideProblem?

    /// A problem at `path`; `override` when an override caused it.
    package init(_ path: String, _ message: String, override: OverrideProblem? = nil) {
        self.path = path
        self.message = message
        self.override = override
    }

    /// A `ScenarioOverrides` change that cannot be applied.
    package enum OverrideProblem: Sendable, Equatable {
        /// An assignment without `=` (or with nothing before it).
        case assignmentWithoutValue(String)
        /// The velocity override on a scenario whose `gesture` is not a fling; `kind` is its kind as JSON.
        case velocityOnNonFling(kind: String)
        /// The velocity override on a scenario whose `gestures` hold no fling.
        case velocityWithoutFling
    }

    /// The field's JSON path and the message.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Every problem found in one scenario, reported together before any output is written.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
    /// The problems, in reading order.
    package var errors: [ScenarioError]

    /// The problems `errors`, reported together.
    package init(_ errors: [ScenarioError]) { self.errors = errors }

    /// One line per error.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
