/// What an animated exporter wrote, for the CLI to report.
public struct AnimatedExport: Sendable {
    /// The file's bytes when it was encoded in memory (`encode`); empty when it was streamed
    /// into a file as it was made.
    public var bytes: [UInt8]
    /// The file's length in bytes, however it was written.
    package var size: Int
    /// Frames stored in the file; frames identical to the one before are merged into it.
    public var storedFrames: Int
    /// Frames the source had.
    package var sourceFrames: Int
    /// One line on how colours were kept, e.g. "one global palette of 37 colours (exact)".
    package var colors: String
    /// Problems the user should know about; the file is still written as requested.
    package var warnings: [AnimationWarning]

    package init(bytes: [UInt8], size: Int, storedFrames: Int, sourceFrames: Int, colors: String, warnings: [AnimationWarning]) {
        self.bytes = bytes
        self.size = size
        self.storedFrames = storedFrames
        self.sourceFrames = sourceFrames
        self.colors = colors
        self.warnings = warnings
    }
}

extension AnimatedExport {
    /// The export `write` makes into a `MemorySink`, with the bytes it wrote.
    static func inMemory(_ write: (ByteSink) throws -> AnimatedExport) rethrows -> AnimatedExport {
        let sink = MemorySink()
        var export = try write(sink)
        export.bytes = sink.bytes
        return export
    }
}
