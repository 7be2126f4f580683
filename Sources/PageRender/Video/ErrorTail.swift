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
    private let descriptor: Int32
    private let joined = Mutex(false)

    /// Starts reading `descriptor`, which this object closes when it is released, on a thread started
    /// here (pthread_create): libdispatch's `async` retries forever when it cannot start a
    /// thread, and a video run under `ulimit -v 100000` hung there (once ffmpeg had died of the
    /// same limit). Throws `ThreadStartFailure` (descriptor closed) when the thread
    /// cannot start.
    init(reading descriptor: Int32) throws(ThreadStartFailure) {
        self.descriptor = descriptor
        let reader = Unmanaged.passRetained(Reader(tail: self, descriptor: descriptor)).toOpaque()
        var thread = pthread_t()
        let code = pthread_create(&thread, nil, { raw in
            Unmanaged<Reader>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, reader)
        guard code == 0 else {
            Unmanaged<Reader>.fromOpaque(reader).release()
            throw ThreadStartFailure(code: code)
        }
        pthread_detach(thread)
    }

    deinit {
        // After the reading thread, which holds this object until it ends.
        close(descriptor)
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
            tail.done.signal()
        }
    }

    /// Waits until the child's standard error is closed (it has ended), at most `seconds`;
    /// false when it is still open then. Once it answered true, it answers true at once.
    func join(within seconds: Double) -> Bool {
        if joined.withLock({ $0 }) { return true }
        guard done.wait(timeout: .now() + seconds) == .success else { return false }
        joined.withLock { $0 = true }
        return true
    }

    /// Ends the reading when something other than the child still holds its standard error
    /// open: the socket is shut down, so the read returns end of file once what was written has
    /// been read, and waits for that.
    func stopReading() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        guard !joined.withLock({ $0 }) else { return }
        done.wait()
        joined.withLock { $0 = true }
    }

    /// The last non-empty line, without surrounding white space, as a message quotes it: control
    /// characters escaped and cut to a path's length in messages (`JSONValue.escapedPathForMessage`:
    /// its start and end kept), so a program's output cannot move the terminal's cursor, set its
    /// clipboard or fill the screen; nil when nothing was written.
    var lastLine: String? {
        lines.last.map { JSONValue.escapedPathForMessage($0) }
    }

    /// The line, as `lastLine` quotes it, of a write error: ffmpeg reports a full disk or a
    /// failed write ("Error writing trailer of …: No space left on device") and may still exit 0.
    var writeFailure: String? {
        lines.last { line in Self.writeFailures.contains { line.localizedCaseInsensitiveContains($0) } }
            .map { JSONValue.escapedPathForMessage($0) }
    }

    /// What ffmpeg's messages say when its output could not be written: strerror's texts of
    /// ENOSPC, EDQUOT, EFBIG and EIO, and the libavformat messages around them.
    static let writeFailures = ["No space left on device", "Disk quota exceeded", "File too large", "Input/output error",
                                "Error writing trailer", "Error closing file", "Error submitting a packet to the muxer"]

    /// The non-empty lines kept, trimmed.
    private var lines: [String] {
        let text = String(decoding: tail.withLock { $0 }, as: UTF8.self)
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
