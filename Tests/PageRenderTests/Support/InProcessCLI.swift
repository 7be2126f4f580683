@testable import renderpages

/// Runs `renderpages` code inside the test process, for matrices of bad input where a process
/// launch per row would dominate the suite's time. What only a process shows (stdout, the exit,
/// signals, the rollback on failure) stays with `CLI.run`.
enum InProcessCLI {
    /// Parses and runs a command as `RenderPages.main` does up to its exit: on an error, the
    /// status and the lines `Failure` gives it. (argument-parser's parse alone costs about a
    /// tenth of a second of CPU in a debug build.)
    static func run(_ arguments: [String]) -> CLI.Result {
        outcome(arguments: arguments) {
            var command = try RenderPages.parseAsRoot(arguments)
            try command.run()
        }
    }

    /// What every command taking a scenario does first, without the parse: read the file
    /// (`loadScenario`) and simulate it (`simulate`), with the CLI's wording of their errors.
    static func load(_ path: String) -> CLI.Result {
        outcome { _ = try simulate(try loadScenario(path), path: path) }
    }

    static func outcome(arguments: [String] = [], _ body: () throws -> Void) -> CLI.Result {
        do {
            try body()
            return CLI.Result(status: 0, stdout: "", stderr: "")
        } catch {
            let failure = Failure(error, arguments: arguments)
            return CLI.Result(status: failure.status, stdout: "", stderr: failure.lines.map { "error: \($0)\n" }.joined())
        }
    }
}
