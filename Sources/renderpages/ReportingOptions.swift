import ArgumentParser

/// How a subcommand that writes files reports on its work.
struct ReportingOptions: ParsableArguments {
    @Flag(help: "No progress bar and no summary line (errors are still reported).")
    var quiet = false

    /// Seconds of work before the bar appears; hidden, for tests that cannot wait for slow work.
    @Option(name: .customLong("progress-delay"), help: .hidden)
    var progressDelay: Double = ProgressBar.delay

    func progressBar(_ label: String) -> ProgressBar { ProgressBar(label, quiet: quiet, delay: progressDelay) }

    /// Prints a result line on stdout unless `--quiet`.
    func summary(_ line: String) throws {
        if !quiet { try StandardOutput.line(line) }
    }
}
