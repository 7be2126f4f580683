import PageRender

/// The summary of an animated SVG (`animate --out demo.svg`, `compare --out sheet.svg`).
enum AnimatedSVGOutput {
    /// The line after writing: size, keyframes, length, bytes and how each picture was stored.
    static func summary(_ document: AnimatedSVG.Document, path: String) -> String {
        let pictures = document.images.isEmpty ? "" : ", " + document.images.map { "\($0.width)×\($0.height) \($0.format.rawValue.uppercased())" }.joined(separator: ", ")
        return "wrote \(path): \(document.width)×\(document.height) px, \(document.keyframes) keyframes, \(Int(document.duration.rounded())) ms, \(document.bytes.count) bytes\(pictures)"
    }
}
