internal import CXattr

/// The mark on every file the output transaction writes: an extended attribute, set on the staged
/// file before it is renamed into place, so the next run can tell its own earlier output (which it
/// replaces) from a file it did not write (which it refuses unless told to replace any file). A
/// copy, or a new file saved over the name, has no mark; so has every file on a file system that
/// keeps no user attributes, where each replacement must then be asked for.
enum WrittenMark {
    /// In the "user." namespace, which the owner of a file may set.
    static let name = "user.renderpages.output"

    /// Marks `path`; false when the file system keeps no user attributes (or the call failed).
    @discardableResult
    static func set(on path: String) -> Bool {
        let value: [UInt8] = [0x31]
        return setxattr(path, name, value, value.count, 0) == 0
    }

    /// Whether `path` (symbolic links followed) carries the mark.
    static func isSet(on path: String) -> Bool {
        getxattr(path, name, nil, 0) >= 0
    }
}
