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

    /// Starts reading `descriptor`, which this object closes at end of file, on a thread started
    /// here (pthread_create): libdispatch's `async` retries forever when it cannot start a
    /// thread, and a video run under `ulimit -v 100000` hung there (2026-11-27, once ffmpeg had
    /// died of the same limit). Throws `ThreadStartFailure` (descriptor closed) when the thread
    /// cannot start.
    init(reading descriptor: Int32) throws(ThreadStartFailure) {
        let reader = Unmanaged.passRetained(Reader(tail: self, descriptor: descriptor)).toOpaque()
        var thread = pthread_t()
        let code = pthread_create(&thread, nil, { raw in
            Unmanaged<Reader>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, reader)
        guard code == 0 else {
            Unmanaged<Reader>.fromOpaque(reader).release()
            close(descriptor)
            throw ThreadStartFailure(code: code)
        }
        pthread_detach(thread)
    }

    /// A thread could not be started; `code` is pthread_create's error (EAGAIN: no memory for
    /// its stack or the thread limit).
    struct ThreadStartFailure: Error {
        var code: Int32
    }

    /// The reading thread's work, handed through pthread_create's pointer.
    private final class Reader: @unchecked Sendable {
        let tail: ErrorTail
        let descriptor: Int32

        init(tail: ErrorTail, descriptor: Int32) {
            self.tail = tail
            self.descriptor = descriptor
        }

        func run() {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                tail.tail.withLock { kept in
                    kept += buffer[..<count]
                    if kept.count > ErrorTail.keptBytes { kept.removeFirst(kept.count - ErrorTail.keptBytes) }
                }
            }
            close(descriptor)
            tail.done.signal()
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
