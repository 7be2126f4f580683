import Foundation

/// A test seam that holds a commit at the two moments the races of a commit happen, so tests
/// drive them deterministically instead of sleeping: `before` (the state lock held, nothing moved
/// yet: where the attack scripts change the output while the run draws) and `after` (every item
/// moved, the state lock still held: where a signal finds a finished output).
///
/// Off unless the environment variable `RENDERPAGES_TEST_COMMIT_GATE` is `before:P` or `after:P`
/// for a path `P`: the commit then, at that moment, creates the file `P` and waits until someone
/// removes it.
enum CommitGate {
    static let variable = "RENDERPAGES_TEST_COMMIT_GATE"
    private static let setting: (moment: String, path: String)? = {
        guard let value = ProcessInfo.processInfo.environment[variable], let colon = value.firstIndex(of: ":") else { return nil }
        return (String(value[..<colon]), String(value[value.index(after: colon)...]))
    }()

    enum Moment: String {
        case before, after
    }

    static func pause(at moment: Moment) {
        guard let setting, setting.moment == moment.rawValue, !setting.path.isEmpty else { return }
        let flag = setting.path
        let fd = open(SystemPath.c(flag), O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        close(fd)
        // Polled every 10 ms (a test's patience, not a timing the result depends on).
        while access(SystemPath.c(flag), F_OK) == 0 { usleep(10_000) }
    }
}
