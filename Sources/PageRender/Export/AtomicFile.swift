import Foundation

/// Writes files atomically: into a temporary file in the same folder, then renamed over the
/// destination, so a reader never sees a half-written file.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        // Plain open/write rather than FileManager.createFile, which on Linux writes through a
        // hidden temporary of its own that an interrupt could leave behind unregistered.
        try write(to: path) { tmp in
            let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else {
                throw RenderError("cannot write \(path): \(String(cString: strerror(errno))); choose another --out")
            }
            defer { close(fd) }
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + written, bytes.count - written) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else {
                    throw RenderError("cannot write \(path): \(String(cString: strerror(errno))); free some space or choose another --out")
                }
                written += n
            }
        }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Lets `produce` write a temporary path, then renames it to `path`. The temporary file is
    /// removed when `produce` throws. Both are registered with `OutputRun`, so an interrupt or a
    /// later failure of the same run removes them too.
    public static func write(to path: String, _ produce: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("cannot write \(path): the folder \(folder) does not exist or is not a folder; create it or choose another path")
        }
        let tmp = folder + "/." + url.lastPathComponent + ".\(getpid()).tmp"
        try OutputRun.beginTemporary(tmp)
        do {
            try produce(tmp)
            try OutputRun.commitTemporary(tmp, to: path)
        } catch {
            OutputRun.discardTemporary(tmp)
            throw error
        }
    }

    /// Creates `path` as a folder (and its parents) or throws a one-line error naming it. Folders
    /// it creates are registered with `OutputRun`.
    public static func makeFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw RenderError("cannot use \(path) as the output folder: it is a file; choose another --out")
            }
            return
        }
        try OutputRun.createFolder(path)
    }
}
