import Foundation
import Testing
@testable import PageRender
@testable import renderpages

/// The lossy animated WebP of `animate --quality`, read by PIL (libwebp's demuxer and decoder
/// through Pillow, not the project's code): it plays every rendered frame for its time, and every
/// frame is within the PSNR docs/output.md states for the level against `render`'s PNG frames,
/// which PIL decodes too. The photo carousel at 320 px is the case the levels were chosen on
/// (BENCHMARKS.md, "Lossy WebP").
@Suite(.serialized) struct LossyWebPTests {
    static let sample = "samples/carousel/carousel-images.json"

    /// PIL's reading of the WebP at `webp` and of the PNG frames in `frames`: each WebP frame's
    /// duration, and raw RGB files of both.
    static func decode(webp: String, frames: String, into scratch: Scratch) throws -> (durations: [Int], pngs: Int, width: Int, height: Int) {
        try scratch.write("decode.py", """
        import sys, os, json
        from PIL import Image
        im = Image.open(sys.argv[1])
        print(im.format, im.n_frames, im.size[0], im.size[1])
        for i in range(im.n_frames):
            im.seek(i)
            open("%s/webp-%04d.rgb" % (sys.argv[3], i), "wb").write(im.convert("RGB").tobytes())
            print(im.info.get("duration"))
        names = sorted(n for n in os.listdir(sys.argv[2]) if n.endswith(".png"))
        for i, name in enumerate(names):
            png = Image.open(os.path.join(sys.argv[2], name))
            open("%s/png-%04d.rgb" % (sys.argv[3], i), "wb").write(png.convert("RGB").tobytes())
        print(len(names))
        """)
        let lines = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("decode.py"), webp, frames, scratch.url.path])
            .split(separator: "\n").map(String.init)
        let head = lines[0].split(separator: " ")
        #expect(head[0] == "WEBP")
        let count = Int(head[1])!
        return (lines[1...count].map { Int($0)! }, Int(lines[count + 1])!, Int(head[2])!, Int(head[3])!)
    }

    static func psnr(_ a: Data, _ b: Data) -> Double {
        precondition(a.count == b.count)
        var sum = 0.0
        for k in 0..<a.count { let d = Double(a[k]) - Double(b[k]); sum += d * d }
        let mse = sum / Double(a.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// The worst frame's PSNR of `animate --quality quality` at `width` px against `render`'s
    /// frames, and the file's size.
    static func measure(quality: String, width: Int, frames: String) throws -> (worst: Double, bytes: Int) {
        let scratch = try Scratch()
        let webp = try animate(quality: quality, width: width, in: scratch)
        let decoded = try decode(webp: webp, frames: frames, into: scratch)
        // Timing: the scenario's 30 fps, equal frames merged into one longer frame; the durations
        // add up to the frames' time, 1000/30 ms each, within the whole-ms rounding.
        let frameMs = 1000.0 / 30
        #expect(abs(Double(decoded.durations.reduce(0, +)) - Double(decoded.pngs) * frameMs) <= 1)
        #expect(decoded.durations.count <= decoded.pngs && decoded.width == width)
        // Each rendered frame against the WebP frame showing at the middle of its time.
        var starts: [Double] = [], t = 0.0
        for d in decoded.durations { starts.append(t); t += Double(d) }
        var worst = Double.infinity
        for i in 0..<decoded.pngs {
            let mid = (Double(i) + 0.5) * frameMs
            let k = starts.lastIndex { $0 <= mid } ?? 0
            let shown = try Data(contentsOf: scratch.url.appendingPathComponent(String(format: "webp-%04d.rgb", k)))
            let rendered = try Data(contentsOf: scratch.url.appendingPathComponent(String(format: "png-%04d.rgb", i)))
            worst = min(worst, psnr(shown, rendered))
        }
        return (worst, try FileManager.default.attributesOfItem(atPath: webp)[.size] as! Int)
    }

    /// `animate --quality quality --width width` into `scratch`; the WebP's path.
    static func animate(quality: String, width: Int, in scratch: Scratch) throws -> String {
        let webp = scratch.path("demo-\(quality).webp")
        let animate = try CLI.run(["animate", sample, "--width", "\(width)", "--quality", quality, "--out", webp])
        #expect(animate.status == 0, "\(animate.stderr)")
        #expect(animate.stdout.contains("lossy, quality"))
        return webp
    }

    /// `render`'s PNG frames at `width` px into `scratch`; the folder's path.
    static func render(width: Int, in scratch: Scratch) throws -> String {
        let frames = scratch.path("frames")
        let render = try CLI.run(["render", sample, "--width", "\(width)", "--out", frames])
        #expect(render.status == 0, "\(render.stderr)")
        return frames
    }

    /// medium at 320 px: docs/output.md states at least 36 dB on every frame.
    @Test func mediumKeepsEveryFrameAbove36dB() throws {
        let scratch = try Scratch()
        let medium = try Self.measure(quality: "medium", width: 320, frames: Self.render(width: 320, in: scratch))
        #expect(medium.worst >= 36, "worst frame \(medium.worst) dB")
    }

    /// The levels order size and fidelity (at 160 px to stay quick): low is smaller and no closer
    /// than high; a number is libwebp's quality itself (75 is medium, WebPExport.lossyQuality).
    @Test func levelsTradeSizeForFidelity() throws {
        let scratch = try Scratch()
        let frames = try Self.render(width: 160, in: scratch)
        let low = try Self.measure(quality: "low", width: 160, frames: frames), high = try Self.measure(quality: "high", width: 160, frames: frames)
        #expect(low.bytes < high.bytes && low.worst < high.worst, "low \(low), high \(high)")
        let medium = try Self.animate(quality: "medium", width: 160, in: scratch), number = try Self.animate(quality: "75", width: 160, in: scratch)
        // The same frames byte for byte; the XMP chunk at the end differs, since the mark records
        // the command line (docs/demos.md), and with it the RIFF size.
        #expect(Self.withoutMark(medium) == Self.withoutMark(number))
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
