import Foundation
import Testing
@testable import PageRender
@testable import renderpages

/// The lossy animated WebP of `animate --quality`, read by PIL (libwebp's demuxer and decoder
/// through Pillow, not the project's code): it has the frames and the timing of the GIF of the
/// same command line (decoded by PIL too), and every rendered frame is within the floor
/// docs/animation.md states for the level, against `render`'s PNG frames, which PIL decodes too.
/// The photo carousel at 320 px is the case the levels were chosen on (BENCHMARKS.md, "Lossy
/// WebP"); at 25 fps, the README settings (README.md, "Making a README demo"), every frame lasts
/// 40 ms, which GIF's centiseconds and WebP's milliseconds both store exactly, and the run stays
/// short (55 frames).
@Suite(.serialized) struct LossyWebPTests {
    static let sample = "samples/carousel/carousel-images.json"
    static let settings = ["--width", "320", "--fps", "25"]

    /// PIL's reading of an animated file against the PNG frames of `render`.
    struct Reading {
        var format: String
        var durations: [Int]
        var width: Int
        var renderedFrames: Int
        /// The lowest PSNR of a rendered frame against the frame the file shows at the middle of
        /// that frame's time, dB.
        var worst: Double
    }

    /// Reads `files` with PIL and measures each against the PNG frames in `frames`, each
    /// rendered frame `frameMs` long (the squared differences summed by PIL's ImageStat).
    static func read(_ files: [String], frames: String, frameMs: Double, in scratch: Scratch) throws -> [Reading] {
        try scratch.write("measure.py", """
        import sys, os, math
        from PIL import Image, ImageChops, ImageStat
        names = sorted(n for n in os.listdir(sys.argv[1]) if n.endswith(".png"))
        pngs = [Image.open(os.path.join(sys.argv[1], n)).convert("RGB") for n in names]
        frame_ms = float(sys.argv[2])
        for path in sys.argv[3:]:
            im = Image.open(path)
            shown, durations = [], []
            for i in range(im.n_frames):
                im.seek(i)
                shown.append(im.convert("RGB"))
                durations.append(im.info["duration"])
            starts, t = [], 0
            for d in durations:
                starts.append(t)
                t += d
            worst = float("inf")
            for i, png in enumerate(pngs):
                mid = (i + 0.5) * frame_ms
                k = max(j for j, start in enumerate(starts) if start <= mid)
                mse = sum(ImageStat.Stat(ImageChops.difference(shown[k], png)).sum2) / (png.size[0] * png.size[1] * 3)
                worst = min(worst, float("inf") if mse == 0 else 10 * math.log10(255 * 255 / mse))
            print(im.format, im.size[0], len(pngs), worst, ",".join(map(str, durations)))
        """)
        let output = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("measure.py"), frames, "\(frameMs)"] + files)
        return output.split(separator: "\n").map { line in
            let field = line.split(separator: " ").map(String.init)
            return Reading(format: field[0], durations: field[4].split(separator: ",").map { Int($0)! }, width: Int(field[1])!,
                           renderedFrames: Int(field[2])!, worst: Double(field[3])!)
        }
    }

    /// The floor docs/animation.md states for each level ("low (60) at least 35 dB, …").
    static func statedFloors() throws -> [String: Double] {
        let docs = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("docs/animation.md"), encoding: .utf8)
        var floors: [String: Double] = [:]
        for match in docs.matches(of: /(low|medium|high)\s+\(\d+\)\s+at\s+least\s+(\d+(?:\.\d+)?)\s+dB/) { floors[String(match.1)] = Double(match.2)! }
        return floors
    }

    /// `animate` with `arguments` into `scratch` at the test's settings; the file's path.
    static func animate(_ name: String, _ arguments: [String], in scratch: Scratch) throws -> String {
        let path = scratch.path(name)
        let animate = try CLI.run(["animate", sample] + settings + arguments + ["--out", path])
        #expect(animate.status == 0, "\(animate.stderr)")
        return path
    }

    /// Each level at 320 px: the WebP has the GIF's frames and durations (PIL reads both) and the
    /// rendered frames' time, every frame at or above the level's stated floor, and the levels
    /// order size and fidelity; a number is libwebp's quality itself (75 is medium,
    /// WebPExport.lossyQuality).
    @Test func everyLevelKeepsItsFloorAndTheGIFsFramesAndTiming() throws {
        try #require(CLI.isAvailable)
        let floors = try Self.statedFloors()
        let levels = VideoFormat.Quality.allCases.map(\.rawValue)
        #expect(Set(floors.keys) == Set(levels), "docs/animation.md states floors for \(floors)")
        let scratch = try Scratch()
        let frames = scratch.path("frames")
        let render = try CLI.run(["render", Self.sample] + Self.settings + ["--out", frames])
        #expect(render.status == 0, "\(render.stderr)")
        let gif = try Self.animate("demo.gif", [], in: scratch)
        let webps = try levels.map { try Self.animate("demo-\($0).webp", ["--quality", $0], in: scratch) }
        let readings = try Self.read([gif] + webps, frames: frames, frameMs: 1000 / 25, in: scratch)
        try #require(readings.count == 1 + levels.count)
        let gifReading = readings[0]
        #expect(gifReading.format == "GIF" && gifReading.durations.reduce(0, +) == gifReading.renderedFrames * 40, "\(gifReading)")
        for (level, reading) in zip(levels, readings.dropFirst()) {
            #expect(reading.format == "WEBP" && reading.width == 320)
            #expect(reading.durations == gifReading.durations, "\(level): \(reading.durations) against the GIF's \(gifReading.durations)")
            #expect(reading.worst >= floors[level] ?? .infinity, "\(level): worst frame \(reading.worst) dB, stated floor \(floors[level] ?? 0) dB")
        }
        let bytes = try webps.map { try FileManager.default.attributesOfItem(atPath: $0)[.size] as! Int }
        #expect(bytes[0] < bytes[1] && bytes[1] < bytes[2] && readings[1].worst < readings[3].worst, "\(bytes) \(readings.map(\.worst))")
        let number = try Self.animate("demo-75.webp", ["--quality", "75"], in: scratch)
        // The same frames byte for byte; the XMP chunk at the end differs, since the mark records
        // the command line (docs/demos.md), and with it the RIFF size.
        #expect(Self.withoutMark(webps[1]) == Self.withoutMark(number))
    }

    /// A WebP file's chunks after the RIFF header, up to its `XMP ` chunk (the mark, written last).
    static func withoutMark(_ path: String) -> [UInt8] {
        let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
        let xmp = Array("XMP ".utf8)
        let end = (12...max(12, bytes.count - 4)).last { Array(bytes[$0..<min(bytes.count, $0 + 4)]) == xmp } ?? bytes.count
        return Array(bytes[min(12, bytes.count)..<end])
    }

    /// Refusals name the option, the value and what to write instead.
    @Test func badQualitiesAreRefused() throws {
        let scratch = try Scratch()
        for (arguments, expected) in [(["--quality", "101", "--out", scratch.path("a.webp")], "--quality"),
                                      (["--quality", "50", "--out", scratch.path("a.mp4")], "a video takes low, medium or high"),
                                      (["--quality", "lossless", "--out", scratch.path("a.mp4")], "a video is always lossy"),
                                      (["--quality", "medium", "--out", scratch.path("a.gif")], "drop --quality")] {
            let result = try CLI.run(["animate", "samples/native-paging.json"] + arguments)
            #expect(result.status == 2 && result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count <= 2, "\(result.stderr)")
        }
    }
}

/// The README-size warning: past 5 MB (README.md, "Making a README demo": GitHub shows images up
/// to 10 MB) an animated image's warning names the options that shrink it.
@Suite struct ReadmeSizeWarningTests {
    @Test func warnsPastFiveMegabytesNamingTheFixes() throws {
        let gif = OutputFormat.gif, webp = try #require(OutputFormat.named("webp"))
        #expect(ReadmeSize(path: "demo.gif", bytes: 5_000_000, width: 780, fps: 50, format: gif, command: .animate).warning == nil)
        let big = try #require(ReadmeSize(path: "demo.gif", bytes: 11_500_000, width: 780, fps: 50, format: gif, command: .animate).warning)
        #expect(big.hasPrefix("demo.gif is 11.5 MB"))
        for fix in ["--width 320 (780 px now)", "--fps 25", "a lossy .webp (--quality medium", ".svg"] { #expect(big.contains(fix), "\(big)") }
        // Already narrow: no --width advice; a lossless WebP is told its own --quality, a lossy
        // one at medium the next level down.
        let lossless = try #require(ReadmeSize(path: "demo.webp", bytes: 6_000_000, width: 320, fps: 30, format: webp, command: .animate).warning)
        #expect(!lossless.contains("--width") && lossless.contains("--quality medium (lossy)"), "\(lossless)")
        let medium = try #require(ReadmeSize(path: "demo.webp", bytes: 6_000_000, width: 320, fps: 30, format: webp, command: .animate,
                                             webPQuality: WebPExport.lossyQuality(.medium)).warning)
        #expect(medium.contains("--quality low") && !medium.contains("--quality medium"), "\(medium)")
        // compare writes no WebP and has no --quality for a GIF; diff has no --width and writes no SVG.
        let sheet = try #require(ReadmeSize(path: "review.gif", bytes: 6_000_000, width: 2400, fps: 50, format: gif, command: .compare, columns: 3).warning)
        #expect(!sheet.contains(".webp") && !sheet.contains("--quality") && sheet.contains("--width 800") && sheet.contains(".svg"), "\(sheet)")
        let diff = try #require(ReadmeSize(path: "d.gif", bytes: 7_000_000, width: 2400, fps: 50, format: gif, command: .diff).warning)
        #expect(!diff.contains("--width") && !diff.contains(".webp") && !diff.contains(".svg") && diff.contains("--scale"), "\(diff)")
    }

    /// An animated SVG past 5 MB: vectors do not shrink with --width or --fps, so neither is
    /// offered; pictures of turned cards (`--svg-effects sprites`) do, and html draws them as
    /// vectors; a lossy .webp is offered where the command writes one.
    @Test func anAnimatedSVGIsToldWhatShrinksIt() throws {
        let svg = try #require(OutputFormat.builtIn.first { $0.shape == .vectorAnimation })
        let vectors = try #require(ReadmeSize(path: "demo.svg", bytes: 6_000_000, width: 786, fps: nil, format: svg, command: .animate,
                                              svgEffects: .html).warning)
        #expect(!vectors.contains("--width") && !vectors.contains("--fps") && !vectors.contains("--svg-effects") && vectors.contains("a lossy .webp"), "\(vectors)")
        let sprites = try #require(ReadmeSize(path: "demo.svg", bytes: 6_000_000, width: 786, fps: nil, format: svg, command: .animate,
                                              svgEffects: .sprites).warning)
        #expect(sprites.contains("--svg-effects html") && sprites.contains("--width 320 (786 px now)") && !sprites.contains("--fps"), "\(sprites)")
        #expect(ReadmeSize(path: "demo.svg", bytes: 5_000_000, width: 786, fps: nil, format: svg, command: .animate, svgEffects: .html).warning == nil)
    }

    @Test func aSmallDemoHasNoWarning() throws {
        let scratch = try Scratch()
        let result = try CLI.run(["animate", "samples/native-paging.json", "--scale", "1", "--out", scratch.path("a.gif")])
        #expect(result.status == 0 && !result.stderr.contains("README"), "\(result.stderr)")
    }
}

/// Without `--quality` a WebP is lossless, except for a scenario that draws item images, which is
/// lossy at medium (docs/animation.md: photographs compress about nine times smaller lossy).
@Suite struct WebPDefaultQualityTests {
    @Test func photographsDefaultToLossyMediumAndDrawnCardsToLossless() throws {
        let scratch = try Scratch()
        let photos = try CLI.run(["animate", "samples/carousel/carousel-images.json", "--width", "80", "--out", scratch.path("p.webp")])
        #expect(photos.status == 0 && photos.stdout.contains("lossy, quality 75"), "\(photos.stdout) \(photos.stderr)")
        let cards = try CLI.run(["animate", "samples/carousel/carousel.json", "--width", "80", "--out", scratch.path("c.webp")])
        #expect(cards.status == 0 && cards.stdout.contains("lossless"), "\(cards.stdout) \(cards.stderr)")
        let forced = try CLI.run(["animate", "samples/carousel/carousel-images.json", "--width", "80", "--quality", "lossless", "--out", scratch.path("l.webp")])
        #expect(forced.status == 0 && forced.stdout.contains("lossless"), "\(forced.stdout) \(forced.stderr)")
    }
}
