import Foundation

/// The frame files renderpages writes into an output folder, and which of a folder's files an
/// earlier render wrote.
enum FrameFiles {
    /// The name of a frame folder's manifest (`FrameManifest`).
    static let manifestName = "manifest.json"

    /// Whether `name` is a frame file: `frame-` + at least four digits + a frame format's extension.
    static func isFrameFile(_ name: String) -> Bool {
        guard name.hasPrefix("frame-") else { return false }
        let rest = name.dropFirst("frame-".count)
        guard let dot = rest.lastIndex(of: ".") else { return false }
        let digits = rest[..<dot]
        return digits.count >= 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
            && FrameFormat.allCases.contains { $0.fileExtension == rest[rest.index(after: dot)...] }
    }

    /// The names in `folder` that an earlier render wrote: its `manifest.json` and the frame files
    /// that manifest lists. Throws `OutputError.foreignManifest` when `manifest.json` is not a
    /// frame manifest, and `.unknownFrameFiles` when a frame file is not listed (it may be the
    /// user's, and a new render would otherwise mix with it or replace it).
    static func earlierRender(in folder: String, path: String) throws -> Set<String> {
        let names = Set(FileSystem.entries(of: folder))
        var listed: Set<String> = []
        if names.contains(FrameFiles.manifestName) {
            listed = try manifestFiles(folder + "/" + FrameFiles.manifestName, path: path)
            listed.insert(FrameFiles.manifestName)
        }
        // A listed name that is no longer a regular file (a folder put there since) is not ours.
        listed = listed.filter { FileSystem.lstatKind(of: folder + "/" + $0) == .regularFile || !names.contains($0) }
        let unknown = names.filter { (isFrameFile($0) || $0 == FrameFiles.manifestName) && !listed.contains($0) }.sorted()
        guard unknown.isEmpty else { throw OutputError(.unknownFrameFiles(unknown), path: path) }
        return listed.intersection(names)
    }

    /// The `file` of every entry of `frames` in the manifest at `manifestPath`.
    private static func manifestFiles(_ manifestPath: String, path: String) throws -> Set<String> {
        guard FileSystem.kind(of: manifestPath) == .regularFile,
              let data = FileManager.default.contents(atPath: manifestPath),
              case .object(let pairs)? = try? JSONParser.parse(Array(data)),
              case .array(let frames)? = pairs.first(where: { $0.key == "frames" })?.value else {
            throw OutputError(.foreignManifest, path: path)
        }
        var files: Set<String> = []
        for frame in frames {
            guard case .object(let fields) = frame, case .string(let file)? = fields.first(where: { $0.key == "file" })?.value,
                  isFrameFile(file), !file.contains("/") else {
                throw OutputError(.foreignManifest, path: path)
            }
            files.insert(file)
        }
        return files
    }
}
