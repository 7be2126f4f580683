import ArgumentParser
import Foundation
import PageRender

/// How gif, compare and diff write an animation: encode it under a progress bar, write the file
/// atomically, print the encoder's warnings on stderr, then the summary line.
enum AnimationOutput {
    /// The rate GIFs are sampled at unless --fps says otherwise: GIF stores whole centiseconds
    /// and browsers play delays under `FrameTiming.minimumGIFDelay` (2 cs) as 10 cs, so 50 fps
    /// is the fastest rate a GIF plays as written.
    static let gifFPS = 100 / Double(FrameTiming.minimumGIFDelay)

    /// Encodes `source` with `encode`, which is handed the sink to write into and a progress
    /// callback, and streams it to `path` in `output` as it is made (or, for "-", to standard
    /// output at the end, without a summary line; the returned export then holds the bytes).
    /// Without `reporting` (diff, whose standard output is its report) there is no progress bar
    /// and no summary line; warnings are printed either way.
    @discardableResult
    static func write(_ source: AnimationSource, to path: String, in output: OutputTransaction, reporting: ReportingOptions?,
                      encode: (_ source: AnimationSource, _ sink: ByteSink, _ progress: (_ done: Int, _ total: Int) -> Void) throws -> AnimatedExport)
        throws -> AnimatedExport {
        var bar = reporting?.progressBar("encoding")
        var export: AnimatedExport
        if path == "-" {
            // Standard output cannot be patched where a format writes a field at the end (an
            // APNG's frame count, a WebP's size), so the file is made in memory (docs/limits.md).
            let sink = MemorySink()
            export = try encode(source, sink) { bar?.update($0, of: $1) }
            export.bytes = sink.bytes
            try StandardOutput.write(sink.bytes)
        } else {
            export = try output.stream(to: path) { sink in try encode(source, sink) { bar?.update($0, of: $1) } }
        }
        bar?.finish()
        for warning in export.warnings { FileHandle.standardError.write(Data("warning: \(warning.commandLineMessage)\n".utf8)) }
        if let warning = readmeSizeWarning(path: path, bytes: export.size, width: source.width) {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        guard path != "-" else { return export }
        try reporting?.summary("wrote \(path): \(source.width)×\(source.height) px, \(export.storedFrames) frames (of \(export.sourceFrames)), "
            + "\(Int(source.timing.duration.rounded())) ms, \(export.size) bytes, \(export.colors)")
        return export
    }
}

extension AnimationOutput {
    /// The size past which an animated image is more than a README should carry: GitHub shows
    /// images up to 10 MB, and a page with a demo or two should stay well under that (the
    /// project's own README demos are 0.1 to 1 MB; README.md, "Making a README demo").
    static let readmeBytes = 5_000_000

    /// The warning for an animation of `bytes` written to `path`, `width` px wide, past
    /// `readmeBytes`, naming the options that shrink it; nil below.
    static func readmeSizeWarning(path: String, bytes: Int, width: Int) -> String? {
        guard bytes > readmeBytes else { return nil }
        let name = path == "-" ? "the animation" : path
        let megabytes = String(format: "%.1f", Double(bytes) / 1_000_000)
        var fixes: [String] = []
        if width > 400 { fixes.append("--width 320 (\(width) px now)") }
        fixes.append("--fps 25")
        fixes.append(path.lowercased().hasSuffix(".webp") ? "--quality medium (lossy)" : "a lossy .webp (--quality medium)")
        fixes.append(".svg (vectors, for drawn cards)")
        return "\(name) is \(megabytes) MB, past the 5 MB a README should carry (GitHub shows images up to 10 MB); shrink it with "
            + fixes.joined(separator: ", ")
    }

    /// Writes the animation `source` makes as a video through ffmpeg into a transaction an
    /// interrupt rolls back, under a progress bar, then the summary line. A missing ffmpeg and
    /// every refusal of `path` come before a frame is drawn.
    static func writeVideo(to path: String, options given: VideoExport.Options, force: Bool, reporting: ReportingOptions,
                           source makeSource: () throws -> AnimationSource) throws {
        var options = given
        options.deadlines = videoDeadlines()
        _ = try FFmpegProcess.locate(searchPath: options.searchPath)
        var bar = reporting.progressBar("encoding")
        let (written, source) = try Interruption.withOutput(replacesAnyFile: force) { output in
            try output.reserve(path)
            let source = try makeSource()
            return (try VideoExport.write(source, to: path, in: output, options: options) { bar.update($0, of: $1) }, source)
        }
        bar.finish()
        let size = written.width == source.width && written.height == source.height ? ""
            : " (the frames' odd side made even with a repeated edge)"
        try reporting.summary("wrote \(path): \(written.width)×\(written.height) px\(size), \(written.frames) frames at "
            + "\(VideoFormat.rate(written.fps)) fps, \(Int((Double(written.frames) * 1000 / written.fps).rounded())) ms, "
            + "\(written.bytes) bytes, \(options.format.codecName) at CRF \(options.format.crf(options.quality))")
    }
}

extension AnimationOutput {
    /// The deadlines ffmpeg gets: the library's, or `RENDERPAGES_FFMPEG_TIMEOUT` seconds (a
    /// number from 0.1 to 3600) for the stall and the exit, for a machine slower than the
    /// defaults assume and for the tests of a hanging ffmpeg (docs/limits.md).
    static func videoDeadlines() -> FFmpegProcess.Deadlines {
        var deadlines = FFmpegProcess.Deadlines.standard
        if let text = ProcessInfo.processInfo.environment["RENDERPAGES_FFMPEG_TIMEOUT"], let seconds = Double(text),
           (0.1...3600).contains(seconds) {
            deadlines.stall = seconds
            deadlines.exit = seconds
        }
        return deadlines
    }
}

extension OutputFormat {
    /// The video format of a .mp4 or .webm output; nil for the other formats.
    var videoFormat: VideoFormat? {
        shape == .video ? VideoFormat(rawValue: name) : nil
    }
}

/// Refuses the `--quality` values a format cannot take, before anything is drawn: a number or
/// lossless for a video (`--quality` itself is checked against the format table).
func validateVideo(format: OutputFormat, quality: QualityChoice?) throws {
    guard format.videoFormat != nil, let quality else { return }
    if case .number = quality {
        throw ValidationError("--quality \(quality.text): a video takes low, medium or high (docs/output.md gives the CRF of each); a number sets a lossy WebP's quality")
    }
    if quality == .lossless {
        throw ValidationError("--quality lossless: a video is always lossy; use low, medium or high, or write .webp or .apng for exact frames")
    }
}
