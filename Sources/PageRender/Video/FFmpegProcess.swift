import Foundation
import Synchronization

/// The system's `ffmpeg` program as a child process that reads raw frames on its standard input.
///
/// A separate program, never linked: Debian builds libavcodec with `--enable-gpl` (x264, x265),
/// so linking it would put renderpages under the GPL, while running the program does not
/// (docs/output.md). Its standard input is one end of a Unix socket pair, written with
/// MSG_NOSIGNAL, so an `ffmpeg` that dies mid-stream is an error here, never a SIGPIPE that ends
/// the whole process. It runs in a process group of its own, so a terminal's Ctrl-C reaches
/// renderpages alone, which stops it (`stopAll`) before it rolls back its output; its signal
/// dispositions are reset to the defaults (renderpages ignores SIGINT and the like for its own
/// handler, and ignored signals would be inherited across exec).
///
/// A program that hangs is bounded (`Deadlines`): one that stops reading its input for
/// `Deadlines.stall`, or does not exit within `Deadlines.exit` of its input's end, is sent
/// SIGTERM, then after `Deadlines.grace` SIGKILL, to its whole process group; a child of it that
/// keeps its standard error open after it exited gets the same `Deadlines.grace`. No process it
/// started outlives the run.
///
/// Nor does the program outlive renderpages killed outright (SIGKILL, the OOM killer), which runs
/// no handler: it is started through util-linux's `setpriv --pdeathsig KILL` (`deathSignal`),
/// which asks the kernel (`prctl(PR_SET_PDEATHSIG)`) to send it SIGKILL when its parent dies and
/// then executes it in the same process, where the request survives `execve`. The kernel sends
/// that signal when the *thread* that started the child ends, not only the process, so an
/// `FFmpegProcess` is made, written and finished on one thread that lives until it is finished
/// (`VideoExport.write` does all three in one call on its caller's thread). Without `setpriv`
/// the program is started directly and, after a SIGKILL of renderpages, reads the end of its
/// input and finishes a short video under the staging name (swept by `StaleStaging`).
package final class FFmpegProcess {
    /// How long renderpages waits for the program before it stops it.
    package struct Deadlines: Sendable, Equatable {
        /// Longest time the program may go without reading any input, seconds: an encoder
        /// reads a frame at least every few seconds even at 8192 px a side (libvpx-vp9 at
        /// `-deadline good` encodes about one 4K frame a second on one core), so 120 s is a hang.
        package var stall: Double
        /// Longest time from the input's end to the program's exit, seconds: the encoder's
        /// buffered frames and the MP4's `+faststart` rewrite of the whole file.
        package var exit: Double
        /// Time between SIGTERM and SIGKILL, and the wait for a standard error still open
        /// after the program exited, seconds.
        package var grace: Double

        package init(stall: Double, exit: Double, grace: Double) {
            self.stall = stall
            self.exit = exit
            self.grace = grace
        }

        package static let standard = Deadlines(stall: 120, exit: 120, grace: 2)
    }

    /// The program's name on the PATH and the Debian package that installs it.
    static let program = "ffmpeg"
    static let debianPackage = "ffmpeg"

    /// `setpriv` and the arguments that make the kernel kill the program it executes when the
    /// thread that started it ends (util-linux 2.33 and later; Debian's `util-linux`, which every
    /// Debian system has); nil when no `setpriv` is found, then the program is started directly.
    static let deathSignal: [String]? = {
        for folder in ["/usr/bin", "/bin", "/usr/sbin", "/sbin"] {
            let candidate = folder + "/setpriv"
            if FileSystem.kind(of: candidate) == .regularFile, access(candidate, X_OK) == 0 {
                // setpriv's own option, spelt apart from renderpages' options (LibraryWordingTests).
                return [candidate, "--" + "pdeathsig", "KILL", "--"]
            }
        }
        return nil
    }()

    /// The running children, for `stopAll`.
    private static let running = Mutex<Set<pid_t>>([])

    private let pid: pid_t
    private var input: Int32
    private let errorTail: ErrorTail
    private var finished = false
    /// Bytes the program's input has taken (some may still wait unread in the socket).
    private var sentBytes = 0
    private let deadlines: Deadlines

    /// The absolute path of `ffmpeg` on `searchPath` (a PATH value; the process's own when nil).
    /// Throws `VideoError.programMissing` when no folder of it holds an executable `ffmpeg`.
    package static func locate(searchPath: String? = nil) throws -> String {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = folder.hasSuffix("/") ? "\(folder)\(program)" : "\(folder)/\(program)"
            if FileSystem.kind(of: candidate) == .regularFile, access(candidate, X_OK) == 0 { return candidate }
        }
        throw VideoError(.programMissing(program: program, debianPackage: debianPackage))
    }

    /// Starts `executable` with `arguments` (not counting the program's name); standard output
    /// goes to /dev/null, standard error is kept for `finish`'s message.
    init(executable: String, arguments: [String], deadlines: Deadlines = .standard) throws {
        self.deadlines = deadlines
        // Socket pairs rather than pipes: created close-on-exec in one call (no other thread's
        // spawn can inherit them), and written without SIGPIPE.
        let stream = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        var sockets: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, stream, 0, &sockets) == 0 else {
            throw VideoError(.cannotStart(program: Self.program, code: errno))
        }
        guard socketpair(AF_UNIX, stream, 0, &errorPipe) == 0 else {
            let code = errno
            close(sockets[0]); close(sockets[1])
            throw VideoError(.cannotStart(program: Self.program, code: code))
        }
        defer { close(sockets[1]); close(errorPipe[1]) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        // Nothing else of this process's: an inherited descriptor (an output lock, a pipe a
        // parent reads to its end) would outlive renderpages in a program that is still running.
        // (glibc's addclosefrom_np is not in Swift's Glibc module, so each open one is named.)
        for name in FileSystem.entries(of: "/proc/self/fd") {
            if let fd = Int32(name), fd > 2, fcntl(fd, F_GETFD) >= 0, fcntl(fd, F_GETFD) & FD_CLOEXEC == 0 {
                posix_spawn_file_actions_addclose(&actions, fd)
            }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // Through setpriv, which executes `executable` in the process posix_spawn made: the pid,
        // its process group and its descriptors are the program's own.
        let command = (Self.deathSignal ?? []) + [executable] + arguments
        let argv = command.map { SystemPath.c($0).withUnsafeBufferPointer { strdup($0.baseAddress!) } } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = Self.running.withLock { running -> Int32 in
            let result = posix_spawn(&child, command[0], &actions, &attributes, argv, environ)
            if result == 0 { running.insert(child) }
            return result
        }
        guard spawned == 0 else {
            close(sockets[0]); close(errorPipe[0])
            throw VideoError(.cannotStart(program: Self.program, code: spawned))
        }
        do {
            errorTail = try ErrorTail(reading: errorPipe[0])
        } catch {
            kill(child, SIGKILL)
            _ = Self.wait(for: child)
            close(sockets[0])
            throw VideoError(.cannotStart(program: Self.program, code: error.code))
        }
        pid = child
        input = sockets[0]
        // A send that moves no byte for `stall` seconds returns EAGAIN (socket(7), SO_SNDTIMEO).
        var timeout = Self.timeval(seconds: deadlines.stall)
        setsockopt(input, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        if !finished {
            Self.signalGroup(pid, SIGKILL)
            _ = Self.wait(for: pid)
            joinErrorTail()
        }
        if input >= 0 { close(input) }
    }

    /// Writes `bytes` to the program's standard input. Throws `VideoError.programFailed` (with
    /// its exit status and last error line) when the program has stopped reading: it exited or
    /// was killed; `VideoError.programHung` (after stopping it) when it read nothing for
    /// `Deadlines.stall` seconds.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = send(input, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if sent > 0 { offset += sent; sentBytes += sent; continue }
            if sent < 0 && errno == EINTR { continue }
            if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                let read = self.read
                stop()
                let what = read > 0 ? "read \(read) bytes of its input, then nothing more for" : "read none of its input for"
                throw VideoError(.programHung(program: Self.program, what: what, seconds: deadlines.stall))
            }
            // EPIPE or ECONNRESET: the program closed its input, so it ended; say how.
            try finish()
            throw VideoError(.programFailed(program: Self.program, status: "stopped reading its input", lastLine: errorTail.lastLine))
        }
    }

    /// Closes the program's input, waits for it to end and throws `VideoError.programFailed`
    /// unless it exited with status 0, `VideoError.programHung` (after stopping it) when it did
    /// not exit within `Deadlines.exit` seconds, and `VideoError.programReportedWriteError`
    /// when it exited 0 after a write error on its standard error (ffmpeg 5.1's Matroska muxer
    /// does, on a full disk).
    func finish() throws {
        guard !finished else { return }
        finished = true
        close(input)
        input = -1
        guard let ended = Self.wait(for: pid, deadline: deadlines.exit) else {
            stop()
            throw VideoError(.programHung(program: Self.program, what: "did not exit within", seconds: deadlines.exit))
        }
        joinErrorTail()
        if let status = ended {
            throw VideoError(.programFailed(program: Self.program, status: status, lastLine: errorTail.lastLine))
        }
        if let line = errorTail.writeFailure {
            throw VideoError(.programReportedWriteError(program: Self.program, line: line))
        }
    }

    /// Bytes of its input the program has read, at least: those sent less those still queued in
    /// the socket (`SIOCOUTQ`, the request number of `TIOCOUTQ`; it counts the kernel's
    /// bookkeeping of the queued bytes too, so never too few are taken off).
    private var read: Int {
        var queued: Int32 = 0
        guard ioctl(input, UInt(TIOCOUTQ), &queued) == 0 else { return 0 }
        return max(0, sentBytes - Int(queued))
    }

    /// Ends the program and its process group: SIGTERM, then SIGKILL after `Deadlines.grace`
    /// seconds; reaps it and stops reading its standard error.
    private func stop() {
        finished = true
        Self.signalGroup(pid, SIGTERM)
        if Self.wait(for: pid, deadline: deadlines.grace) == nil {
            Self.signalGroup(pid, SIGKILL)
            _ = Self.wait(for: pid)
        }
        joinErrorTail()
    }

    /// Waits for the program's standard error to close; when something it started still holds
    /// it `Deadlines.grace` seconds after the program ended, that process group is killed and
    /// the reading stops.
    private func joinErrorTail() {
        guard !errorTail.join(within: deadlines.grace) else { return }
        Self.signalGroup(pid, SIGKILL)
        errorTail.stopReading()
    }

    /// Sends `signal` to `child`'s process group (it leads a group of its own) and to `child`.
    private static func signalGroup(_ child: pid_t, _ signal: Int32) {
        kill(-child, signal)
        kill(child, signal)
    }

    private static func timeval(seconds: Double) -> Glibc.timeval {
        let whole = max(0, seconds.rounded(.down))
        return Glibc.timeval(tv_sec: Int(whole), tv_usec: Int((seconds - whole) * 1_000_000))
    }

    /// Kills every running `ffmpeg` this process started and waits for each to end, so none is
    /// left writing after an interrupted run rolls back its output. Safe from any thread.
    package static func stopAll() {
        let children = running.withLock { $0 }
        for child in children { signalGroup(child, SIGKILL) }
        for child in children { _ = wait(for: child) }
    }

    /// Reaps `child` if it ends within `deadline` seconds: .some(nil) when it exited with status
    /// 0, .some(how it ended) otherwise; nil when it is still running at the deadline.
    private static func wait(for child: pid_t, deadline: Double) -> String?? {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let end = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 + deadline
        while true {
            var status: Int32 = 0
            let result = waitpid(child, &status, WNOHANG)
            if result == 0 {
                clock_gettime(CLOCK_MONOTONIC, &now)
                if Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 >= end { return nil }
                // 10 ms: a poll that costs nothing next to an encoder's work.
                usleep(10_000)
                continue
            }
            if result < 0 && errno == EINTR { continue }
            return .some(reaped(child, result: result, status: status))
        }
    }

    /// Reaps `child`: nil when it exited with status 0, else how it ended ("exited with status
    /// 1", "was killed by signal 9").
    private static func wait(for child: pid_t) -> String? {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(child, &status, 0) } while result < 0 && errno == EINTR
        return reaped(child, result: result, status: status)
    }

    /// How `child` ended, from waitpid's `result` and `status`.
    private static func reaped(_ child: pid_t, result: pid_t, status: Int32) -> String? {
        running.withLock { _ = $0.remove(child) }
        // ECHILD: `stopAll` reaped it on another thread while interrupting, so it was killed.
        guard result == child else { return "was killed" }
        let signal = status & 0x7F
        if signal != 0 { return "was killed by signal \(signal)" }
        let code = (status >> 8) & 0xFF
        return code == 0 ? nil : "exited with status \(code)"
    }
}
