import Foundation

/// Why an output could not be written. Structured so that each front end words it in its own
/// terms: the command line names its option (`--out`) and the fix, a library caller its own.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        /// The output path is the empty string.
        case emptyPath
        /// The folder that would hold the output does not exist (or is not a folder).
        case missingFolder(String)
        /// The path is a symbolic link to `target`, which does not exist: following it would
        /// create a file the link names somewhere the user may not expect, so it is refused.
        case danglingLink(target: String)
        /// The path exists and is not a folder, where a folder is written.
        case notAFolder
        /// The path exists and is not a regular file (a device, FIFO, socket or folder), so
        /// replacing it would destroy something the tool did not write.
        case notARegularFile(FileSystemKind)
        /// The path is a regular file without the mark this tool writes inside its output
        /// (`WrittenMark`): the user's own, or one an older version wrote.
        case notWrittenHere
        /// Another run holds the lock on this output.
        case busy
        /// The folder holds frame files that no earlier manifest lists, so they may be the user's.
        case unknownFrameFiles([String])
        /// The folder holds a `manifest.json` that is not a frame manifest this tool wrote.
        case foreignManifest
        /// A system call failed; `operation` names it ("write", "rename", …), `code` is errno.
        case system(operation: String, code: Int32)
        /// The output changed during the run: a folder moved, replaced by another or by a
        /// symbolic link, or a file turned into a link. Nothing was replaced.
        case changedDuringRun
        /// The lock file's name is taken by something that is not a regular file (a symbolic
        /// link, a FIFO, a device, a folder): it is never opened through it.
        case lockNotAFile(String)
        /// The lock file `lock` exists but cannot be opened (another user's, a folder): `code`.
        case lockUnusable(lock: String, code: Int32)
        /// The transaction was rolled back or abandoned (interrupted) before this step.
        case abandoned
    }

    /// The output path as the caller gave it (or the file inside it that failed).
    public var path: String
    package var reason: Reason

    package init(_ reason: Reason, path: String) {
        self.path = path
        self.reason = reason
    }

    /// The failure of the last system call (`errno`) on `path`.
    static func system(_ operation: String, _ path: String, code: Int32 = errno) -> OutputError {
        OutputError(.system(operation: operation, code: code), path: path)
    }

    /// A plain sentence without any front end's option names; front ends add their fix.
    public var description: String {
        let path = JSONValue.escapedPathForMessage(self.path)
        func shown(_ other: String) -> String { JSONValue.escapedPathForMessage(other) }
        return switch reason {
        case .emptyPath: "the output path is empty"
        case .missingFolder(let folder): "cannot write \(path): the folder \(shown(folder)) does not exist or is not a folder"
        case .danglingLink(let target): "cannot write \(path): it is a symbolic link to \(shown(target)), which does not exist"
        case .notAFolder: "cannot write into \(path): it exists and is not a folder"
        case .notARegularFile(let kind): "refusing to replace \(path): it is \(kind.description), not a regular file"
        case .notWrittenHere: "refusing to replace \(path): it is not renderpages' output (no \(OutputMark.word) mark inside)"
        case .busy: "\(path) is being written by another run"
        case .unknownFrameFiles(let names):
            "\(path) holds frame files no earlier manifest lists (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : ""))"
        case .foreignManifest: "\(path)/manifest.json was not written by renderpages"
        case .system(let operation, let code): "cannot \(operation) \(path): \(String(cString: strerror(code)))"
        case .changedDuringRun: "cannot replace \(path): it was moved, replaced or turned into a symbolic link during the run, so it was left as it is"
        case .lockNotAFile(let lock): "cannot lock \(path): \(shown(lock)) is not a regular file"
        case let .lockUnusable(lock, code): "cannot lock \(path): its lock file \(shown(lock)) cannot be opened: \(String(cString: strerror(code)))"
        case .abandoned: "cannot write \(path): the output was abandoned (interrupted or rolled back)"
        }
    }
}

/// What a path on disk is, as `lstat` after following symbolic links sees it.
package enum FileSystemKind: Sendable, Equatable, CustomStringConvertible {
    case regularFile, folder, characterDevice, blockDevice, fifo, socket, other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The kind in words ("a folder", "a symbolic link", …).
    package var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .folder: "a folder"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
