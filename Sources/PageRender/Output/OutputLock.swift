import Foundation

/// An exclusive lock on one output path, so two runs never write the same output at once.
///
/// The lock is `flock` on a small file next to the output, named after a hash of the output's
/// name so that the name stays short (a legal 255-byte output name still works). The file is
/// removed on release; a run that opened it before the removal finds, once it holds the lock,
/// that the name now points elsewhere (or nowhere) and starts over, so two runs never both hold
/// "the" lock. A run killed outright leaves the file behind, but not the lock: the kernel drops
/// `flock` locks with the process, and the next run takes it over.
final class OutputLock: Sendable {
    let path: String
    private let fd: Int32

    /// Takes the lock on `target` (an output path in `folder`) without waiting; throws
    /// `OutputError.busy` when another run holds it.
    init(target: String, folder: String, name: String) throws {
        let lockPath = folder + "/" + Self.lockName(for: name)
        while true {
            // Never through a link (O_NOFOLLOW: ELOOP) and never blocking on a FIFO (O_NONBLOCK):
            // anyone who may write into the folder can predict the name and plant either.
            let fd = open(SystemPath.c(lockPath), O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let code = errno
                if code == ELOOP { throw OutputError(.lockNotAFile(lockPath), path: target) }
                // A lock file that is there but cannot be opened (another user's, EACCES; a
                // folder, EISDIR) is the lock's problem, not the output's.
                var existing = stat()
                if lstat(SystemPath.c(lockPath), &existing) == 0 { throw OutputError(.lockUnusable(lock: lockPath, code: code), path: target) }
                throw OutputError.system("write", target, code: code)
            }
            var opened = stat()
            guard fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
                close(fd)
                throw OutputError(.lockNotAFile(lockPath), path: target)
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                close(fd)
                if code == EWOULDBLOCK { throw OutputError(.busy, path: target) }
                throw OutputError.system("write", target, code: code)
            }
            var held = stat(), named = stat()
            if fstat(fd, &held) == 0, lstat(SystemPath.c(lockPath), &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev {
                self.fd = fd
                self.path = lockPath
                return
            }
            close(fd)
        }
    }

    /// Removes the lock file and drops the lock (in this order, see the type's comment).
    func release() {
        unlink(SystemPath.c(path))
        close(fd)
    }

    /// ".renderpages-" + 16 hex digits of the 64-bit FNV-1a hash of the output's name + ".lock":
    /// 35 bytes whatever the name's length. FNV-1a's offset basis and prime are the published
    /// 64-bit parameters (docs/limits.md, "Output names").
    static func lockName(for name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in SystemPath.bytes(name) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return ".renderpages-" + String(repeating: "0", count: 16 - hex.count) + hex + ".lock"
    }
}
