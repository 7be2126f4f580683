/// The kind of file an output path asks for, from its extension.
package enum FileKind: String, Sendable, CaseIterable {
    case gif, webp, png, svg, html
    /// Animated PNG: `.apng`, or `.png` when asked for by name (`--format apng`).
    case apng
    /// Videos, written through the `ffmpeg` program.
    case mp4, webm

    /// The kind `path`'s extension names, or nil when it names none of them.
    package init?(extensionOf path: String) {
        self.init(rawValue: Self.fileExtension(of: path))
    }

    /// The kind of `path`, which must be one of `allowed`.
    package init(path: String, allowed: [FileKind]) throws {
        guard let kind = FileKind(extensionOf: path), allowed.contains(kind) else {
            let dotted = allowed.map { "." + $0.rawValue }
            let names = dotted.count > 1 ? dotted.dropLast().joined(separator: ", ") + " or " + dotted[dotted.count - 1] : dotted.joined()
            let near = NearestName.suggestion(for: Self.fileExtension(of: path), in: allowed.map(\.rawValue)).map { "; did you mean .\($0)?" } ?? ""
            throw RenderError("cannot tell what to write to \(path): the name must end in \(names)\(near)")
        }
        self = kind
    }

    /// The animation format for `path`: its extension decides (`.gif`, `.webp`, `.apng`, `.svg`,
    /// `.mp4`, `.webm`); a
    /// `.png` is an animated PNG only when `requested` is `.apng`. A `requested` format that
    /// contradicts the extension is an error, never a mislabelled file.
    package static func animation(path: String, requested: FileKind?) throws -> FileKind {
        let ext = fileExtension(of: path)
        let named = FileKind(rawValue: ext).flatMap { [.gif, .webp, .apng, .svg, .mp4, .webm].contains($0) ? $0 : nil }
        switch (named, requested) {
        case let (named?, nil):
            return named
        case let (named?, requested?) where requested == named:
            return named
        case let (named?, requested?):
            throw RenderError("the format \(requested.rawValue) contradicts the name \(path), which says \(named.formatName); ask for \(named.rawValue) or name the file .\(requested.rawValue)")
        case (nil, .apng?) where ext == "png":
            return .apng
        case (nil, _) where ext == "png":
            throw RenderError("\(path) names a still PNG; for an animated PNG ask for the apng format or name the file .apng")
        case (nil, _):
            throw RenderError("cannot tell what to write to \(path): the name must end in .gif, .webp, .apng, .svg, .mp4 or .webm (or .png with the apng format)")
        }
    }

    /// The lower-cased extension of the last path component, "" without one.
    static func fileExtension(of path: String) -> String {
        path.split(separator: "/").last?.split(separator: ".").dropFirst().last.map { $0.lowercased() } ?? ""
    }

    /// The format's name in messages.
    package var formatName: String {
        switch self {
        case .gif: return "GIF"
        case .webp: return "WebP"
        case .png: return "PNG"
        case .svg: return "SVG"
        case .html: return "HTML"
        case .apng: return "APNG"
        case .mp4: return "MP4"
        case .webm: return "WebM"
        }
    }
}
