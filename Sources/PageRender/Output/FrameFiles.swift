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

    /// The most a frame manifest may weigh, in bytes: about three times the manifest of a render
    /// at the 100,000-frame limit (about 10 MB, docs/limits.md). A larger `manifest.json` is not
    /// one renderpages wrote, and is refused without reading it whole.
    static let manifestByteLimit = 32 << 20

    /// The name of the manifest that lists both the earlier and the new frames while a folder that
    /// also holds the user's files is updated in place (`FolderCommit`); it is moved over
    /// `manifest.json` first, so a run killed in that step leaves a folder the next run accepts.
    static let transitionManifestName = ".renderpages-transition.json"

    /// The names in `folder` that an earlier render wrote: its `manifest.json` and the frame files
    /// that manifest lists. Throws `OutputError.foreignManifest` when `manifest.json` is not a
    /// frame manifest (or weighs more than `manifestByteLimit`), and `.unknownFrameFiles` when a
    /// frame file is not listed (it may be the user's, and a new render would otherwise mix with
    /// it or replace it). Read through the folder's handle, links never followed.
    static func earlierRender(in folder: DirectoryHandle, path: String) throws -> Set<String> {
        let names = Set(folder.entries())
        var listed: Set<String> = []
        if names.contains(FrameFiles.manifestName) {
            listed = try manifestFiles(in: folder, path: path)
            listed.insert(FrameFiles.manifestName)
        }
        // A listed name that is no longer a regular file (a folder put there since) is not ours.
        listed = listed.filter { name in
            guard let info = folder.status(of: name) else { return true }
            return info.st_mode & S_IFMT == S_IFREG
        }
        let unknown = names.filter { (isFrameFile($0) || $0 == FrameFiles.manifestName) && !listed.contains($0) }.sorted()
        guard unknown.isEmpty else { throw OutputError(.unknownFrameFiles(unknown), path: path) }
        return listed.intersection(names)
    }

    /// The `file` of every entry of `frames` in the manifest of `folder`.
    private static func manifestFiles(in folder: DirectoryHandle, path: String) throws -> Set<String> {
        guard let data = folder.read(manifestName, limit: manifestByteLimit),
              case .object(let pairs)? = try? JSONParser.parse(data),
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

    /// A manifest that lists `files` and says why it is there: what a folder holds while it is
    /// updated in place.
    static func transitionManifest(listing files: [String]) -> [UInt8] {
        let list = files.sorted().map { #"{"file": "\#($0)"}"# }.joined(separator: ",\n    ")
        return Array("""
        {
          "note": "renderpages was stopped while it updated this folder; its frames may mix two renders. Render again.",
          "frames": [
            \(list)
          ]
        }

        """.utf8)
    }
}
