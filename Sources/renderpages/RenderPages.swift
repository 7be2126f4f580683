import ArgumentParser
import Foundation
import PageRender

@main
struct RenderPages: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "renderpages",
        abstract: "Simulate UIScrollView paging strategies and render them to frames.",
        discussion: """
        Exit status: 0 success, 2 invalid input or usage, 1 runtime failure (I/O, encoder), \
        128 + the signal number when interrupted (130 for SIGINT). Errors go to standard error, one line each; results to standard output. \
        A negative option value takes '=' (--velocity=-2): after a space, -2 reads as an option.
        """,
        version: "renderpages \(version)",
        subcommands: [Simulate.self, Render.self, Animate.self, Compare.self, Diff.self, Plot.self, Report.self, Strategies.self, Formats.self, Init.self, Build.self]
    )

    /// The version `--version` prints. Set by hand when a release changes the scenario
    /// contract or the command line; 0.x while no release has been tagged (semver's
    /// "initial development" range).
    static let version = "0.1.0"

    /// Replaces argument-parser's entry point so that every subcommand shares one mapping from
    /// errors to exit statuses (`Failure`) and one interrupt handler (`Interruption`).
    static func main() {
        StandardStreams.secure()
        // A write past the file-size limit (ulimit -f) then fails with EFBIG, reported and
        // rolled back like any write error, instead of SIGXFSZ killing the run mid-write.
        signal(SIGXFSZ, SIG_IGN)
        OpenFileLimit.ensure()
        MemoryHeadroom.shareOneArenaUnderLimit()
        do {
            // Under ulimit -v, an error now rather than a hang in libdispatch's start.
            try MemoryHeadroom.ensureStart()
            Interruption.install()
            // The raw argv, so a file name that is not UTF-8 keeps its bytes (ArgumentEncoding).
            let arguments = ArgumentEncoding.arguments()
            var command = try parseAsRoot(arguments)
            // Before anything is read for the run: an input edited during it then leaves a
            // fingerprint that no longer matches, so the next build renders it again.
            CommandProvenance.recordForRun(command, arguments: arguments)
            try command.run()
            try StandardOutput.close()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let failure = Failure(error)
            FileHandle.standardError.write(Data(failure.lines.map { "error: \($0)\n" }.joined().utf8))
            Foundation.exit(failure.status)
        }
    }
}
