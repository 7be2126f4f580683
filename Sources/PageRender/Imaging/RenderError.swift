/// A failure while drawing or writing output; the message names the value and the fix.
public struct RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
