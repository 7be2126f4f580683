import Foundation

/// Writes files atomically: into a temporary file in the same folder, then renamed over the
/// destination, so a reader never sees a half-written file.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { tmp in
            guard FileManager.default.createFile(atPath: tmp, contents: Data(bytes)) else {
                throw RenderError("cannot write \(path): the folder is not writable; choose another --out")
            }
        }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Lets `produce` write a temporary path, then renames it to `path`. The temporary file is
    /// removed when `produce` throws.
    public static func write(to path: String, _ produce: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("cannot write \(path): the folder \(folder) does not exist; create it or choose another path")
        }
        let tmp = folder + "/." + url.lastPathComponent + ".\(getpid()).tmp"
        do {
            try produce(tmp)
            guard rename(tmp, path) == 0 else {
                throw RenderError("cannot write \(path): \(String(cString: strerror(errno))); choose another path")
            }
        } catch {
            unlink(tmp)
            throw error
        }
    }

    /// Creates `path` as a folder (and its parents) or throws a one-line error naming it.
    public static func makeFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw RenderError("cannot use \(path) as the output folder: it is a file; choose another --out")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw RenderError("cannot create the output folder \(path): check permissions or choose another --out")
        }
    }
}
