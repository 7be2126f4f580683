import ArgumentParser

/// How a subcommand that writes files reports on its work.
struct ReportingOptions: ParsableArguments {
    @Flag(help: "No progress bar and no summary line (errors are still reported).")
    var quiet = false

    func progressBar(_ label: String) -> ProgressBar { ProgressBar(label, quiet: quiet) }

    /// Prints a result line on stdout unless `--quiet`.
    func summary(_ line: String) {
        if !quiet { print(line) }
    }
}
