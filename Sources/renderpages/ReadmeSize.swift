import Foundation
import PageRender

/// The README-size warning: an animated image past `limit` bytes, with the fixes the command
/// that wrote it can apply, from the format table: a smaller `--width` where the format takes
/// one with the command, a lower `--fps`, a lossier `--quality` where it takes one, and the
/// command's other animated images that are smaller by nature (lossy or vectors).
struct ReadmeSize {
    /// Past this an animated image is more than a README should carry: GitHub shows images up
    /// to 10 MB, and a page with a demo or two should stay well under that (the project's own
    /// README demos are 0.1 to 1 MB; README.md, "Making a README demo").
    static let limit = 5_000_000
    /// A phone-sized demo's width (README.md, "Making a README demo": `--width 320`).
    static let screenWidth = 320
    /// About the width of a README's text column on GitHub: a wider picture is shown smaller.
    static let columnWidth = 800
    /// The rate the project's demos use (README.md, "Making a README demo": `--fps 25`).
    static let fps = 25.0

    /// `-` for standard output.
    var path: String
    var bytes: Int
    /// The animation's width in pixels.
    var width: Int
    /// Its frame rate, nil when it has none of its own.
    var fps: Double?
    var format: OutputFormat
    var command: OutputFormat.Command
    /// Screens side by side: 1 for a scenario, one per column for a comparison sheet.
    var columns = 1
    /// libwebp's quality of a lossy WebP, nil for a lossless one or another format.
    var webPQuality: Double?
    /// How an animated SVG drew its turned and filtered cards (nil for other formats).
    var svgEffects: SVGEffects?

    /// The width to suggest: 320 px a screen, a sheet's columns together no wider than a README's
    /// text column (one column 320 px, two 640, three or more 800).
    static func suggestedWidth(columns: Int) -> Int {
        min(screenWidth * max(1, columns), max(screenWidth, columnWidth))
    }

    /// The fixes, each as the command line writes it with a few words on why.
    var fixes: [String] {
        var fixes: [String] = []
        let target = Self.suggestedWidth(columns: columns)
        // An animated SVG's vectors grow with neither the width nor the rate (its keyframes
        // follow the device's 120 Hz); only pictures of turned or filtered cards drawn into it
        // (`--svg-effects sprites`) grow with the width.
        let vectors = format.shape == .vectorAnimation, sprites = vectors && svgEffects == .sprites
        if sprites { fixes.append("--svg-effects html (the turned and filtered cards as vectors)") }
        if !vectors || sprites {
            if format.takes(.width, for: command) {
                if width > target { fixes.append("--width \(target) (\(width) px now)") }
            } else {
                fixes.append("a lower --scale (\(width) px wide now)")
            }
        }
        if !vectors && (fps ?? .infinity) > Self.fps { fixes.append("--fps \(JSONValue.format(Self.fps))") }
        if format.takes(.quality, for: command) && format.shape == .animation {
            let medium = WebPExport.lossyQuality(.medium), low = WebPExport.lossyQuality(.low)
            switch webPQuality {
            case nil: fixes.append("--quality \(VideoFormat.Quality.medium.rawValue) (lossy)")
            case let q? where q > medium: fixes.append("--quality \(VideoFormat.Quality.medium.rawValue)")
            case let q? where q > low: fixes.append("--quality \(VideoFormat.Quality.low.rawValue)")
            default: break
            }
        }
        for other in OutputFormat.written(by: command) where other != format && other.isAnimatedImage {
            let dotted = "." + other.extensions[0]
            if other.shape == .vectorAnimation {
                fixes.append("\(dotted) (vectors, for drawn cards)")
            } else if other.takes(.quality, for: command) {
                fixes.append("a lossy \(dotted) (--quality \(VideoFormat.Quality.medium.rawValue), for photographs)")
            }
        }
        if fixes.isEmpty { fixes.append("a lower --scale or a shorter scenario") }
        return fixes
    }

    /// The warning, nil up to `limit`.
    var warning: String? {
        guard bytes > Self.limit else { return nil }
        let name = path == "-" ? "the animation" : path
        let megabytes = String(format: "%.1f", Double(bytes) / 1_000_000)
        return "\(name) is \(megabytes) MB, past the \(Self.limit / 1_000_000) MB a README should carry (GitHub shows images up to 10 MB); shrink it with "
            + fixes.joined(separator: ", ")
    }
}
