/// A scenario that reads fine but cannot be simulated as written.
public struct SimulationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
