import Foundation

/// An open folder: every operation names an entry relative to it (`openat`, `fstatat`,
/// `renameat2`, `unlinkat`), never through a path, so a folder swapped for a symbolic link or for
/// another folder after it was opened is not followed. The folder commit works on these alone.
///
/// A class: it owns the file descriptor and closes it in deinit.
final class DirectoryHandle: Sendable {
    let fd: Int32
    /// Device and inode of the folder when it was opened: what "the same folder" means.
    let identity: FileIdentity

    /// Opens the folder `path` (following links in it, as the user named it).
    convenience init(path: String) throws {
        try self.init(fd: open(SystemPath.c(path), O_RDONLY | O_DIRECTORY | O_CLOEXEC), path: path)
    }

    /// Opens the entry `name` of `folder`, refusing a symbolic link (`O_NOFOLLOW`); `path` names it
    /// in errors.
    convenience init(_ name: String, in folder: DirectoryHandle, path: String) throws {
        try self.init(fd: openat(folder.fd, SystemPath.c(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), path: path)
    }

    private init(fd: Int32, path: String) throws {
        guard fd >= 0 else { throw OutputError.system("open", path) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = OutputError.system("open", path)
            close(fd)
            throw error
        }
        self.fd = fd
        identity = FileIdentity(info)
    }

    deinit { close(fd) }

    /// What `name` is now, links not followed; nil when nothing has that name.
    func status(of name: String) -> stat? {
        var info = stat()
        return fstatat(fd, SystemPath.c(name), &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// Whether `name` is now the very folder `identity` names (not a link, not another folder).
    func isFolder(_ name: String, identity: FileIdentity) -> Bool {
        guard let info = status(of: name) else { return false }
        return info.st_mode & S_IFMT == S_IFDIR && FileIdentity(info) == identity
    }

    /// The folder's entries as raw bytes (a name that is not UTF-8 stays as it is), "." and ".."
    /// left out; empty when it cannot be read.
    func rawEntries() -> [[UInt8]] {
        // fdopendir takes the descriptor it is given, so it gets a copy; rewound, in case this
        // folder was read before through the same open file description.
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(dir) }
        rewinddir(dir)
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }

    /// The entries whose names are UTF-8 (the only ones renderpages itself ever writes).
    func entries() -> [String] {
        rawEntries().compactMap { String(validating: $0, as: UTF8.self) }
    }

    /// Up to `limit` bytes of the regular file `name` (links refused); nil when it is not a
    /// regular file, cannot be read, or is longer than `limit`.
    func read(_ name: String, limit: Int) -> [UInt8]? {
        let file = openat(fd, SystemPath.c(name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= limit else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
            guard bytes.count <= limit else { return nil }
        }
    }

    /// Creates the regular file `name` (it must not exist) holding `bytes`.
    func create(_ name: String, bytes: [UInt8], path: String) throws {
        let file = openat(fd, SystemPath.c(name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw OutputError.system("create", path) }
        do {
            try FileSystem.writeAll(file, bytes, path: path)
        } catch {
            close(file)
            throw error
        }
        guard close(file) == 0 else { throw OutputError.system("write", path) }
    }

    /// Removes the entry `name` (a file or link, or with `folder` an empty folder); false when it
    /// could not.
    @discardableResult
    func remove(_ name: String, folder: Bool = false) -> Bool {
        unlinkat(fd, SystemPath.c(name), folder ? AT_REMOVEDIR : 0) == 0
    }

    /// How `rename(_:to:in:mode:)` treats an existing destination.
    enum RenameMode: UInt32 {
        /// Replaces a file (or an empty folder) at the destination.
        case replace = 0
        /// Fails with EEXIST when the destination exists (Linux `RENAME_NOREPLACE`, value 1 in
        /// linux/fs.h).
        case noReplace = 1
        /// Swaps the two names in one step (`RENAME_EXCHANGE`, value 2 in linux/fs.h).
        case exchange = 2
    }

    /// Renames this folder's entry `name` to `newName` in `folder`; returns 0, or the errno.
    /// EINVAL or ENOSYS for `.noReplace` or `.exchange` means the file system cannot.
    func rename(_ name: String, to newName: String, in folder: DirectoryHandle, mode: RenameMode = .replace) -> Int32 {
        let result: Int32
        if mode == .replace {
            result = renameat(fd, SystemPath.c(name), folder.fd, SystemPath.c(newName))
        } else {
            guard let renameat2 = Self.renameat2 else { return ENOSYS }
            result = renameat2(fd, SystemPath.c(name), folder.fd, SystemPath.c(newName), mode.rawValue)
        }
        return result == 0 ? 0 : errno
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's renameat2, looked up at run time: Swift's Glibc module does not export it.
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
}

/// Device and inode: which object on disk a name or a descriptor is.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
