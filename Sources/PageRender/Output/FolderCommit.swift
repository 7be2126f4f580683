import Foundation

/// A folder staged by an `OutputTransaction`: where it is, what it replaces, and how to tell the
/// earlier render's files in the folder it replaces.
struct StagedFolder: Sendable {
    /// The folder holding the output and the staging folder, opened when the output was staged.
    let parent: DirectoryHandle
    /// The staging folder's name in `parent` and its path (for the writers and the rollback).
    let stagedName: String
    let stagedPath: String
    /// The output folder's name in `parent`, its resolved path, and the output path as the
    /// caller gave it (errors name this one).
    let name: String
    let target: String
    let path: String
    /// The output folder found at staging (device and inode), or nil when there was none.
    let existing: FileIdentity?
    /// The names of an existing folder's entries that the earlier render wrote; throws to refuse
    /// the folder. Asked at staging and again at commit, of the folder as it is then.
    let earlierRender: @Sendable (DirectoryHandle) throws -> Set<String>
}

/// How a staged folder takes its output's place at commit, working only through folder handles
/// (`DirectoryHandle`), so nothing it does follows a link or reaches a folder it did not inspect.
///
/// - No folder there (and none at staging): the staged folder is renamed into place, never over
///   anything that appeared meanwhile.
/// - The folder found at staging, still there, still not a link, holding only the earlier render
///   (its manifest and the frames that manifest lists): the two are exchanged in one step, then the
///   earlier render's files are removed from the old folder, and the empty old folder.
/// - That folder also holding other entries (the user's): it is updated in place, and the user's
///   entries never move. A manifest listing the earlier and the new frames replaces
///   `manifest.json` first, the new frames are renamed over the old, the old frames the new render
///   does not have are removed, and the new manifest comes last. A run killed in this step (a
///   signal waits for it) leaves frames of both renders, all listed, which the next run replaces.
/// - Anything else (the folder gone, moved, replaced by another folder or by a link, or a frame
///   file no manifest lists put there during the run) refuses the commit before anything changed.
enum FolderCommit {
    static func commit(_ folder: StagedFolder) throws {
        let parent = folder.parent
        guard let now = parent.status(of: folder.name) else {
            guard folder.existing == nil else { throw OutputError(.changedDuringRun, path: folder.path) }
            try placeNew(folder)
            return
        }
        guard let existing = folder.existing, now.st_mode & S_IFMT == S_IFDIR, FileIdentity(now) == existing else {
            throw OutputError(.changedDuringRun, path: folder.path)
        }
        let target = try DirectoryHandle(folder.name, in: parent, path: folder.path)
        guard target.identity == existing else { throw OutputError(.changedDuringRun, path: folder.path) }
        try checkEmptiable(folder.name, in: parent, path: folder.path)
        let earlier = try folder.earlierRender(target)
        let staged = try DirectoryHandle(folder.stagedName, in: parent, path: folder.path)
        if onlyEarlierRender(in: target, earlier), try swap(folder, target: target, staged: staged, earlier: earlier) { return }
        try updateInPlace(folder, target: target, staged: staged, earlier: earlier)
    }

    /// Refuses a folder this run may not empty or write into (no write or search permission in
    /// it): checked when the folder is staged, before anything is drawn, and again at commit.
    static func checkEmptiable(_ name: String, in parent: DirectoryHandle, path: String) throws {
        guard faccessat(parent.fd, SystemPath.c(name), W_OK | X_OK, 0) == 0 else { throw OutputError.system("replace", path) }
    }

    /// Renames the staged folder to the output's free name.
    private static func placeNew(_ folder: StagedFolder) throws {
        var code = folder.parent.rename(folder.stagedName, to: folder.name, in: folder.parent, mode: .noReplace)
        if code == EINVAL || code == ENOSYS {
            // A file system without RENAME_NOREPLACE: checked just before, a plain rename.
            guard folder.parent.status(of: folder.name) == nil else { throw OutputError(.changedDuringRun, path: folder.path) }
            code = folder.parent.rename(folder.stagedName, to: folder.name, in: folder.parent)
        }
        if code == EEXIST || code == ENOTEMPTY { throw OutputError(.changedDuringRun, path: folder.path) }
        guard code == 0 else { throw OutputError.system("create", folder.path, code: code) }
    }

    /// Whether every entry of `target` (names compared as bytes) is one the earlier render wrote.
    private static func onlyEarlierRender(in target: DirectoryHandle, _ earlier: Set<String>) -> Bool {
        let ours = Set(earlier.map { Array($0.utf8) })
        return target.rawEntries().allSatisfy(ours.contains)
    }

    /// Exchanges the staged folder with `target`, then empties and removes the old one. False when
    /// the file system cannot exchange, or when an entry appeared in the old folder just before
    /// the exchange (it is then exchanged back): the caller updates in place instead.
    private static func swap(_ folder: StagedFolder, target: DirectoryHandle, staged: DirectoryHandle,
                             earlier: Set<String>) throws -> Bool {
        keepAttributes(of: target, on: staged)
        let parent = folder.parent
        let code = parent.rename(folder.stagedName, to: folder.name, in: parent, mode: .exchange)
        if code == EINVAL || code == ENOSYS || code == ENOTSUP { return false }
        guard code == 0 else { throw OutputError.system("replace", folder.path, code: code) }
        // The old folder, still `target`, now has the staging name.
        guard onlyEarlierRender(in: target, earlier) else {
            if parent.rename(folder.stagedName, to: folder.name, in: parent, mode: .exchange) == 0 { return false }
            // Cannot happen short of a failing disk: the new render stays in place, and the old
            // folder under the staging name keeps what it holds (the sweep removes only frames).
            return true
        }
        for name in earlier { target.remove(name) }
        if parent.isFolder(folder.stagedName, identity: target.identity) { parent.remove(folder.stagedName, folder: true) }
        return true
    }

    /// Moves the new render into `target` beside the user's entries (see the type's comment).
    private static func updateInPlace(_ folder: StagedFolder, target: DirectoryHandle, staged: DirectoryHandle,
                                      earlier: Set<String>) throws {
        let new = staged.entries().filter { $0 != FrameFiles.transitionManifestName }
        // Never over an entry that is not the earlier render's (earlierRender refuses unlisted
        // frame files; this holds for any other name too).
        let clashes = new.filter { !earlier.contains($0) && target.status(of: $0) != nil }.sorted()
        guard clashes.isEmpty else { throw OutputError(.unknownFrameFiles(clashes), path: folder.path) }
        let listed = earlier.union(new).filter(FrameFiles.isFrameFile)
        staged.remove(FrameFiles.transitionManifestName)
        try staged.create(FrameFiles.transitionManifestName, bytes: FrameFiles.transitionManifest(listing: Array(listed)), path: folder.path)
        func move(_ from: String, _ to: String) throws {
            let code = staged.rename(from, to: to, in: target)
            guard code == 0 else { throw OutputError.system("replace", folder.path + "/" + to, code: code) }
        }
        try move(FrameFiles.transitionManifestName, FrameFiles.manifestName)
        let newSet = Set(new)
        for name in new.sorted() where name != FrameFiles.manifestName { try move(name, name) }
        for name in earlier where !newSet.contains(name) && name != FrameFiles.manifestName { target.remove(name) }
        if newSet.contains(FrameFiles.manifestName) { try move(FrameFiles.manifestName, FrameFiles.manifestName) }
        folder.parent.remove(folder.stagedName, folder: true)
    }

    /// Gives `staged` the permissions (setgid and sticky bits too) and, where the run may, the
    /// owner and group of the folder `target` it replaces, so a re-render does not turn a 750 or
    /// a user's folder into the run's default 755 or root's. Best effort: a run that may not
    /// give a folder away keeps it as its own.
    private static func keepAttributes(of target: DirectoryHandle, on staged: DirectoryHandle) {
        var info = stat()
        guard fstat(target.fd, &info) == 0 else { return }
        if info.st_uid != geteuid() || info.st_gid != getegid() { _ = fchown(staged.fd, info.st_uid, info.st_gid) }
        _ = fchmod(staged.fd, info.st_mode & 0o7777)
    }
}
