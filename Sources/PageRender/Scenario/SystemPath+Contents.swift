import Foundation

extension SystemPath {
    /// The bytes of the file `path` (a `SystemPath`), at most `limit` of them, with plain
    /// `read(2)` calls (FileManager would take the path as UTF-8); nil when it cannot be opened
    /// or read, or is longer than `limit`.
    package static func contents(of path: String, limit: Int = .max) -> [UInt8]? {
        let fd = open(c(path), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
            guard bytes.count <= limit else { return nil }
        }
    }
}
