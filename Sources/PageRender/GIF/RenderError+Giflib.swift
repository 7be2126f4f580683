internal import CGif

extension RenderError {
    /// giflib failed to `action` with its error `code`; the message carries giflib's own words.
    static func giflib(_ action: String, code: Int32) -> RenderError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        return RenderError("giflib could not \(action): \(reason)")
    }
}
