/// The sides a WebP picture or canvas may have.
enum WebPSize {
    /// 16383: libwebp's `WEBP_MAX_DIMENSION` (webp/encode.h), the largest side it encodes a
    /// picture with; a canvas is held to it too, as its first frame covers it whole.
    static let maximumSide = 16383

    /// Throws unless a WebP picture or canvas can be `width × height` px.
    static func check(width: Int, height: Int) throws {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw RenderError("a WebP cannot be \(width)×\(height) px (each side 1…\(maximumSide))", fix: .lowerScale)
        }
    }
}
