import Foundation

/// The few POSIX file operations the output transaction is built from, each throwing an
/// `OutputError` that names the path. Plain system calls, not FileManager: FileManager on Linux
/// writes through hidden temporaries of its own and follows no lock.
enum FileSystem {
    /// The kind of what `path` names (following symbolic links), or nil when nothing is there.
    static func kind(of path: String) -> FileSystemKind? {
        var info = stat()
        guard stat(SystemPath.c(path), &info) == 0 else { return nil }
        return FileSystemKind(mode: info.st_mode)
    }

    /// The kind of `path` itself (a symbolic link is `.other`), or nil when nothing is there.
    static func lstatKind(of path: String) -> FileSystemKind? {
        var info = stat()
        guard lstat(SystemPath.c(path), &info) == 0 else { return nil }
        return FileSystemKind(mode: info.st_mode)
    }

    /// Whether anything (even a dangling symbolic link) is named `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(SystemPath.c(path), &info) == 0
    }

    /// `path` split into its folder and last component, trailing slashes ignored
    /// ("a/b/" -> ("a", "b"), "b" -> (".", "b"), "/b" -> ("/", "b")).
    static func split(_ path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let folder = trimmed[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
    }

    /// What the symbolic link `path` points to, as it is written in the link; nil when `path` is
    /// not a link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(SystemPath.c(path), &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return SystemPath.string(buffer[..<n].map { UInt8(bitPattern: $0) })
    }

    /// The absolute path of an existing `path` with symbolic links resolved, or nil.
    static func resolved(_ path: String) -> String? {
        guard let real = realpath(SystemPath.c(path), nil) else { return nil }
        defer { free(real) }
        return SystemPath.string(UnsafeRawBufferPointer(start: real, count: strlen(real)))
    }

    /// Creates `path` (mode 0644, failing if it exists) and writes all of `bytes`, then closes it,
    /// checking the close too (a delayed write error surfaces there on some file systems).
    static func create(_ path: String, bytes: [UInt8]) throws {
        let fd = open(SystemPath.c(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError.system("create", path) }
        do {
            try writeAll(fd, bytes, path: path)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw OutputError.system("write", path) }
    }

    /// Writes every byte to `fd`, retrying short writes and EINTR.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        try bytes.withUnsafeBytes { try writeAll(fd, $0, path: path) }
    }

    /// Writes every byte of `raw` to `fd`, retrying short writes and EINTR.
    static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer, path: String) throws {
        var written = 0
        while written < raw.count {
            let n = write(fd, raw.baseAddress! + written, raw.count - written)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw OutputError.system("write", path, code: n == 0 ? EIO : errno) }
            written += n
        }
    }

    /// Removes `path` and, when it is a folder, everything in it (symbolic links are removed,
    /// never followed). Returns how many entries were removed. Used only on folders the
    /// transaction created itself.
    @discardableResult
    static func removeTree(_ path: String) -> Int {
        var info = stat()
        guard lstat(SystemPath.c(path), &info) == 0 else { return 0 }
        guard info.st_mode & S_IFMT == S_IFDIR else { return unlink(SystemPath.c(path)) == 0 ? 1 : 0 }
        var removed = 0
        for name in entries(of: path) { removed += removeTree(path + "/" + name) }
        return removed + (rmdir(SystemPath.c(path)) == 0 ? 1 : 0)
    }

    /// The names in folder `path` except "." and "..", in directory order (empty if unreadable).
    static func entries(of path: String) -> [String] {
        guard let dir = opendir(SystemPath.c(path)) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                SystemPath.string(raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Flushes the file or folder `path` to the disk (`fsync`); best effort: a file system that
    /// cannot sync (or a path that cannot be opened) is left as it is.
    static func sync(_ path: String) {
        let fd = open(SystemPath.c(path), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
