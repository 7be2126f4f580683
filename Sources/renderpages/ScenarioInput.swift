import ArgumentParser
import Foundation
import PageRender

/// Reads a scenario's bytes from a file or standard input with plain `read(2)` calls, so that a
/// closed standard input, a folder, a device that never ends or a failing disk is a one-line
/// error and never a crash (Foundation's FileHandle traps on a read error).
enum ScenarioInput {
    /// Largest scenario accepted, bytes: 10 MiB, a thousand times the largest sample scenario and
    /// far above what any gesture list needs; reading and validating it stays under a second
    /// (docs/limits.md). A longer input (or /dev/zero) is refused instead of filling memory.
    static let maxBytes = 10 << 20

    /// The bytes of `path`, or of standard input for "-". A missing or unreadable file or a
    /// folder is invalid input (exit 2); a read that fails midway is an I/O error (exit 1).
    static func read(_ path: String) throws -> [UInt8] {
        let name = sourceName(path)
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            fd = open(SystemPath.c(path), O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                let code = errno, reason = String(cString: strerror(code))
                // Out of descriptors or memory is the machine's state, not a wrong path (exit 1).
                if code == EMFILE || code == ENFILE || code == ENOMEM {
                    throw RenderError("cannot read scenario \(messageName(path)): \(reason); raise the open-file limit (ulimit -n) or close other programs")
                }
                throw ValidationError("cannot read scenario \(messageName(path)): \(reason); check the path, or pass - to read standard input")
            }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        guard !(path == "-" && StandardStreams.isClosed(fd)), fstat(fd, &info) == 0 else {
            throw ValidationError("cannot read \(name): standard input is closed; pipe a scenario in or pass a file")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw ValidationError("cannot read scenario \(name): it is a folder; pass a scenario file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                throw RenderError("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            guard bytes.count <= maxBytes else {
                throw ValidationError("\(name) is longer than \(maxBytes >> 20) MiB; a scenario is a small JSON document")
            }
        }
    }
}

/// A file name as an error message shows it: control characters escaped so the message stays
/// one line, cut to `JSONValue.messageValueLength` characters.
func messageName(_ path: String) -> String {
    JSONValue.escapedForMessage(path)
}
