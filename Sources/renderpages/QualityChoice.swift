import ArgumentParser
import PageRender

/// `--quality`: a named level (`low`, `medium`, `high`, as for videos) or, for a WebP, a number
/// 1…100 (libwebp's lossy quality) or `lossless`.
enum QualityChoice: Equatable, ExpressibleByArgument {
    case level(VideoFormat.Quality)
    case number(Int)
    /// A WebP whose every frame decodes to the rendered pixels.
    case lossless

    init?(argument: String) {
        if argument == "lossless" {
            self = .lossless
        } else if let level = VideoFormat.Quality(rawValue: argument) {
            self = .level(level)
        } else if let n = Int(argument), (1...100).contains(n) {
            self = .number(n)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { VideoFormat.Quality.allCases.map(\.rawValue) + ["1…100", "lossless"] }

    /// As the command line spells it.
    var text: String {
        switch self {
        case .level(let level): level.rawValue
        case .number(let n): "\(n)"
        case .lossless: "lossless"
        }
    }

    /// The quality of a WebP when `--quality` is not given: lossless for drawn UI, where it is
    /// exact and as small as lossy (the flat carousel at 320 px: 71 KB lossless against 72 KB at
    /// medium), and medium for a scenario drawing item images, whose photographs compress about
    /// nine times smaller lossy (the photo carousel at 320 px: 151 KB against 1.38 MB; BENCHMARKS.md,
    /// "Every format on a flat and a photo carousel").
    static func webPDefault(drawsItemImages: Bool) -> QualityChoice {
        drawsItemImages ? .level(.medium) : .lossless
    }

    /// The level for a video (a number is refused for videos before this is read).
    var videoQuality: VideoFormat.Quality {
        if case .level(let level) = self { return level }
        return .medium
    }

    /// libwebp's quality for a lossy WebP, nil for lossless.
    var webPQuality: Double? {
        switch self {
        case .level(let level): WebPExport.lossyQuality(level)
        case .number(let n): Double(n)
        case .lossless: nil
        }
    }
}
