import Foundation

/// A `ByteSink` writing a new file, a buffer at a time: what an animation streams into, so its
/// memory does not grow with its frames (docs/limits.md). Every failure is an `OutputError`
/// naming the file. Owns the file descriptor.
final class StagedFileSink: ByteSink {
    /// Bytes gathered before a `write`, 1 MiB: a design choice, large enough that a write costs
    /// little against encoding what fills it, small against a frame of a phone screen at @3x
    /// (11.9 MB).
    static let bufferSize = 1 << 20

    private var fd: Int32
    let path: String
    private var buffer: [UInt8] = []
    /// Bytes already handed to the file.
    private var written = 0

    /// Creates `path` (mode 0644, failing if it exists).
    init(creating path: String) throws {
        fd = open(SystemPath.c(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError.system("create", path) }
        self.path = path
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit { if fd >= 0 { close(fd) } }

    var count: Int { written + buffer.count }

    func append(_ bytes: UnsafeRawBufferPointer) throws {
        if buffer.count + bytes.count > Self.bufferSize { try flush() }
        if bytes.count >= Self.bufferSize {
            try FileSystem.writeAll(fd, bytes, path: path)
            written += bytes.count
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    func overwrite(at offset: Int, with bytes: [UInt8]) throws {
        precondition(offset >= 0 && offset + bytes.count <= count, "overwrite past the bytes written")
        try flush()
        var done = 0
        try bytes.withUnsafeBytes { raw in
            while done < raw.count {
                let n = pwrite(fd, raw.baseAddress! + done, raw.count - done, off_t(offset + done))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw OutputError.system("write", path, code: n == 0 ? EIO : errno) }
                done += n
            }
        }
    }

    /// Writes what is buffered and closes the file, checking the close too (a delayed write
    /// error surfaces there on some file systems).
    func finish() throws {
        try flush()
        let descriptor = fd
        fd = -1
        guard Glibc.close(descriptor) == 0 else { throw OutputError.system("write", path) }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try FileSystem.writeAll(fd, $0, path: path) }
        written += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }
}
