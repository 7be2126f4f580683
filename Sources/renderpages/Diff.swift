import ArgumentParser
import Foundation
import PageRender

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two scenarios pixel by pixel, frame by frame, and summarise the difference.",
        discussion: """
        Frame k of A is compared with frame k of B, both sampled at one fps (--fps, else 50 when \
        --out is a .gif, GIF's limit, else A's) at A's screen.scale (--scale); the one that rests \
        first keeps its last frame. Prints one paragraph: frames that differ, the mismatch ratio \
        overall and at its peak, the largest channel difference, the resting offsets. --out writes \
        A | difference | B: a GIF of every frame, or a PNG of the frame that differs most. Exit \
        status 1 only when --fail-above is exceeded (the picture is kept); any failure is 2.
        """)

    @Argument(help: "Scenario A (JSON).")
    var a: String

    @Argument(help: "Scenario B (JSON); leave it out with --strategies.")
    var b: String?

    @OptionGroup var changes: OverrideOptions

    /// Optional, so declared here with the wording and checks of `OutputOptions`: without it
    /// diff only prints its report. A .gif shows every frame, a .png the frame that differs most.
    @Option(help: ArgumentHelp(OutputOptions<Diff>.outHelp))
    var out: String?

    @Flag(help: ArgumentHelp(OutputOptions<Diff>.forceHelp))
    var force = false

    @Option(help: "Exit with status 1 when the share of differing pixels over all frames exceeds this ratio (0…1).")
    var failAbove: Double?

    @Option(help: "Channel difference (0…255) up to which pixels count as equal.")
    var threshold: Int = 0

    func validate() throws {
        if let items = try changes.strategyItems() {
            if b != nil || items.count != 2 { throw ValidationError("--strategies with diff runs one scenario under two kinds; pass one scenario file and two kinds, e.g. --strategies native-paging,page-offsets") }
        } else if b == nil {
            throw ValidationError("pass two scenario files to diff (or one with --strategies K1,K2)")
        }
        if let failAbove, !(0...1).contains(failAbove) { throw ValidationError("--fail-above must be a ratio between 0 and 1, got \(failAbove)") }
        if let out {
            try OutputOptions<Diff>.check(out)
            _ = try OutputOptions<Diff>.format(of: out)
        }
    }

    func run() throws {
        let kind = try out.map { try OutputOptions<Diff>.format(of: $0) }
        let scenarios = try loadCompared([a] + (b.map { [$0] } ?? []), changes: changes, defaultFPS: kind == .gif ? AnimationOutput.gifFPS : nil)
        // Status 1 means "differs too much", so every failure to compare or to write is reported
        // as invalid input (2).
        func compare() throws -> DiffReport {
            try validating { try DiffReport(scenarios[0], scenarios[1], scale: scenarios[0].screenScale, threshold: threshold) }
        }
        let report: DiffReport
        if let out, let kind {
            let writing = try validating {
                try OutputOptions<Diff>.write(kind, to: out, force: force, reporting: nil) { (try compare(), OutputFormat.Settings()) }
            }
            try AnimationOutput.report(writing.written, as: kind, to: out, by: .diff, settings: writing.settings, reporting: nil)
            report = writing.subject
        } else {
            report = try compare()
        }
        try StandardOutput.line(report.summary)
        if let failAbove, report.exceeds(failAbove) {
            // Exit here rather than throw: a thrown status rolls back this run's files, and the
            // picture of the difference is what the caller wants to see now.
            try StandardOutput.close()
            Foundation.exit(1)
        }
    }
}
