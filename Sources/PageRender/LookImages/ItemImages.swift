import Foundation

/// Reads the files of a look's `items.images` (PNG or JPEG, told apart by their first bytes),
/// once per run, before anything is drawn. Every problem is a `ScenarioError` at the field's path
/// (`look.items.images[1]`) with the fix, so the command line reports it as bad input.
package enum ItemImages {
    /// Largest image side, px: the frames' own limit (`ScenarioLimits.maxPixelsPerSide`).
    static let maxSide = Int(ScenarioLimits.maxPixelsPerSide)
    /// Largest decoded image, bytes: 64 MiB, a 4096 × 4096 photo at 4 bytes a pixel; ten such
    /// images stay within a desktop's memory next to the frames.
    static let maxDecodedBytes = 64 << 20
    /// Largest image file, bytes: twice `maxDecodedBytes`. An image within the decoded limit is
    /// smaller on disk (deflate's stored blocks add 5 bytes per 64 KiB; a JPEG at quality 100
    /// without subsampling stays under its raw size), with room to spare for metadata; a larger
    /// file (a video named .jpg) is refused from its size instead of being read whole.
    static let maxFileBytes = 2 * maxDecodedBytes

    /// The decoded images of `look`, paths relative to `directory`: the scenario file's folder,
    /// or, with `fromStandardInput`, the working folder (a missing file's message says which).
    package static func load(_ look: LookSpec, relativeTo directory: URL, fromStandardInput: Bool = false) throws -> [PixelImage] {
        try load(look, relativeTo: directory, base: fromStandardInput ? .standardInput : .scenarioFile)
    }

    /// The decoded images of a look given to the library's renderers: relative paths are read
    /// from the working folder.
    static func load(_ look: LookSpec) throws -> [PixelImage] {
        try load(look, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), base: .workingFolder)
    }

    /// Where relative paths are looked for, as a missing file's message names it.
    enum Base {
        /// The command line: the scenario file's folder.
        case scenarioFile
        /// The command line reading the scenario from standard input: the working folder.
        case standardInput
        /// The library's renderers: the working folder.
        case workingFolder

        var text: String {
            switch self {
            case .scenarioFile: return "relative to the scenario file"
            case .standardInput: return "relative to the working folder (the scenario came from standard input)"
            case .workingFolder: return "read from the working folder; give an absolute path, or read the scenario with Scenario.read(_:imageFolder:)"
            }
        }
    }

    static func load(_ look: LookSpec, relativeTo directory: URL, base: Base) throws -> [PixelImage] {
        try load(look, relativeTo: directory.path, base: base)
    }

    /// The decoded images of `look`, paths relative to the folder `directory` (a `SystemPath`:
    /// the command line's scenario folder keeps bytes that are not UTF-8). A file `decoded`
    /// already holds is not read again; one decoded here is added to it, so the looks of one run
    /// (the columns of a comparison) share their files' pixels.
    package static func load(_ look: LookSpec, relativeTo directory: String, fromStandardInput: Bool, decoded: inout Decoded) throws -> [PixelImage] {
        try load(look, relativeTo: directory, base: fromStandardInput ? .standardInput : .scenarioFile, decoded: &decoded.files)
    }

    /// The files a run has decoded, by device and inode, with the problem of each that failed.
    package struct Decoded {
        var files: [ImageFileKey: Result<PixelImage, ImageProblem>] = [:]

        package init() {}
    }

    static func load(_ look: LookSpec, relativeTo directory: String, base: Base) throws -> [PixelImage] {
        var decoded: [ImageFileKey: Result<PixelImage, ImageProblem>] = [:]
        return try load(look, relativeTo: directory, base: base, decoded: &decoded)
    }

    /// Each distinct file (device and inode) is decoded once, however many entries name it, and
    /// a problem with it is one line, at its first entry. Running out of memory is not the
    /// file's problem: it ends the loading with a `RenderError` at once.
    static func load(_ look: LookSpec, relativeTo directory: String, base: Base,
                     decoded: inout [ImageFileKey: Result<PixelImage, ImageProblem>]) throws -> [PixelImage] {
        var errors: [ScenarioError] = []
        var images: [PixelImage] = []
        var entries: [ImageFileKey: (error: Int, more: Int)] = [:]
        for (i, path) in look.images.enumerated() {
            let field = "look.items.images[\(i)]"
            do {
                let file = try open(path: path, relativeTo: directory, base: base)
                if decoded[file.identity] == nil {
                    do { decoded[file.identity] = .success(try decode(file)) } catch let problem as ImageProblem {
                        decoded[file.identity] = .failure(problem)
                    }
                }
                switch decoded[file.identity]! {
                case let .success(image):
                    images.append(image)
                case let .failure(problem):
                    if let first = entries[file.identity] {
                        entries[file.identity] = (first.error, first.more + 1)
                    } else {
                        entries[file.identity] = (errors.count, 0)
                        errors.append(ScenarioError(field, "\"\(path)\" \(problem.text)"))
                    }
                }
            } catch let problem as ImageProblem {
                errors.append(ScenarioError(field, "\"\(path)\" \(problem.text)"))
            }
        }
        for (error, more) in entries.values where more > 0 {
            errors[error].message += " (\(more) more \(more == 1 ? "entry names" : "entries name") the same file)"
        }
        guard errors.isEmpty else { throw ScenarioErrors(errors) }
        return images
    }

    struct ImageProblem: Error {
        var text: String
    }

    /// A file by its device and inode: two paths to one file are one image.
    struct ImageFileKey: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// An image file found and checked, not yet read.
    struct ImageFile {
        var full: String
        var shown: String
        var size: Int
        var identity: ImageFileKey
    }

    static func decode(path: String, relativeTo directory: URL, base: Base = .scenarioFile) throws -> PixelImage {
        try decode(open(path: path, relativeTo: directory.path, base: base))
    }

    static func decode(path: String, relativeTo directory: String, base: Base = .scenarioFile) throws -> PixelImage {
        try decode(open(path: path, relativeTo: directory, base: base))
    }

    /// The file `path` names, a regular file within the size limit.
    static func open(path: String, relativeTo directory: String, base: Base) throws(ImageProblem) -> ImageFile {
        // The scenario's text is UTF-8; as a SystemPath it names the same bytes.
        let given = SystemPath.string(Array(path.utf8))
        let full = given.hasPrefix("/") ? given : (directory.hasSuffix("/") ? directory : directory + "/") + given
        let shown = JSONValue.escapedPathForMessage(full)
        var info = stat()
        guard stat(SystemPath.c(full), &info) == 0 else {
            throw ImageProblem(text: "does not exist (looked for \(shown)); paths are \(base.text)")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw ImageProblem(text: "is a folder (\(shown)); name a PNG or JPEG file")
        }
        // A FIFO would block the read until something writes to it, a device would never end.
        if info.st_mode & S_IFMT != S_IFREG {
            throw ImageProblem(text: "is not a regular file (\(shown): a device, FIFO or socket); name a PNG or JPEG file")
        }
        if Int(info.st_size) > maxFileBytes {
            throw ImageProblem(text: "is \(Int(info.st_size) >> 20) MiB, larger than a PNG or JPEG of at most \(maxDecodedBytes >> 20) MiB decoded can be (\(maxFileBytes >> 20) MiB); check the path or scale it down")
        }
        return ImageFile(full: full, shown: shown, size: Int(info.st_size),
                         identity: ImageFileKey(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// The pixels of `file`. Throws `ImageProblem` for the file's faults, a `RenderError` when the
    /// memory to decode it cannot be had.
    static func decode(_ file: ImageFile) throws -> PixelImage {
        let shown = file.shown
        guard let bytes = SystemPath.contents(of: file.full, limit: maxFileBytes) else {
            throw ImageProblem(text: "cannot be read (\(shown)); check that it is a file you may read")
        }
        if let size = PixelImage.pngSize(bytes) {
            try check(width: size.width, height: size.height)
            // The decoded surface and the pixels copied from it.
            do { try MemoryHeadroom.ensure(2 * size.width * size.height * 4, for: "decoding \(shown)") } catch let error as RenderError {
                throw RenderError(error.problem + "; use a smaller image or raise the limit")
            }
            do { return try PixelImage(png: bytes) } catch {
                if let problem = PNGProblem.find(in: bytes) {
                    throw ImageProblem(text: "is not a whole PNG file: \(problem); re-export it as PNG or JPEG")
                }
                guard MemoryHeadroom.canMap(2 * size.width * size.height * 4 + MemoryHeadroom.margin) else {
                    throw RenderError("out of memory: decoding \(shown) (\(size.width) × \(size.height) px) needs more memory than is available; use a smaller image")
                }
                throw ImageProblem(text: "is not a PNG file libpng can decode: its chunks are whole but its compressed pixels are corrupt or cut short; re-export it as PNG or JPEG")
            }
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else {
            throw ImageProblem(text: "is neither a PNG nor a JPEG file (\(bytes.count) bytes); use a .png or .jpg image")
        }
        do {
            return try JPEGDecoder.decode(bytes, maxSide: maxSide, maxBytes: maxDecodedBytes)
        } catch .tooLarge(let width, let height) {
            try check(width: width, height: height)
            throw ImageProblem(text: "is \(width) × \(height) px, too large; scale it down")
        } catch .tooManyScans(let width, let height, _) {
            throw ImageProblem(text: "is a progressive JPEG (\(width) × \(height) px) of more than \(JPEGDecoder.maxScans) scans, more decoding work than any encoder's file needs; re-export it as PNG or as a baseline JPEG")
        } catch .corrupt(let reason) {
            throw ImageProblem(text: "is not a JPEG file libjpeg can decode (\(reason)); re-export it as PNG or JPEG")
        } catch {
            throw RenderError("out of memory: decoding \(shown) needs more memory than is available; use a smaller image")
        }
    }

    /// The size limits, checked from the header before any pixel is decoded.
    static func check(width: Int, height: Int) throws(ImageProblem) {
        if width > maxSide || height > maxSide {
            throw ImageProblem(text: "is \(width) × \(height) px, more than \(maxSide) px a side; scale it down")
        }
        if width * height * 4 > maxDecodedBytes {
            throw ImageProblem(text: "is \(width) × \(height) px, \((width * height * 4) >> 20) MiB decoded, more than \(maxDecodedBytes >> 20) MiB; scale it down")
        }
    }
}
