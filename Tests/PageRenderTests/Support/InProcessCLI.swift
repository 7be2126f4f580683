@testable import renderpages

/// Runs a `renderpages` command inside the test process, as `RenderPages.main` does up to its
/// exit: parse, run, and on an error the status and the lines `Failure` gives it. Cheap enough
/// for a whole matrix of bad inputs; what only a process shows (stdout, signals, the rollback
/// on exit) stays with `CLI.run`.
enum InProcessCLI {
    static func run(_ arguments: [String]) -> CLI.Result {
        do {
            var command = try RenderPages.parseAsRoot(arguments)
            try command.run()
            return CLI.Result(status: 0, stdout: "", stderr: "")
        } catch {
            let failure = Failure(error)
            return CLI.Result(status: failure.status, stdout: "", stderr: failure.lines.map { "error: \($0)\n" }.joined())
        }
    }
}
