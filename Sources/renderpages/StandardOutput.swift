import Foundation
import PageRender

/// Standard output with every write checked: a full disk (`> /dev/full`), a closed descriptor or
/// a failing pipe is an error (exit 1), not a silently lost result. Unbuffered `write(2)` calls,
/// so nothing waits in a buffer to fail unseen at exit.
enum StandardOutput {
    /// The name errors give standard output.
    static let name = "standard output"

    static func write(_ text: String) throws {
        try write(Array(text.utf8))
    }

    static func write(_ bytes: [UInt8]) throws {
        if StandardStreams.isClosed(STDOUT_FILENO) { throw OutputError(.system(operation: "write to", code: EBADF), path: name) }
        var written = 0
        try bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = Foundation.write(STDOUT_FILENO, raw.baseAddress! + written, raw.count - written)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw OutputError(.system(operation: "write to", code: n == 0 ? EIO : errno), path: name) }
                written += n
            }
        }
    }

    static func line(_ text: String) throws { try write(text + "\n") }

    /// Closes standard output and reports a failed close (a delayed write error on some file
    /// systems). Called once, after the command succeeded; a descriptor already closed is fine.
    static func close() throws {
        fflush(nil)
        if !StandardStreams.isClosed(STDOUT_FILENO) && Foundation.close(STDOUT_FILENO) != 0 && errno != EBADF {
            throw OutputError(.system(operation: "write to", code: errno), path: name)
        }
    }
}
