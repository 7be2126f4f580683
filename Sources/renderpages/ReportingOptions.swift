import ArgumentParser
import PageRender

/// How a subcommand that writes files reports on its work.
struct ReportingOptions: ParsableArguments {
    @Flag(help: "No progress bar and no summary line (errors are still reported).")
    var quiet = false

    /// Seconds of work before the bar appears; hidden, for tests that cannot wait for slow work.
    @Option(name: .customLong("progress-delay"), help: .hidden)
    var progressDelay: Double = ProgressBar.delay

    /// Every progress step as a line on stderr, terminal or not; hidden, for tests that count the
    /// frames a run drew (a refused --out draws none).
    @Flag(name: .customLong("progress-lines"), help: .hidden)
    var progressLines = false

    func progressBar(_ label: String) -> ProgressBar {
        ProgressBar(label, quiet: quiet, delay: progressDelay, lines: progressLines)
    }

    /// Prints a result line on stdout unless `--quiet`.
    func summary(_ line: String) throws {
        // A file name's bytes that are not UTF-8 (SystemPath) show as U+FFFD, as `ls` shows them.
        if !quiet { try StandardOutput.line(SystemPath.displayed(line)) }
    }
}
