/// Reading the files a command's provenance covers, as the command itself reads them: a scenario
/// up to the command line's scenario limit, then each of its look's `items.images` relative to
/// the scenario file's folder (as `ItemImages` resolves them for the command line), up to the
/// image file limit. Paths are kept as the command line names them, relative to the folder the
/// command runs in; `folder` is that folder when it is not the working one (`renderpages build`
/// checks a demos file's outputs from wherever it is started).
package struct ProvenanceInputs {
    /// A file that could not be read: its path as given and why, as a phrase.
    package struct Unreadable: Error, Sendable {
        package var path: String
        package var reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The folder relative paths are read from; nil for the working folder.
    package var folder: String?
    /// Every file read so far, in order, with its bytes' SHA-256 (the bytes are not kept: a
    /// command may read ten images of 128 MiB).
    package private(set) var digests: [(path: String, sha256: String)] = []

    package init(folder: String? = nil) {
        self.folder = folder
    }

    /// Adds the scenario file `path` (at most `limit` bytes) and returns its bytes, to be parsed
    /// by the caller, which then adds its images (`addImages`).
    package mutating func addScenario(_ path: String, limit: Int) throws(Unreadable) -> [UInt8] {
        let bytes = try read(path, limit: limit)
        digests.append((path, SHA256.hex(bytes)))
        return bytes
    }

    /// Adds `look`'s item images, read relative to the folder of the scenario at `scenarioPath`.
    package mutating func addImages(of look: LookSpec, scenarioPath: String) throws(Unreadable) {
        let scenarioFolder = scenarioPath.contains("/") ? String(scenarioPath[...scenarioPath.lastIndex(of: "/")!]) : ""
        for image in look.images {
            // The scenario's text is UTF-8; as a SystemPath it names the same bytes.
            let given = SystemPath.string(Array(image.utf8))
            let path = given.hasPrefix("/") ? given : scenarioFolder + given
            digests.append((path, SHA256.hex(try read(path, limit: ItemImages.maxFileBytes))))
        }
    }

    /// The bytes of `path`: a regular file of at most `limit` bytes.
    private func read(_ path: String, limit: Int) throws(Unreadable) -> [UInt8] {
        let full: String
        if let folder, !path.hasPrefix("/") {
            full = (folder.hasSuffix("/") ? folder : folder + "/") + path
        } else {
            full = path
        }
        switch FileSystem.kind(of: full) {
        case .regularFile: break
        case nil: throw Unreadable(path: path, reason: "it does not exist")
        default: throw Unreadable(path: path, reason: "it is not a regular file")
        }
        guard let bytes = SystemPath.contents(of: full, limit: limit) else {
            throw Unreadable(path: path, reason: "it cannot be read, or is larger than \(limit >> 20) MiB")
        }
        return bytes
    }
}
