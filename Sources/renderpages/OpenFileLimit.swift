import Foundation

/// The open-file limit a run needs. Below it a run does not fail cleanly: libdispatch's worker
/// pool traps (SIGILL) when it cannot open the /proc files it watches threads with, and the
/// trapped run leaves its staging folder (1 run in 10 at `ulimit -n`
/// 10 to 12 with 2 threads). So a low soft limit is raised to the minimum when the hard limit
/// allows, and otherwise the run stops before it starts, exit 1, naming the fix.
enum OpenFileLimit {
    /// Descriptors a run may need at once, a design margin over what one uses: the three standard
    /// streams, fontconfig's files, the scenario and item images, the output's lock and folder
    /// handles, one file per encoding thread, and libdispatch's /proc reads. Measured without
    /// this check (the carousel sample, 2 threads): 10 of 10 renders passed at `ulimit -n` 16 and
    /// 10 of 10 at 24, and a run trapped at 10 to 12. 64 is four times 16, room for more threads.
    static let minimum: rlim_t = 64

    static func ensure() {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < minimum else { return }
        if limit.rlim_max >= minimum {
            limit.rlim_cur = minimum
            if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 { return }
        }
        let line = "error: the open-file limit (ulimit -n) is \(limit.rlim_cur), below the \(minimum) renderpages needs; raise it with ulimit -n \(minimum)\n"
        FileHandle.standardError.write(Data(line.utf8))
        exit(1)
    }
}
