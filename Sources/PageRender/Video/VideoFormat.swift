import Foundation

/// A video container and codec, with the `ffmpeg` arguments that encode it (docs/output.md says
/// where each plays and why these settings).
package enum VideoFormat: String, Sendable, CaseIterable {
    /// MP4 with H.264 High profile in 4:2:0 (`yuv420p`): the one pixel format every browser,
    /// Safari included, plays; the index before the data (`+faststart`).
    case mp4
    /// WebM with VP9 profile 1 in 4:4:4 (`yuv444p`): no chroma subsampling, so thin coloured edges
    /// keep their colour at @1x.
    case webm

    /// How much detail the encoder keeps, against the file's size.
    package enum Quality: String, Sendable, CaseIterable {
        /// Smaller files; soft edges on text may show.
        case low
        /// The default, chosen by measurement on the samples (BENCHMARKS.md, "Video").
        case medium
        /// Larger files, closest to the frames.
        case high
    }

    /// The constant rate factor for `quality`. MP4 (x264, 0-51, lower is better): see
    /// docs/output.md for the sweep the levels come from. WebM (libvpx-vp9, 0-63): VP9's scale
    /// is not x264's; see `webmCRF`.
    package func crf(_ quality: Quality) -> Int {
        switch (self, quality) {
        case (.mp4, .low): return 36
        case (.mp4, .medium): return 30
        case (.mp4, .high): return 23
        case (.webm, _): return Self.webmCRF[quality]!
        }
    }

    /// VP9 rate factors: the flat UI of the samples keeps 49 dB at @2x in 4:4:4 from CRF 24 to 40
    /// (the 4:4:4 conversion's own rounding bounds it), so medium is 36 and low 44 (measured:
    /// BENCHMARKS.md, "Video").
    private static let webmCRF: [Quality: Int] = [.low: 44, .medium: 36, .high: 28]

    /// Whether each side must be even: 4:2:0 halves the colour planes both ways, and x264 refuses
    /// an odd side in `yuv420p`.
    var needsEvenSides: Bool { self == .mp4 }

    /// The codec's name in messages.
    package var codecName: String { self == .mp4 ? "H.264 High, yuv420p" : "VP9 profile 1, yuv444p" }

    /// The chroma subsampling of the frames the encoder takes (and `YCbCrFrame` makes).
    var subsampling: YCbCrFrame.Subsampling { self == .mp4 ? .s420 : .s444 }

    /// `ffmpeg`'s arguments: raw planar Y'CbCr frames of `width` × `height` px at `fps` on
    /// standard input (`YCbCrFrame`'s bytes: BT.709's matrix in limited range, 4:2:0 for MP4 and
    /// 4:4:4 for WebM, so ffmpeg converts nothing), the video to `path`, with the mark of
    /// renderpages' output as its `comment` (`WrittenMark` finds it in an MP4's `moov` box, which
    /// +faststart puts before the data, and in a WebM's header Tags). The video is tagged BT.709
    /// limited range (players assume BT.709 for untagged HD video but decoders differ; tagged,
    /// ffmpeg's own decoder reads 41 dB where untagged BT.709 read 30).
    func arguments(width: Int, height: Int, fps: Double, quality: Quality, path: String) -> [String] {
        let input = self == .mp4 ? "yuv420p" : "yuv444p"
        var arguments = ["-hide_banner", "-loglevel", "error", "-nostats",
                         "-f", "rawvideo", "-pix_fmt", input, "-video_size", "\(width)x\(height)",
                         "-framerate", Self.rate(fps),
                         "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                         "-i", "pipe:0"]
        switch self {
        case .mp4:
            // -preset ultrafast with CABAC and the 8x8 transform put back (`cabac=1:8x8dct=1`, the
            // second makes it High profile): on the samples' frames at @2x x264 spent about half
            // the CPU of `-preset veryfast -tune animation` for 1.5 to
            // 2.2 times the bytes, still 0.03-0.2 of the GIF's size at 40-44 dB against the frames;
            // B-frames, deblocking and sub-pixel refinement each cost more than they saved (measured
            // on the raw frames of samples/carousel/carousel.json,
            // carousel-images.json and samples/todays-deals.json, BENCHMARKS.md "Video"). Without
            // this the MP4 command was 3-6 times slower than the GIF command.
            arguments += ["-c:v", "libx264", "-profile:v", "high", "-pix_fmt", "yuv420p", "-preset", "ultrafast",
                          "-x264-params", "cabac=1:8x8dct=1", "-crf", "\(crf(quality))", "-movflags", "+faststart"]
        case .webm:
            // -b:v 0: constant quality (libvpx's CRF mode needs it); -row-mt 1 uses every core.
            // -fflags +bitexact: without it the WebM muxer writes random segment and track UIDs,
            // so two runs of one scenario differed in 16 bytes; with it the same
            // scenario gives the same file.
            arguments += ["-c:v", "libvpx-vp9", "-profile:v", "1", "-pix_fmt", "yuv444p", "-crf", "\(crf(quality))", "-b:v", "0",
                          "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-fflags", "+bitexact"]
        }
        arguments += ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                      "-metadata", "comment=\(OutputMark.text)", "-f", rawValue, "-y", Self.localFile(path)]
        return arguments
    }

    /// `path` as ffmpeg reads a local file and nothing else: ffmpeg takes a leading `name:` for a
    /// protocol (`http:`, `tcp:`, `pipe:`, `concat:`, and a folder named `2026-11-28T10:00`) and a
    /// leading `-` for an option, but its `file:` protocol opens the rest of the name as it is
    /// (libavformat's file.c strips one `file:` and nothing else), so the name is always `file:`
    /// and the path.
    static func localFile(_ path: String) -> String {
        "file:" + path
    }

    /// A frame rate as ffmpeg reads it: whole rates as integers, others to a microhertz.
    package static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(format: "%.6f", fps)
    }
}
