import Foundation
import PageRender

extension OutputError {
    /// The command line's wording: the library's facts plus the fix in terms of its options.
    var commandLineMessage: String {
        // Every path escaped and cut (a newline would split the error, ESC or OSC would reach the
        // terminal; a link's target is chosen by whoever made the link).
        let path = JSONValue.escapedPathForMessage(self.path)
        func shown(_ other: String) -> String { JSONValue.escapedPathForMessage(other) }
        switch reason {
        case .emptyPath:
            return "--out is empty; pass a file or folder name"
        case .missingFolder(let folder):
            return "cannot write \(path): the folder \(shown(folder)) does not exist or is not a folder; create it or choose another --out"
        case .danglingLink(let target):
            return "cannot write \(path): it is a symbolic link to \(shown(target)), which does not exist; remove the link or choose another --out"
        case .notAFolder:
            return "cannot render into \(path): it exists and is not a folder; choose another --out"
        case .notARegularFile(let kind):
            return "refusing to replace \(path): it is \(kind), not a regular file; choose another --out"
        case .notWrittenHere:
            return "refusing to replace \(path): it is not renderpages' output (no renderpages-output mark inside); move it away, choose another --out or pass --force"
        case .busy:
            return "\(path) is being written by another renderpages run; wait for it to finish or choose another --out"
        case .unknownFrameFiles(let names):
            let list = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", … (\(names.count) in all)" : "")
            return "\(path) holds frame files that no renderpages manifest.json lists (\(list)); move them away or choose another --out"
        case .foreignManifest:
            return "\(path)/manifest.json was not written by renderpages; move it away or choose another --out"
        case .system(let operation, let code):
            let fix = code == ENOSPC || code == EDQUOT ? "free some space"
                : code == EFBIG ? "raise the file-size limit (ulimit -f)" : "check the path"
            if self.path == StandardOutput.name {
                return "cannot \(operation) \(path): \(String(cString: strerror(code)))"
            }
            return "cannot \(operation) \(path): \(String(cString: strerror(code))); \(fix) or choose another --out"
        case .changedDuringRun:
            return "cannot replace \(path): it was moved, replaced or turned into a symbolic link during the run, so it was left as it is; run again"
        case .lockNotAFile(let lock):
            return "cannot lock \(path): \(shown(lock)) is not a regular file (someone put it there); remove it or choose another --out"
        case let .lockUnusable(lock, code):
            return "cannot lock \(path): its lock file \(shown(lock)) cannot be opened: \(String(cString: strerror(code))) (left by another user's run, or made by someone); remove it or choose another --out"
        case .abandoned:
            return "cannot write \(path): the run was interrupted"
        }
    }

    /// Usage errors (exit 2) among output errors: only an empty path; the rest are I/O (exit 1).
    var isUsageError: Bool { reason == .emptyPath }
}
