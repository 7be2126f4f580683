import ArgumentParser
import Foundation
import PageRender
import Synchronization

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the outputs a demos file lists that are missing or stale.",
        discussion: """
        A demos file lists one output a line, OUTPUT: COMMAND ARGUMENTS (as `gif demo.json \
        --scale 1`), with # comments; paths are relative to its folder, where each command runs \
        with --out OUTPUT (docs/demos.md). Every output records a fingerprint of what made it \
        (the command and options, the bytes of its scenarios and images, the renderpages \
        version), so an output whose inputs did not change is not rendered again. One line per \
        output (rendered, up to date, failed) and a summary; a failing output does not stop the \
        others. Exit status: 0 when every output is up to date or rendered, 1 when any failed \
        (--check: when any is stale or missing), 2 when a line cannot be read (the other lines \
        still run) or an output is listed twice (nothing is rendered).
        """)

    @Argument(help: "Demos file.")
    var demos: String = "demos.txt"

    @Flag(help: "Render nothing: list each stale or missing output and why, and exit 1 if there is any.")
    var check = false

    @Option(help: "Outputs rendered at once; default: one per core.")
    var jobs: Int?

    @Flag(help: "Render every output, up to date or not (after changing renderpages itself without a new version).")
    var all = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        if check && all { throw ValidationError("--check renders nothing and --all renders everything; pass one of them") }
    }

    func run() throws {
        let plan = try BuildPlan(demos: demos)
        for problem in plan.problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
        let badLines = plan.problems.isEmpty ? 0 : Failure.invalidInput
        if check {
            try report(plan)
            let stale = plan.items.filter(\.state.needsRendering).count
            if badLines != 0 || stale > 0 { throw ExitCode(badLines != 0 ? badLines : Failure.runtime) }
            return
        }
        // One build of a demos file at a time: a second one waits for nothing and stops here.
        let lock = try BuildLock(demos: demos, name: plan.name)
        defer { lock.release() }
        let failed = try render(plan)
        if badLines != 0 || failed > 0 { throw ExitCode(badLines != 0 ? badLines : Failure.runtime) }
    }

    /// `--check`: one line per output and the summary.
    private func report(_ plan: BuildPlan) throws {
        var counts = (upToDate: 0, stale: 0, missing: 0, failed: 0)
        for item in plan.items {
            let shown = SystemPath.displayed(item.entry.output)
            switch item.state {
            case .upToDate:
                counts.upToDate += 1
                try StandardOutput.line("up to date  \(shown)")
            case .missing:
                counts.missing += 1
                try StandardOutput.line("missing     \(shown)")
            case .stale:
                counts.stale += 1
                try StandardOutput.line("stale       \(shown): \(item.state.explanation)")
            case .unreadable:
                counts.failed += 1
                try StandardOutput.line("failed      \(shown): \(item.state.explanation)")
            }
        }
        var parts = ["\(counts.upToDate) up to date", "\(counts.stale) stale", "\(counts.missing) missing"]
        if counts.failed > 0 { parts.append("\(counts.failed) failed") }
        if !plan.problems.isEmpty { parts.append("\(plan.problems.count) bad line\(plan.problems.count == 1 ? "" : "s")") }
        try StandardOutput.line("\(Self.outputs(plan.items.count)): " + parts.joined(separator: ", "))
    }

    /// Renders what the plan says is stale or missing (everything with `--all`), `--jobs` at
    /// once, printing each output's line as it ends. Returns how many failed.
    private func render(_ plan: BuildPlan) throws -> Int {
        let queue = plan.items.filter { $0.state.needsRendering || all }
        let upToDate = plan.items.count - queue.count
        for item in plan.items where !(item.state.needsRendering || all) {
            try StandardOutput.line("up to date  \(SystemPath.displayed(item.entry.output))")
        }
        let next = Mutex(0)
        let results = Mutex((rendered: 0, failed: 0, printError: Error?.none))
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, queue.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            Thread {
                defer { group.leave() }
                while true {
                    let index = next.withLock { i -> Int in defer { i += 1 }; return i }
                    guard index < queue.count else { return }
                    let item = queue[index]
                    // A fresh clone has no empty folders (git keeps none): the output's are made.
                    plan.makeFolders(of: item.entry)
                    let outcome = BuildChildren.run(BuildPlan.arguments(of: item.entry), in: plan.folder)
                    results.withLock { results in
                        do {
                            try Self.print(item, outcome, demos: plan.name, forced: all && !item.state.needsRendering)
                        } catch {
                            results.printError = results.printError ?? error
                        }
                        if outcome.status == 0 { results.rendered += 1 } else { results.failed += 1 }
                    }
                }
            }.start()
        }
        group.wait()
        // Interrupted: the handler (`Interruption`) waits for the children and exits with 128 +
        // the signal; no summary, and no exit status of ours, may overtake it.
        while BuildChildren.isStopped { pause() }
        let (rendered, failed, printError) = results.withLock { ($0.rendered, $0.failed, $0.printError) }
        if let printError { throw printError }
        var parts = ["\(rendered) rendered", "\(upToDate) up to date", "\(failed) failed"]
        if !plan.problems.isEmpty { parts.append("\(plan.problems.count) bad line\(plan.problems.count == 1 ? "" : "s")") }
        try StandardOutput.line("\(Self.outputs(plan.items.count)): " + parts.joined(separator: ", "))
        return failed
    }

    /// The line of a rendered or failed output on standard output; what its command wrote to
    /// standard error follows on standard error, each line naming the output.
    private static func print(_ item: BuildPlan.Item, _ outcome: BuildChildren.Outcome, demos: String, forced: Bool) throws {
        let shown = SystemPath.displayed(item.entry.output)
        let why = forced ? "--all" : item.state.explanation
        if outcome.status == 0 {
            try StandardOutput.line("rendered    \(shown) (\(why))")
        } else {
            try StandardOutput.line("failed      \(shown) (\(demos):\(item.entry.line), exit status \(outcome.status))")
        }
        for line in outcome.errorLines {
            let (kind, text) = line.hasPrefix("error: ") ? ("error", line.dropFirst(7)) : line.hasPrefix("warning: ") ? ("warning", line.dropFirst(9)) : ("error", line[...])
            FileHandle.standardError.write(Data("\(kind): \(shown): \(text)\n".utf8))
        }
    }

    private static func outputs(_ count: Int) -> String { "\(count) output\(count == 1 ? "" : "s")" }
}

/// The lock that keeps two builds of one demos file from running at once: `flock` on the demos
/// file itself (opened for reading, close-on-exec), so no file is created next to it. A second
/// build fails at once (exit 1); `--check` takes no lock, since every output is replaced in one
/// rename and a check sees the old file or the new one.
struct BuildLock {
    private let fd: Int32

    init(demos: String, name: String) throws {
        fd = open(SystemPath.c(demos), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw RenderError("cannot open \(name) to lock it: \(String(cString: strerror(errno)))") }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK {
                throw RenderError("another renderpages build of \(name) is running; wait for it to end (each output is written once, by one of them)")
            }
            throw RenderError("cannot lock \(name): \(String(cString: strerror(code)))")
        }
    }

    func release() { close(fd) }
}
