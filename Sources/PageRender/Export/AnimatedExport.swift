/// What an animated exporter wrote, for the CLI to report.
public struct AnimatedExport: Sendable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// Frames stored in the file; frames identical to the one before are merged into it.
    public var storedFrames: Int
    /// Frames the source had.
    package var sourceFrames: Int
    /// One line on how colours were kept, e.g. "one global palette of 37 colours (exact)".
    package var colors: String
    /// Problems the user should know about; the file is still written as requested.
    package var warnings: [AnimationWarning]

    package init(bytes: [UInt8], storedFrames: Int, sourceFrames: Int, colors: String, warnings: [AnimationWarning]) {
        self.bytes = bytes
        self.storedFrames = storedFrames
        self.sourceFrames = sourceFrames
        self.colors = colors
        self.warnings = warnings
    }
}
