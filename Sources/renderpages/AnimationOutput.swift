import ArgumentParser
import Foundation
import PageRender

/// What animate, compare and diff print about the file a format's writer made: the encoder's
/// warnings and the README-size warning on standard error, then the summary line.
enum AnimationOutput {
    /// The rate GIFs are sampled at unless --fps says otherwise: GIF stores whole centiseconds
    /// and browsers play delays under `FrameTiming.minimumGIFDelay` (2 cs) as 10 cs, so 50 fps
    /// is the fastest rate a GIF plays as written.
    static let gifFPS = 100 / Double(FrameTiming.minimumGIFDelay)

    /// Prints the warnings about `written` (`format` at `path`, `-` for standard output, written
    /// by `command`, a sheet of `columns` screens) and, with `reporting` and a file, its summary
    /// line; returns false for a kind of file whose summary the command words itself (a picture,
    /// a chart, a page). The warnings' fixes are what the same command can do.
    @discardableResult
    static func report(_ written: OutputFormat.Written, as format: OutputFormat, to path: String, by command: OutputFormat.Command,
                       columns: Int = 1, settings: OutputFormat.Settings, reporting: ReportingOptions?) throws -> Bool {
        let line: String
        switch written.details {
        case let .animation(export, frames):
            for warning in export.warnings { warn(warning.commandLineMessage(for: command)) }
            let demo = ReadmeSize(path: path, bytes: export.size, width: frames.width, fps: frames.fps, format: format, command: command,
                                  columns: columns, webPQuality: settings.webPQuality)
            if let warning = demo.warning { warn(warning) }
            line = "wrote \(path): \(frames.width)×\(frames.height) px, \(export.storedFrames) frames (of \(export.sourceFrames)), "
                + "\(Int(frames.timing.duration.rounded())) ms, \(export.size) bytes, \(export.colors)"
        case let .video(video, frames):
            let size = video.width == frames.width && video.height == frames.height ? ""
                : " (the frames' odd side made even with a repeated edge)"
            let codec = format.videoFormat.map { "\($0.codecName) at CRF \($0.crf(settings.videoQuality))" } ?? ""
            line = "wrote \(path): \(video.width)×\(video.height) px\(size), \(video.frames) frames at "
                + "\(VideoFormat.rate(video.fps)) fps, \(Int((Double(video.frames) * 1000 / video.fps).rounded())) ms, "
                + "\(video.bytes) bytes, \(codec)"
        case let .vectors(document):
            let demo = ReadmeSize(path: path, bytes: document.bytes.count, width: document.width, fps: nil, format: format, command: command,
                                  columns: columns, svgEffects: settings.svgEffects)
            if let warning = demo.warning { warn(warning) }
            line = AnimatedSVGOutput.summary(document, path: path)
        case let .frames(count):
            line = "wrote \(count) \(format.extensions[0].uppercased()) frames and manifest.json to \(path)"
        case .picture, .document:
            return false
        }
        if path != "-" { try reporting?.summary(line) }
        return true
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
