extension OutputTransaction {
    /// Stages the file `path` as `body` writes it into the sink it is given, a buffer at a time
    /// (an animation streamed frame by frame, so its memory does not grow with its length); the
    /// file takes `path`'s place at commit, as `write(_:to:)`'s does. Returns what `body` returns.
    package func stream<T>(to path: String, _ body: (ByteSink) throws -> T) throws -> T {
        var result: T?
        try stageFile(path) { staged in
            let sink = try StagedFileSink(creating: staged)
            result = try body(sink)
            try sink.finish()
        }
        return result!
    }
}
