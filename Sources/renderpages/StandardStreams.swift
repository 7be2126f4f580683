import Foundation

/// The three standard descriptors as the process found them. A descriptor the caller closed
/// (`<&-`, `>&-`) is reopened on /dev/null at once, before anything else opens a file: otherwise
/// the next file opened (a dispatch event descriptor, a staging file) would take its number, and
/// reading "standard input" or writing "standard output" would hit that file. Reads and writes
/// that were meant for a closed stream are then reported as errors, not sent to /dev/null.
enum StandardStreams {
    nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

    static func secure() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
            closedAtStart.insert(fd)
        }
    }

    static func isClosed(_ fd: Int32) -> Bool { closedAtStart.contains(fd) }
}
