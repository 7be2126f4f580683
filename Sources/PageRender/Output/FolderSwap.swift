import Foundation

/// How a staged folder takes an existing folder's place at commit.
enum FolderSwap {
    /// Puts `staged` at `target`. When `target` exists, the two are exchanged in one step (or,
    /// where the file system cannot, by two renames), so `target` always names one whole
    /// output. Then the entries of the old folder that `replacing` does not name (the user's
    /// own files) are moved into the new one and the rest removed, with the old folder.
    static func commit(staged: String, target: String, replacing: Set<String>) throws {
        guard FileSystem.kind(of: target) == .folder else {
            guard rename(staged, target) == 0 else { throw OutputError.system("replace", target) }
            return
        }
        try checkEmptiable(target)
        keepAttributes(of: target, on: staged)
        let old = staged
        if try !FileSystem.exchange(staged, target) {
            let aside = staged + "-old"
            guard rename(target, aside) == 0 else { throw OutputError.system("replace", target) }
            guard rename(staged, target) == 0 else {
                let error = OutputError.system("replace", target)
                rename(aside, target)
                throw error
            }
            try keepForeignEntries(of: aside, in: target, replacing: replacing)
            return
        }
        try keepForeignEntries(of: old, in: target, replacing: replacing)
    }

    /// Refuses an existing folder this run may not empty (no write or search permission in it):
    /// after the swap its earlier frames could not be removed nor the user's files moved into the
    /// new folder, so the run would fail with the new output in place and the old one, with the
    /// user's files, hidden under the staging name. Checked when the folder is staged (before
    /// anything is drawn) and again at commit.
    static func checkEmptiable(_ target: String, path: String? = nil) throws {
        guard access(target, W_OK | X_OK) == 0 else { throw OutputError.system("replace", path ?? target) }
    }

    /// Gives `staged` the permissions (setgid and sticky bits too) and, where the run may, the
    /// owner and group of the folder `target` it replaces, so a re-render does not turn a 750 or
    /// a user's folder into the run's default 755 or root's. Best effort: a run that may not
    /// give a folder away keeps it as its own.
    private static func keepAttributes(of target: String, on staged: String) {
        var info = stat()
        guard stat(target, &info) == 0 else { return }
        if info.st_uid != geteuid() || info.st_gid != getegid() { _ = chown(staged, info.st_uid, info.st_gid) }
        _ = chmod(staged, info.st_mode & 0o7777)
    }

    /// Moves every entry of `old` whose name is not in `replacing` into `target` (never over an
    /// existing entry), removes the replaced entries, then `old` itself. Names are handled as
    /// bytes, so a file name that is not UTF-8 is moved as it is.
    private static func keepForeignEntries(of old: String, in target: String, replacing: Set<String>) throws {
        let replaced = Set(replacing.map { Array($0.utf8) })
        for name in rawEntries(of: old) {
            let from = join(old, name), to = join(target, name)
            if replaced.contains(name) {
                _ = from.withUnsafeBufferPointer { unlink($0.baseAddress!) }
                continue
            }
            let free = to.withUnsafeBufferPointer { buffer -> Bool in
                var info = stat()
                return lstat(buffer.baseAddress!, &info) != 0
            }
            guard free else { continue }
            let moved = from.withUnsafeBufferPointer { f in to.withUnsafeBufferPointer { rename(f.baseAddress!, $0.baseAddress!) } }
            guard moved == 0 else { throw OutputError.system("keep a file of", target) }
        }
        // Left in place when it still holds an entry that could not be moved (a name clash).
        rmdir(old)
    }

    /// `folder` + "/" + `name` as a NUL-terminated C path.
    private static func join(_ folder: String, _ name: [UInt8]) -> [CChar] {
        (Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
    }

    /// The entry names of `folder` as raw bytes, except "." and "..".
    static func rawEntries(of folder: String) -> [[UInt8]] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }
}
