/// The kind of file an output path asks for, from its extension.
public enum FileKind: String, Sendable, CaseIterable {
    case gif, webp, png, svg, html

    /// The kind `path`'s extension names, or nil when it names none of them.
    public init?(extensionOf path: String) {
        let ext = path.split(separator: "/").last?.split(separator: ".").dropFirst().last.map { $0.lowercased() } ?? ""
        self.init(rawValue: ext)
    }

    /// The kind of `path`, which must be one of `allowed`.
    public init(path: String, allowed: [FileKind]) throws {
        guard let kind = FileKind(extensionOf: path), allowed.contains(kind) else {
            let names = allowed.map { "." + $0.rawValue }.joined(separator: " or ")
            throw RenderError("cannot tell what to write to \(path): the name must end in \(names)")
        }
        self = kind
    }
}
