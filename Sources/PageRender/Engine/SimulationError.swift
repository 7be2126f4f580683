/// A scenario that reads fine but cannot be simulated as written.
public struct SimulationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }

    /// `ms` as the scenario file writes numbers: whole values without a decimal point.
    static func milliseconds(_ ms: Double) -> String {
        ms == ms.rounded() && abs(ms) < 1e15 ? String(Int64(ms)) : String(ms)
    }
}
