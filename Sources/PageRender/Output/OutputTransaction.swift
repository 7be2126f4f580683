import Foundation
import Synchronization

/// The output of one command as a transaction: every file and folder is written under a staging
/// name next to its target and moved into place only by `commit()`, so a failed or interrupted
/// run leaves the previous output as it was, and nothing the run did not write is replaced.
///
/// The command that writes creates one transaction, passes it to every writer, commits at the
/// end and rolls back on failure (a signal handler may roll it back from another thread):
///
///     let output = OutputTransaction()
///     do {
///         try output.write(pngBytes, to: "chart.png")
///         let staging = try output.stageFolder("frames", replacing: { _ in [] })
///         try FileSystem-free writes into `staging` ...
///         try output.commit()
///     } catch { output.rollback(); throw error }
///
/// Each output path is locked (`OutputLock`) from its staging to the commit or rollback, so a
/// second run on the same output fails with `OutputError.busy` instead of mixing two outputs.
/// Errors are `OutputError` values naming the path; the caller words them.
///
/// A class: it owns file descriptors (the locks) and is shared with a signal handler.
public final class OutputTransaction: Sendable {
    enum Item {
        /// A file written at `staged`, renamed over `target` at commit.
        case file(staged: String, target: String)
        /// A folder filled at its staging path, put in place of its target by `FolderCommit`.
        case folder(StagedFolder)

        var staged: String {
            switch self {
            case .file(let staged, _): staged
            case .folder(let folder): folder.stagedPath
            }
        }
        var target: String {
            switch self {
            case .file(_, let target): target
            case .folder(let folder): folder.target
            }
        }
    }

    struct State {
        var items: [Item] = []
        var locks: [String: OutputLock] = [:]
        /// Parent folders created for a staged folder, outermost first; kept on commit, removed
        /// (when empty) on rollback.
        var createdFolders: [String] = []
        /// Folders already cleared of orphaned staging entries (`StaleStaging`), once each.
        var sweptFolders: Set<String> = []
        var finished = false
        /// Set when `commit()` has moved every item into place.
        var committed = false
    }

    let state = Mutex(State())
    /// True: an existing regular file is replaced whoever wrote it. False: only a file that
    /// carries the mark of this tool's output inside it (`WrittenMark`); any other is refused
    /// (`OutputError.Reason.notWrittenHere`).
    let replacesAnyFile: Bool
    /// Numbers staging names apart across every transaction of the process.
    private static let stagingNumbers = Atomic<Int>(0)

    /// An empty transaction: nothing staged, nothing locked. `replacesAnyFile`: replace existing
    /// files this tool did not write too (a command line's `--force`).
    public init(replacesAnyFile: Bool = false) {
        self.replacesAnyFile = replacesAnyFile
    }

    /// Writes `bytes` as the file `path` at commit.
    public func write(_ bytes: [UInt8], to path: String) throws {
        try stageFile(path) { staged in try FileSystem.create(staged, bytes: bytes) }
    }

    /// Writes `text` as UTF-8 to the file `path` at commit.
    public func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Stages the file `path`: `produce` writes a new file at the staging path it is given (in
    /// the same folder as `path`, so the commit is one rename). The folder must exist, and an
    /// existing `path` must be a regular file. Staging one path twice keeps the later file.
    func stageFile(_ path: String, _ produce: (_ stagedPath: String) throws -> Void) throws {
        let place = try OutputPlace(path)
        guard FileSystem.kind(of: place.folder) == .folder else {
            throw OutputError(.missingFolder(place.folder), path: path)
        }
        try checkReplaceable(place.target, path: path)
        let staged = try begin(place, path: path, suffix: "tmp") { .file(staged: $0, target: place.target) }
        do {
            try Self.namingOutput(path, for: staged) { try produce(staged) }
        } catch {
            discard(staged)
            throw error
        }
    }

    /// Stages the folder `path` and returns a new empty folder next to it for the caller to fill;
    /// at commit the filled folder takes `path`'s place (`FolderCommit`). When `path` exists (it
    /// must be a folder, not a link to one), `replacing` is given it and returns the names of the
    /// earlier output's entries, which the new folder replaces; every other entry is kept where it
    /// is. `replacing` is asked again at commit, of the folder as it is then; throw from it to
    /// refuse a folder. Missing parents are created.
    func stageFolder(_ path: String, replacing: @escaping @Sendable (DirectoryHandle) throws -> Set<String>) throws -> String {
        let place = try OutputPlace(path)
        switch FileSystem.kind(of: place.target) {
        case nil, .folder?: break
        case .some: throw OutputError(.notAFolder, path: path)
        }
        try createParents(of: place, path: path)
        let parent = try DirectoryHandle(path: place.folder)
        if parent.status(of: place.name) != nil { try FolderCommit.checkEmptiable(place.name, in: parent, path: path) }
        var existing: FileIdentity?
        let staged = try begin(place, path: path, suffix: "staging") { staged in
            .folder(StagedFolder(parent: parent, stagedName: FileSystem.split(staged).name, stagedPath: staged,
                                 name: place.name, target: place.target, path: path, existing: existing, earlierRender: replacing))
        } prepare: {
            guard parent.status(of: place.name) != nil else { return }
            let target = try DirectoryHandle(place.name, in: parent, path: path)
            existing = target.identity
            _ = try replacing(target)
        }
        guard mkdirat(parent.fd, SystemPath.c(FileSystem.split(staged).name), 0o777) == 0 else {
            let error = OutputError.system("create", staged)
            discard(staged)
            throw error
        }
        return staged
    }

    /// Moves every staged file and folder into place, in the order they were staged, and
    /// releases the locks. Each item is checked again first: a target that changed during the run
    /// (a file turned into a link, a folder moved, replaced or linked) is refused. After a
    /// failure the items not yet moved, the failing one included, are removed; those moved stay.
    /// Throws `OutputError.abandoned` after a rollback.
    public func commit() throws {
        try state.withLock { s in
            guard !s.finished else { throw OutputError(.abandoned, path: s.items.first?.target ?? "") }
            s.finished = true
            defer { Self.finish(&s, removingCreatedFolders: false) }
            CommitGate.pause(at: .before)
            while let item = s.items.first {
                switch item {
                case .file(let staged, let target): try commitFile(staged, over: target)
                case .folder(let folder): try FolderCommit.commit(folder)
                }
                s.items.removeFirst()
            }
            s.committed = true
            CommitGate.pause(at: .after)
        }
    }

    /// Whether `commit()` moved every item into place (false before it, after a rollback, and
    /// after a commit that failed).
    public var isCommitted: Bool { state.withLock { $0.committed } }

    /// Renames the staged file over `target`, which must still be replaceable and not have
    /// become a symbolic link; an existing file's permissions and (where the run may) owner and
    /// group pass to the new one, so a private 0600 file stays private.
    private func commitFile(_ staged: String, over target: String) throws {
        var info = stat()
        if lstat(SystemPath.c(target), &info) == 0 {
            guard info.st_mode & S_IFMT != S_IFLNK else { throw OutputError(.changedDuringRun, path: target) }
            try checkReplaceable(target, path: target)
            if info.st_uid != geteuid() || info.st_gid != getegid() { _ = chown(SystemPath.c(staged), info.st_uid, info.st_gid) }
            _ = chmod(SystemPath.c(staged), info.st_mode & 0o7777)
        }
        // The staged bytes reach the disk before the name points at them, and the rename before
        // the commit returns: after a power cut the output is the old file or the whole new one,
        // never an empty one. About 12 ms an output (docs/limits.md: fsync of frames, one per
        // file, is what is left out).
        FileSystem.sync(staged)
        guard rename(SystemPath.c(staged), SystemPath.c(target)) == 0 else { throw OutputError.system("replace", target) }
        FileSystem.sync(FileSystem.split(target).folder)
    }

    /// Removes everything staged and the parent folders this transaction created (if empty),
    /// releases the locks, and refuses any later staging or commit. Returns how many paths were
    /// removed. Safe to call from a signal handler's thread, any number of times.
    @discardableResult
    public func rollback() -> Int {
        state.withLock { s in
            guard !s.finished else { return 0 }
            s.finished = true
            return Self.finish(&s, removingCreatedFolders: true)
        }
    }

    /// Removes what is still staged, releases the locks; with `removingCreatedFolders`, also the
    /// created parents (deepest first, only when empty).
    @discardableResult
    private static func finish(_ s: inout State, removingCreatedFolders: Bool) -> Int {
        var removed = 0
        for item in s.items {
            // A writer thread may still be adding files to a staged folder: sweep until it is gone.
            for _ in 0..<3 where FileSystem.exists(item.staged) { removed += FileSystem.removeTree(item.staged) }
        }
        s.items = []
        // Locks first: a lock file sits in the folder of its output, which may be a created one.
        for lock in s.locks.values { lock.release() }
        s.locks = [:]
        if removingCreatedFolders {
            for folder in s.createdFolders.reversed() where rmdir(SystemPath.c(folder)) == 0 { removed += 1 }
        }
        s.createdFolders = []
        return removed
    }

    /// Locks `place` (once per transaction), names a staging path next to it and records the
    /// item, all under the state lock so a rollback sees every staged path.
    private func begin(_ place: OutputPlace, path: String, suffix: String, item: (String) -> Item,
                       prepare: () throws -> Void = {}) throws -> String {
        try state.withLock { s in
            guard !s.finished else { throw OutputError(.abandoned, path: path) }
            if s.locks[place.target] == nil {
                s.locks[place.target] = try OutputLock(target: path, folder: place.folder, name: place.name)
            }
            if s.sweptFolders.insert(place.folder).inserted { StaleStaging.sweep(place.folder) }
            try prepare()
            // Short whatever the target's name (".renderpages-" + pid + counter + suffix), so a
            // legal 255-byte output name still gets a legal staging name.
            let number = Self.stagingNumbers.add(1, ordering: .relaxed).newValue
            let staged = place.folder + "/.renderpages-\(getpid())-\(number).\(suffix)"
            if let earlier = s.items.firstIndex(where: { $0.target == place.target }) {
                FileSystem.removeTree(s.items[earlier].staged)
                s.items.remove(at: earlier)
            }
            s.items.append(item(staged))
            return staged
        }
    }

    /// Refuses an existing `target` that is not a regular file, or a regular file this tool did
    /// not write unless any may be replaced; `path` names it in the error.
    func checkReplaceable(_ target: String, path: String) throws {
        guard let kind = FileSystem.kind(of: target) else { return }
        guard kind == .regularFile else { throw OutputError(.notARegularFile(kind), path: path) }
        if !replacesAnyFile && !WrittenMark.isSet(on: target) { throw OutputError(.notWrittenHere, path: path) }
    }

    /// Runs `body`; an `OutputError` it throws about `staged` (or a file in it) names the output
    /// path `path` instead, so a full disk names `--out`, not a hidden staging name.
    static func namingOutput<T>(_ path: String, for staged: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as OutputError where error.path.hasPrefix(staged) {
            error.path = path + error.path.dropFirst(staged.count)
            throw error
        }
    }

    /// Removes a staged path whose writer failed and forgets it.
    private func discard(_ staged: String) {
        state.withLock { s in
            FileSystem.removeTree(staged)
            s.items.removeAll { $0.staged == staged }
        }
    }

    private func createParents(of place: OutputPlace, path: String) throws {
        var missing: [String] = []
        var folder = place.folder
        while !FileSystem.exists(folder), folder != "/", folder != "." {
            missing.insert(folder, at: 0)
            folder = FileSystem.split(folder).folder
        }
        try state.withLock { s in
            guard !s.finished else { throw OutputError(.abandoned, path: path) }
            for folder in missing {
                guard mkdir(SystemPath.c(folder), 0o777) == 0 || errno == EEXIST else { throw OutputError.system("create", folder) }
                s.createdFolders.append(folder)
            }
        }
        guard FileSystem.kind(of: place.folder) == .folder else { throw OutputError(.missingFolder(place.folder), path: path) }
    }
}

extension OutputTransaction {
    /// Writes one file at once: stage, commit, or roll back on failure.
    public static func write(_ bytes: [UInt8], to path: String, replacesAnyFile: Bool = false) throws {
        let output = OutputTransaction(replacesAnyFile: replacesAnyFile)
        do {
            try output.write(bytes, to: path)
            try output.commit()
        } catch {
            output.rollback()
            throw error
        }
    }
}
