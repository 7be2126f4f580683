import Foundation
import Synchronization

/// The files and folders one run of the tool has created, so that a failure midway or an
/// interrupt (SIGINT) can remove them and leave nothing half-done behind.
///
/// This is process-wide on purpose: a signal is delivered to the process, and whoever handles it
/// must find every path the run touched. `AtomicFile` registers each temporary file before it is
/// written and each destination before it is renamed into place, both under the lock, so an
/// interrupt either sees a path registered or the path does not exist yet.
public enum OutputRun {
    struct State: Sendable {
        /// Temporary files being written; removed first on abandon (see `abandon`).
        var temporaries: [String] = []
        /// Destination files renamed into place by this run, in creation order.
        var files: [String] = []
        /// Folders this run created, parents before children.
        var folders: [String] = []
        /// Set once the run has been abandoned; no further output may be created.
        var abandoned = false
    }

    static let state = Mutex(State())

    /// Removes everything this run created (temporaries, files, then folders deepest first if they
    /// are empty) and forgets it. Returns how many paths were removed. Called when a command fails.
    @discardableResult
    public static func rollback() -> Int {
        state.withLock { s in
            let removed = removeAll(s)
            s = State(abandoned: s.abandoned)
            return removed
        }
    }

    /// Removes everything this run created and then calls `finish` while still holding the lock, so
    /// no other thread can create or rename output afterwards. The signal handler passes a `finish`
    /// that ends the process (`_exit`), which never returns.
    public static func abandon(then finish: (_ removed: Int) -> Never) -> Never {
        state.withLock { s in
            s.abandoned = true
            finish(removeAll(s))
        }
    }

    /// Temporaries go first: a temporary renamed before the sweep is then a registered file, one
    /// renamed after it no longer exists, so the order leaves no window for a stray destination.
    private static func removeAll(_ s: State) -> Int {
        var removed = 0
        for path in s.temporaries + s.files.reversed() where unlink(path) == 0 { removed += 1 }
        for path in s.folders.reversed() where rmdir(path) == 0 { removed += 1 }
        return removed
    }

    static func abandonedError(_ path: String) -> RenderError {
        RenderError("cannot write \(path): the run was interrupted")
    }

    /// Registers a temporary file about to be created.
    static func beginTemporary(_ path: String) throws {
        try state.withLock { s in
            guard !s.abandoned else { throw abandonedError(path) }
            s.temporaries.append(path)
        }
    }

    /// Renames `temporary` to `destination` and records the destination as created by this run.
    static func commitTemporary(_ temporary: String, to destination: String) throws {
        try state.withLock { s in
            guard !s.abandoned else { throw abandonedError(destination) }
            guard rename(temporary, destination) == 0 else {
                throw RenderError("cannot write \(destination): \(String(cString: strerror(errno))); choose another path")
            }
            s.temporaries.removeAll { $0 == temporary }
            if !s.files.contains(destination) { s.files.append(destination) }
        }
    }

    /// Forgets a temporary file after removing it (its writer failed).
    static func discardTemporary(_ path: String) {
        state.withLock { s in
            unlink(path)
            s.temporaries.removeAll { $0 == path }
        }
    }

    /// Creates `path` and any missing parents, recording each folder it created.
    static func createFolder(_ path: String) throws {
        try state.withLock { s in
            guard !s.abandoned else { throw abandonedError(path) }
            var missing: [String] = []
            var url = URL(fileURLWithPath: path).standardizedFileURL
            while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
                missing.insert(url.path, at: 0)
                url = url.deletingLastPathComponent()
            }
            for folder in missing {
                guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                    throw RenderError("cannot create the output folder \(path): \(String(cString: strerror(errno))); check the path or choose another --out")
                }
                s.folders.append(folder)
            }
        }
    }
}
