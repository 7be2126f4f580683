import Foundation
import PageRender

/// How gif, compare and diff write an animation: encode it under a progress bar, write the file
/// atomically, print the encoder's warnings on stderr, then the summary line.
enum AnimationOutput {
    /// The rate GIFs are sampled at unless --fps says otherwise: GIF stores whole centiseconds
    /// and browsers play delays under `FrameTiming.minimumGIFDelay` (2 cs) as 10 cs, so 50 fps
    /// is the fastest rate a GIF plays as written.
    static let gifFPS = 100 / Double(FrameTiming.minimumGIFDelay)

    /// Encodes `source` with `encode`, which is handed a progress callback, and writes it to
    /// `path` in `output` (or to standard output for "-", without a summary line). Without
    /// `reporting` (diff, whose standard output is its report) there is no progress bar and no
    /// summary line; warnings are printed either way.
    @discardableResult
    static func write(_ source: AnimationSource, to path: String, in output: OutputTransaction, reporting: ReportingOptions?,
                      encode: (_ source: AnimationSource, _ progress: (_ done: Int, _ total: Int) -> Void) throws -> AnimatedExport)
        throws -> AnimatedExport {
        var bar = reporting?.progressBar("encoding")
        let export = try encode(source) { bar?.update($0, of: $1) }
        bar?.finish()
        if path == "-" { try StandardOutput.write(export.bytes) } else { try output.write(export.bytes, to: path) }
        for warning in export.warnings { FileHandle.standardError.write(Data("warning: \(warning.commandLineMessage)\n".utf8)) }
        guard path != "-" else { return export }
        try reporting?.summary("wrote \(path): \(source.width)×\(source.height) px, \(export.storedFrames) frames (of \(export.sourceFrames)), "
            + "\(Int(source.timing.duration.rounded())) ms, \(export.bytes.count) bytes, \(export.colors)")
        return export
    }
}
