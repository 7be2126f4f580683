import Foundation

/// Where an output path really goes: symbolic links to an existing file or folder are followed
/// (the link stays, its target is replaced), and "." or ".." are resolved, so the staging name
/// and the rename happen in the folder that holds the real target.
struct OutputPlace {
    /// The path that is replaced at commit.
    var target: String
    /// The folder holding `target`, where staging names and the lock go.
    var folder: String
    /// `target`'s last component.
    var name: String

    init(_ path: String) throws {
        guard !path.isEmpty else { throw OutputError(.emptyPath, path: path) }
        var target = path
        var info = stat()
        let split = FileSystem.split(path)
        if lstat(SystemPath.c(path), &info) == 0, info.st_mode & S_IFMT == S_IFLNK || split.name == "." || split.name == ".." || split.name == "/" {
            guard let real = FileSystem.resolved(path) else {
                // A link whose target is missing named "." (the link's own folder) as missing.
                if info.st_mode & S_IFMT == S_IFLNK, let target = FileSystem.linkTarget(path) {
                    throw OutputError(.danglingLink(target: target), path: path)
                }
                throw OutputError(.missingFolder(split.folder), path: path)
            }
            target = real
        }
        (folder, name) = FileSystem.split(target)
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw OutputError(.system(operation: "replace", code: EBUSY), path: path)
        }
        self.target = folder == "/" ? "/" + name : folder + "/" + name
    }
}
