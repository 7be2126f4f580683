import Dispatch
import Foundation
import Synchronization

/// The end of what a child process writes to its standard error, read on a thread of its own
/// until the pipe closes, so the child never blocks on a full pipe and an error message can
/// quote its last line. Only the last `keptBytes` are kept, however much it writes.
final class ErrorTail: Sendable {
    /// Bytes kept: a design choice, several lines of ffmpeg's messages (one is under 200 bytes).
    static let keptBytes = 4096

    private let tail = Mutex<[UInt8]>([])
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `descriptor`, which this object closes at end of file.
    init(reading descriptor: Int32) {
        DispatchQueue.global().async { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                self.tail.withLock { kept in
                    kept += buffer[..<count]
                    if kept.count > Self.keptBytes { kept.removeFirst(kept.count - Self.keptBytes) }
                }
            }
            close(descriptor)
            self.done.signal()
        }
    }

    /// Waits until the child's standard error is closed (it has ended). Call once.
    func join() {
        done.wait()
    }

    /// The last non-empty line, without surrounding white space; nil when nothing was written.
    var lastLine: String? {
        let text = String(decoding: tail.withLock { $0 }, as: UTF8.self)
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
        return lines.lazy.map { $0.trimmingCharacters(in: .whitespaces) }.last { !$0.isEmpty }
    }
}
