import ArgumentParser
import Foundation
import PageRender

/// The outputs of a demos file and, for each, whether it must be rendered, decided without
/// rendering anything: the line's command is parsed as the command line would parse it, the
/// provenance of its current inputs computed (`CommandProvenance`) and compared with the one the
/// existing output's mark records.
struct BuildPlan {
    struct Item: Sendable {
        var entry: DemosFile.Entry
        var state: State
    }

    enum State: Sendable {
        case upToDate
        case missing
        /// Reasons, each a phrase ("samples/a.json changed").
        case stale([String])
        /// The inputs could not be read, so nothing can be compared; rendering reports why.
        case unreadable(String)

        var needsRendering: Bool {
            if case .upToDate = self { return false }
            return true
        }

        /// The reasons as the build's line shows them after the output's name.
        var explanation: String {
            switch self {
            case .upToDate: return ""
            case .missing: return "missing"
            case .stale(let reasons): return reasons.joined(separator: "; ")
            case .unreadable(let message): return message
            }
        }
    }

    /// The demos file's name as messages show it, and its folder (where the commands run).
    let name: String
    let folder: String
    private(set) var items: [Item] = []
    /// One message per line that could not be read, `NAME:LINE: problem`.
    private(set) var problems: [String] = []

    /// Reads `demos` (a file name as given). Throws a usage error when the file cannot be read or
    /// names an output twice (refused before anything is rendered).
    init(demos: String) throws {
        name = messageName(demos)
        let kind = Self.fileType(of: demos)
        guard kind == S_IFREG, let bytes = SystemPath.contents(of: demos, limit: Self.maxBytes) else {
            let why = kind == nil ? "it does not exist" : kind == S_IFREG ? "it cannot be read or is larger than 1 MiB" : "it is not a file"
            throw ValidationError("cannot read demos file \(name): \(why); pass the demos file (docs/demos.md) or run in the folder of demos.txt")
        }
        folder = demos.contains("/") ? String(demos[..<demos.lastIndex(of: "/")!]).ifEmpty("/") : "."
        let file = DemosFile(bytes: bytes)
        var duplicates = file.duplicates.map { "\(name):\($0.line): \(messageName($0.output)) is already made by line \($0.first); list each output once" }
        problems = file.problems.map { "\(name):\($0.line): \($0.reason.commandLineMessage)" }
        var files: [String: Int] = [:]
        for entry in file.entries {
            // One file under two names (a link, a folder link): two lines would write it at once.
            if let identity = Self.identity(of: path(of: entry.output)) {
                if let first = files[identity] {
                    duplicates.append("\(name):\(entry.line): \(messageName(entry.output)) is the file line \(first) makes (a link to it); list each output once")
                    continue
                }
                files[identity] = entry.line
            }
            do {
                items.append(Item(entry: entry, state: try state(of: entry)))
            } catch let error as LineProblem {
                problems.append("\(name):\(entry.line): \(error.message)")
            }
        }
        if !duplicates.isEmpty { throw ValidationError(duplicates.joined(separator: "\n") + "\n\(name): nothing was rendered") }
    }

    /// Largest demos file, bytes: 1 MiB, thousands of lines.
    static let maxBytes = 1 << 20

    struct LineProblem: Error {
        var message: String
    }

    /// Makes the folders `entry`'s output is to be written in that do not exist yet, as `mkdir
    /// -p` would (mode 0777 less the umask). Anything already there, a file included, is left as
    /// it is: the command then says what is wrong with its `--out`.
    func makeFolders(of entry: DemosFile.Entry) {
        let output = path(of: entry.output)
        guard let slash = output.lastIndex(of: "/") else { return }
        var folder = output.hasPrefix("/") ? "/" : ""
        for component in output[..<slash].split(separator: "/") {
            folder += (folder.isEmpty || folder == "/" ? "" : "/") + component
            guard component != ".", component != ".." else { continue }
            if Self.fileType(of: folder) == nil { _ = mkdir(SystemPath.c(folder), 0o777) }
        }
    }

    /// `path` (as a demos line names it) from the working folder.
    func path(of path: String) -> String {
        path.hasPrefix("/") || folder == "." ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
    }

    /// The command line of `entry`, as `build` runs it: the output through the command's
    /// `--out` (`OutputOptions`), under the name the demos file reserves for it.
    static func arguments(of entry: DemosFile.Entry) -> [String] {
        entry.arguments + [DemosFile.outputOption, entry.output]
    }

    private func state(of entry: DemosFile.Entry) throws -> State {
        let arguments = Self.arguments(of: entry)
        let name = entry.arguments[0]
        if let subcommand = RenderPages.configuration.subcommands.first(where: { $0._commandName == name || $0.configuration.aliases.contains(name) }),
           !(subcommand is any KeptOutput.Type) {
            throw LineProblem(message: "`\(name)` does not write one file that build can keep; use animate (gif), compare, diff, plot or report")
        }
        let command: ParsableCommand
        do {
            command = try RenderPages.parseAsRoot(arguments)
        } catch {
            throw LineProblem(message: Failure(error, arguments: arguments).lines.joined(separator: "; "))
        }
        guard let kept = command as? any KeptOutput else {
            throw LineProblem(message: "`\(name)` does not write one file that build can keep; use animate (gif), compare, diff, plot or report")
        }
        if kept.scenarioPaths.contains("-") {
            throw LineProblem(message: "a scenario from standard input (-) cannot be checked; name the scenario file")
        }
        let current: Provenance
        do {
            guard let provenance = try CommandProvenance.provenance(of: kept, arguments: arguments, in: folder) else {
                throw LineProblem(message: "a scenario from standard input (-) cannot be checked; name the scenario file")
            }
            current = provenance
        } catch let error as ProvenanceInputs.Unreadable {
            return .unreadable("cannot read \(messageName(error.path)): \(error.reason)")
        }
        let output = path(of: entry.output)
        guard let kind = Self.fileType(of: output) else { return .missing }
        guard kind == S_IFREG, let mark = WrittenMark.markText(on: output) else {
            return .stale(["not written by renderpages (no mark inside); remove it or add --force to the line"])
        }
        guard let recorded = Provenance(record: mark) else {
            return .stale(["it records no fingerprint: an earlier renderpages, or a run reading its scenario from standard input, wrote it"])
        }
        // The mark sits near the start of most formats: a file cut short keeps it.
        if let damage = WholeFile.damage(at: output) { return .stale(["damaged, \(damage)"]) }
        let changes = current.changes(since: recorded)
        return changes.isEmpty ? .upToDate : .stale(changes)
    }

    /// The type bits (`S_IFREG`, …) of what `path` names, links followed; nil when nothing is there.
    static func fileType(of path: String) -> mode_t? {
        var info = stat()
        guard stat(SystemPath.c(path), &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Device and inode of the file at `path` (links followed), when there is one.
    private static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(SystemPath.c(path), &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }
}

extension String {
    fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
