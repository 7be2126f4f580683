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

    /// The constant rate factor for `quality`. MP4 (x264, 0-51, lower is better): 23 for medium,
    /// x264's own default, where the samples at @2x keep 41-42 dB against the frames with
    /// `-preset veryfast`; down to 16 PSNR rose by at most 1.7 dB for 34-52 % more bytes, up to
    /// 30 it fell by up to 3.2 dB for 20-27 % fewer (measured 2026-11-26 on
    /// samples/carousel/carousel.json and samples/todays-deals.json at @2x, docs/output.md). WebM (libvpx-vp9, 0-63): VP9's scale
    /// is not x264's; see `webmCRF`.
    package func crf(_ quality: Quality) -> Int {
        switch (self, quality) {
        case (.mp4, .low): return 30
        case (.mp4, .medium): return 23
        case (.mp4, .high): return 16
        case (.webm, _): return Self.webmCRF[quality]!
        }
    }

    /// VP9 rate factors: the flat UI of the samples keeps 49 dB at @2x in 4:4:4 from CRF 24 to 40
    /// (the 4:4:4 conversion's own rounding bounds it), so medium is 36 and low 44 (measured
    /// 2026-11-26, BENCHMARKS.md).
    private static let webmCRF: [Quality: Int] = [.low: 44, .medium: 36, .high: 28]

    /// Whether each side must be even: 4:2:0 halves the colour planes both ways, and x264 refuses
    /// an odd side in `yuv420p`.
    var needsEvenSides: Bool { self == .mp4 }

    /// The codec's name in messages.
    package var codecName: String { self == .mp4 ? "H.264 High, yuv420p" : "VP9 profile 1, yuv444p" }

    /// `ffmpeg`'s arguments: raw `bgr0` frames of `width` × `height` px at `fps` on standard
    /// input (an `RGBImage`'s `0x00RRGGBB` words in little-endian byte order), the video to
    /// `path`, with the mark of renderpages' output as its `comment` (`WrittenMark` finds it in
    /// an MP4's `moov` box, which +faststart puts before the data, and in a WebM's header Tags).
    /// Colours are converted with BT.709's matrix in limited range and tagged so
    /// (players assume BT.709 for untagged HD video but decoders differ; tagged, ffmpeg's own
    /// decoder reads 41 dB where untagged BT.709 read 30).
    func arguments(width: Int, height: Int, fps: Double, quality: Quality, path: String) -> [String] {
        var arguments = ["-hide_banner", "-loglevel", "error", "-nostats",
                         "-f", "rawvideo", "-pix_fmt", "bgr0", "-video_size", "\(width)x\(height)",
                         "-framerate", Self.rate(fps), "-i", "pipe:0",
                         "-vf", "scale=out_color_matrix=bt709:out_range=tv"]
        switch self {
        case .mp4:
            // -preset veryfast: x264 spent 40-55 % less CPU than with its default `medium` on the
            // samples at @2x for 2-6 % more bytes and 0.3-1.2 dB less (41-44 dB still); `superfast`
            // saved another 20 % but wrote 1.3-1.8 times the bytes (measured 2026-11-26 on the
            // raw frames of samples/carousel/carousel.json, carousel-images.json and
            // samples/todays-deals.json, BENCHMARKS.md "Video"). -tune animation: 0.3-0.5 dB more
            // than no tuning at about the same size.
            arguments += ["-c:v", "libx264", "-profile:v", "high", "-pix_fmt", "yuv420p", "-preset", "veryfast",
                          "-tune", "animation", "-crf", "\(crf(quality))", "-movflags", "+faststart"]
        case .webm:
            // -b:v 0: constant quality (libvpx's CRF mode needs it); -row-mt 1 uses every core.
            arguments += ["-c:v", "libvpx-vp9", "-profile:v", "1", "-pix_fmt", "yuv444p", "-crf", "\(crf(quality))", "-b:v", "0",
                          "-deadline", "good", "-cpu-used", "4", "-row-mt", "1"]
        }
        arguments += ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                      "-metadata", "comment=\(OutputMark.text)", "-f", rawValue, "-y", path]
        return arguments
    }

    /// A frame rate as ffmpeg reads it: whole rates as integers, others to a microhertz.
    package static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(format: "%.6f", fps)
    }
}
