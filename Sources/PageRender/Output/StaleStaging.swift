import Foundation

/// Staging entries that a run killed outright (SIGKILL, a power cut) left next to its outputs,
/// and their removal by a later run that writes into the same folder.
///
/// A staging name carries the writer's process id (`.renderpages-<pid>-<n>.tmp` or `.staging`,
/// `OutputTransaction`), so an entry whose process no longer exists may be an orphan. It is one
/// only when it has also not changed for `minimumAge`: a run in another PID namespace (another
/// container sharing the folder) looks dead to `kill`, but a live run adds a frame file to its
/// staged folder every few seconds and writes a staged file in one go, so its entries are never
/// that old. Of a staged folder only what renderpages writes into one is removed.
enum StaleStaging {
    /// How long an entry of a process that looks gone must have stood unchanged before it is
    /// removed, in seconds: one hour, a design choice far above any pause of a live writer.
    static let minimumAge: Double = 3600

    /// What a staging name says: the writer's process id and whether it is a file or a folder.
    struct Name: Equatable {
        let pid: Int32
        let isFolder: Bool
    }

    /// Parses `.renderpages-<pid>-<n>.tmp` (a staged file) and `.renderpages-<pid>-<n>.staging`
    /// or `.staging-old` (a staged folder, or an old folder set aside during its swap); nil for
    /// any other name, lock files included.
    static func parse(_ name: String) -> Name? {
        guard name.hasPrefix(".renderpages-") else { return nil }
        let rest = name.dropFirst(".renderpages-".count)
        guard let dot = rest.firstIndex(of: ".") else { return nil }
        let numbers = rest[..<dot].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let pid = Int32(numbers[0]), pid > 0 else { return nil }
        switch rest[rest.index(after: dot)...] {
        case "tmp": return Name(pid: pid, isFolder: false)
        case "staging", "staging-old": return Name(pid: pid, isFolder: true)
        default: return nil
        }
    }

    /// Whether process `pid` no longer exists (`kill(pid, 0)` fails with ESRCH; a process of
    /// another user answers EPERM and counts as alive).
    static func isGone(_ pid: Int32) -> Bool {
        pid != getpid() && kill(pid, 0) == -1 && errno == ESRCH
    }

    /// Whether `path` was last modified at least `minimumAge` before `now` (seconds since 1970).
    static func isOld(_ path: String, now: Double) -> Bool {
        var info = stat()
        guard lstat(SystemPath.c(path), &info) == 0 else { return false }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 <= now - minimumAge
    }

    /// Removes the orphaned staging entries in `folder` (at `now`, seconds since 1970): a staged
    /// file whole; of a staged folder only what renderpages writes into one (frame files and
    /// `manifest.json`, regular files), then the folder if that left it empty. A folder swap
    /// interrupted at the wrong moment may have left the user's own files in it; those, and the
    /// folder, stay. Returns how many entries were removed.
    @discardableResult
    static func sweep(_ folder: String, now: Double = Date().timeIntervalSince1970) -> Int {
        var removed = 0
        for name in FileSystem.entries(of: folder) {
            guard let staging = parse(name), isGone(staging.pid), isOld(folder + "/" + name, now: now) else { continue }
            let path = folder + "/" + name
            switch (FileSystem.lstatKind(of: path), staging.isFolder) {
            case (.regularFile?, false):
                if unlink(SystemPath.c(path)) == 0 { removed += 1 }
            case (.folder?, true):
                for entry in FileSystem.entries(of: path) where FrameFiles.isFrameFile(entry) || entry == FrameFiles.manifestName
                    || entry == FrameFiles.transitionManifestName {
                    if FileSystem.lstatKind(of: path + "/" + entry) == .regularFile, unlink(SystemPath.c(path + "/" + entry)) == 0 { removed += 1 }
                }
                if rmdir(SystemPath.c(path)) == 0 { removed += 1 }
            default:
                continue
            }
        }
        return removed
    }
}
