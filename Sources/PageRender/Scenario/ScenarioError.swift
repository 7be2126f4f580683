/// A problem with a scenario, located by its JSON path (`strategy.separator`), with a sentence
/// that names the bad value and the fix.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Every problem found in one scenario, reported together before any output is written.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [ScenarioError]

    public init(_ errors: [ScenarioError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
