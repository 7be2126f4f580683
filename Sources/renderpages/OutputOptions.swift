import ArgumentParser
import Foundation
import PageRender
import Synchronization

/// A subcommand that writes what the format table lists under `writes`.
protocol WritingCommand {
    static var writes: OutputFormat.Command { get }
}

extension WritingCommand {
    /// Whether `--out -` writes to standard output (only where standard output carries nothing
    /// else: `animate`), from the format table.
    static var takesStandardOutput: Bool { writes.options.contains(.standardOutput) }
}

/// `--out` and `--force`, as every command that writes one file takes them: one definition, one
/// help wording (the formats from the table), one validation, and one way to write: the output
/// reserved before anything is drawn, the format's writer, the transaction committed when it
/// returns (`write`). `diff`, whose picture is optional, and `render`, which writes a folder
/// and so has nothing to `--force`, declare their `--out` with this wording and validation.
struct OutputOptions<Command: WritingCommand>: ParsableArguments {
    @Option(help: ArgumentHelp(Self.outHelp))
    var out: String

    @Flag(help: ArgumentHelp(Self.forceHelp))
    var force = false

    func validate() throws {
        try Self.check(out)
    }

    /// `--out`'s help: the formats the command writes, from the table.
    static var outHelp: String {
        let formats = OutputFormat.written(by: Command.writes)
        let kinds = formats.map { format in
            let byName = format.extensionsByName.map { ", .\($0) with --format \(format.name)" }.joined()
            return "\(format.dottedExtensions) (\(format.title)\(byName))"
        }
        let piped = formats.filter { $0.takes(.standardOutput, for: Command.writes) }
        let standard = piped.isEmpty ? ""
            : "; - for standard output: \(piped[0].title), or \(OutputFormat.orList(piped.dropFirst().map(\.title))) with --format"
        return "The file to write; its name picks the format: \(kinds.joined(separator: ", "))\(standard)."
    }

    static var forceHelp: String {
        "Replace --out even if renderpages did not write it (its own earlier output is always replaced)."
    }

    /// Refuses an `--out` before any work: empty, or `-` where no format of the command goes to
    /// standard output.
    static func check(_ out: String) throws {
        if out.isEmpty { throw ValidationError("--out is empty; pass a file or folder name") }
        if out == "-" && !Command.takesStandardOutput {
            throw ValidationError("--out - (standard output) is not possible here; pass a file or folder name")
        }
    }

    /// The format `out` names among the command's (standard output: `requested`, else GIF);
    /// `requested` is a `--format` value that must agree with the name.
    static func format(of out: String, requested: OutputFormat? = nil) throws -> OutputFormat {
        if out == "-" { return requested ?? .gif }
        return try checkingFormat { try OutputFormat.resolve(path: out, command: Command.writes, requested: requested) }
    }

    /// Writes the subject `prepare` returns as `format` to `out` (see the static `write`).
    func write<Subject: OutputSubject>(_ format: OutputFormat, reporting: ReportingOptions?,
                                       _ prepare: () throws -> (Subject, OutputFormat.Settings)) throws -> Writing<Subject> {
        try Self.write(format, to: out, force: force, reporting: reporting, prepare)
    }

    /// What was written, from what, with which settings.
    struct Writing<Subject> {
        var written: OutputFormat.Written
        var subject: Subject
        var settings: OutputFormat.Settings
    }

    /// Writes the subject `prepare` returns as `format` to `out` with the settings it returns,
    /// under a progress bar: `out` is reserved first (every refusal of it comes before anything
    /// is drawn or loaded), then `prepare` runs and the format's writer writes, and the
    /// transaction is committed when it returns, rolled back when it throws or an interrupt
    /// arrives. For `-` the bytes go to standard output. `force`: replace a file renderpages
    /// did not write.
    static func write<Subject: OutputSubject>(_ format: OutputFormat, to out: String, force: Bool, reporting: ReportingOptions?,
                                              _ prepare: () throws -> (Subject, OutputFormat.Settings)) throws -> Writing<Subject> {
        let bar = Mutex(reporting?.progressBar(format.shape == .stills || format.shape == .report ? "rendering" : "encoding"))
        let result = try Interruption.withOutput(replacesAnyFile: force) { output in
            // A folder of frames is staged whole when it is written, never reserved as a file.
            if out != "-" && format.shape != .stills { try output.reserve(out) }
            let (subject, settings) = try prepare()
            let written = try format.write(subject, to: out == "-" ? .memory : .file(out, in: output), settings: settings) { done, total in
                bar.withLock { $0?.update(done, of: total) }
            }
            if out == "-" { try StandardOutput.write(written.bytes) }
            return Writing(written: written, subject: subject, settings: settings)
        }
        bar.withLock { $0?.finish() }
        return result
    }
}

extension OutputFormat.Settings {
    /// Settings with what the environment sets: ffmpeg's deadlines (`RENDERPAGES_FFMPEG_TIMEOUT`).
    static func commandLine() -> OutputFormat.Settings {
        var settings = OutputFormat.Settings()
        settings.deadlines = AnimationOutput.videoDeadlines()
        return settings
    }
}

extension Animate: WritingCommand { static var writes: OutputFormat.Command { .animate } }
extension Compare: WritingCommand { static var writes: OutputFormat.Command { .compare } }
extension Diff: WritingCommand { static var writes: OutputFormat.Command { .diff } }
extension Plot: WritingCommand { static var writes: OutputFormat.Command { .plot } }
extension Report: WritingCommand { static var writes: OutputFormat.Command { .report } }
extension Render: WritingCommand { static var writes: OutputFormat.Command { .render } }

/// `--width`, `--hold` and `--svg-effects`, as `animate` and `compare` take them for every format
/// they write: one wording, one validation, each checked against the format table.
struct AnimationOptions<Command: WritingCommand>: ParsableArguments {
    @Option(help: "Width of the output in pixels, the height in proportion: any size, smaller than the screen included (small sizes are drawn finer and area-averaged down). The motion keeps screen.scale's pixel rounding.")
    var width: Int?

    @Option(help: "Milliseconds to pause on the first and on the last frame.")
    var hold: Double = 0

    @Option(help: "How an .svg draws cards turned in perspective or filtered: html (vectors: XHTML in a foreignObject, for Chromium and Firefox; the default) or sprites (pictures swapped by keyframes, for viewers without foreignObject such as librsvg).")
    var svgEffects: SVGEffects?

    func validate() throws {
        if let width, width < 1 { throw ValidationError("--width must be at least 1 px, got \(width)") }
        // 60 s: a GIF delay is at most 655.35 s, and a longer pause is never wanted in a demo.
        if !(0...60_000).contains(hold) { throw ValidationError("--hold must be between 0 and 60000 ms, got \(hold)") }
    }

    /// Refuses an option given for a format that does not take it (before anything is drawn).
    func check(_ format: OutputFormat) throws {
        try checkingFormat {
            if width != nil { try format.check(.width, for: Command.writes) }
            if hold != 0 { try format.check(.hold, for: Command.writes) }
            if svgEffects != nil { try format.check(.svgEffects, for: Command.writes) }
        }
    }

    /// Writes the options into `settings`.
    func apply(to settings: inout OutputFormat.Settings) {
        settings.width = width
        settings.hold = hold
        settings.svgEffects = svgEffects ?? .html
    }
}
