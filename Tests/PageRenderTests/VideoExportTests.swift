import Foundation
import Testing
@testable import PageRender

/// MP4 and WebM through the built `renderpages`, read back with ffprobe and ffmpeg (programs the
/// project did not write): codec, pixel format, frame count, rate, duration, box order, the mark
/// in the metadata, and the decoded frames against the PNG frames of `render`.
@Suite struct VideoExportTests {
    /// A paging fling on a 120×80 pt screen at 60 fps; `scale` and the screen's size vary.
    static func scenario(width: Int = 120, height: Int = 80, scale: Double = 2) -> String {
        """
        {"screen": {"width": \(width), "height": \(height), "scale": \(scale)}, "strategy": {"kind": "native-paging", "pages": 3},
         "gesture": {"kind": "fling", "offset": 20, "velocity": 1.2}, "fps": 60}
        """
    }

    static func tool(_ name: String, _ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/" + name), arguments)
    }

    /// ffprobe's view of the first video stream and the container, as key=value pairs.
    static func probe(_ path: String) throws -> [String: String] {
        let result = try tool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                          "stream=codec_name,profile,pix_fmt,width,height,r_frame_rate,avg_frame_rate,nb_read_frames:format=duration:format_tags",
                                          "-of", "default=noprint_wrappers=1", path])
        var fields: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0].lowercased()] = parts[1] }
        }
        return fields
    }

    /// The top-level ISO BMFF boxes of an MP4, in file order (ISO/IEC 14496-12 §4.2: a 32-bit
    /// big-endian size, then the four-letter type; size 1 means a 64-bit size follows).
    static func topLevelBoxes(_ bytes: [UInt8]) -> [String] {
        var boxes: [String] = [], offset = 0
        while offset + 8 <= bytes.count {
            var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            boxes.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            if size == 1 { size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) } }
            guard size >= 8 else { break }
            offset += size
        }
        return boxes
    }

    /// The byte offset of the first occurrence of `text` in `bytes`.
    static func offset(of text: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(text.utf8)
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    /// ffmpeg's psnr filter, frame k of the video against PNG frame k (both as RGB), average dB.
    static func psnr(video: String, frames: String, fps: Int) throws -> Double {
        let result = try tool("ffmpeg", ["-hide_banner", "-nostats", "-framerate", "\(fps)", "-i", frames + "/frame-%04d.png", "-i", video,
                                         "-lavfi", "[0:v]format=rgb24,settb=1/\(fps),setpts=N[a];[1:v]format=rgb24,settb=1/\(fps),setpts=N[b];[a][b]psnr",
                                         "-f", "null", "-"])
        let average = result.stderr.components(separatedBy: "average:").last?.split(separator: " ").first
        return try #require(average.flatMap { Double($0) }, "no PSNR in: \(result.stderr)")
    }

    /// MP4 at @2x: H.264 High, yuv420p, 60/1 fps, every frame of the timeline (as many as render
    /// writes PNGs), duration frames / 60, moov before mdat, the mark in the metadata before the
    /// data, and every decoded frame within 35 dB of the PNG frames (the floor).
    @Test func mp4MatchesTheFrames() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", Self.scenario())
        let render = try CLI.run(["render", scenario, "--out", scratch.path("frames"), "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
        let frames = scratch.contents("frames").filter { $0.hasPrefix("frame-") }.count
        #expect(frames > 10)
        let run = try CLI.run(["animate", scenario, "--out", scratch.path("demo.mp4")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("240×160 px, \(frames) frames at 60 fps"), "\(run.stdout)")
        let probe = try Self.probe(scratch.path("demo.mp4"))
        #expect(probe["codec_name"] == "h264" && probe["profile"] == "High" && probe["pix_fmt"] == "yuv420p", "\(probe)")
        #expect(probe["width"] == "240" && probe["height"] == "160")
        #expect(probe["r_frame_rate"] == "60/1" && probe["avg_frame_rate"] == "60/1", "\(probe)")
        #expect(probe["nb_read_frames"] == "\(frames)", "\(probe)")
        #expect(abs((Double(probe["duration"] ?? "") ?? 0) - Double(frames) / 60) < 0.002, "\(probe)")
        #expect(probe["tag:comment"]?.hasPrefix("renderpages-output fingerprint=") == true, "\(probe)")
        let bytes = Array(try #require(FileManager.default.contents(atPath: scratch.path("demo.mp4"))))
        let boxes = Self.topLevelBoxes(bytes)
        let moov = try #require(boxes.firstIndex(of: "moov")), mdat = try #require(boxes.firstIndex(of: "mdat"))
        #expect(moov < mdat, "boxes: \(boxes)")
        let markOffset = try #require(Self.offset(of: "renderpages-output", in: bytes))
        #expect(markOffset < 4096, "the mark is at byte \(markOffset)")
        let psnr = try Self.psnr(video: scratch.path("demo.mp4"), frames: scratch.path("frames"), fps: 60)
        #expect(psnr >= 35, "PSNR \(psnr) dB")
        #expect(scratch.contents() == ["demo.mp4", "frames", "s.json"], "\(scratch.contents())")
    }

    /// WebM: VP9 profile 1 in yuv444p, an odd-sized screen kept as it is (4:4:4 has no even-side
    /// rule), --hold 100 at 60 fps as 6 repeated frames at each end (100 ms × 60 fps), so the
    /// video is 12 frames longer than the timeline.
    @Test func webmKeepsOddSidesAndHoldsAsFrames() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", Self.scenario(width: 61, height: 41, scale: 1))
        let render = try CLI.run(["render", scenario, "--out", scratch.path("frames"), "--quiet"])
        let frames = scratch.contents("frames").filter { $0.hasPrefix("frame-") }.count
        #expect(render.status == 0 && frames > 10, "\(render.stderr)")
        let run = try CLI.run(["animate", scenario, "--out", scratch.path("demo.webm"), "--hold", "100", "--quiet"])
        #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stderr)")
        let probe = try Self.probe(scratch.path("demo.webm"))
        #expect(probe["codec_name"] == "vp9" && probe["profile"] == "Profile 1" && probe["pix_fmt"] == "yuv444p", "\(probe)")
        #expect(probe["width"] == "61" && probe["height"] == "41" && probe["r_frame_rate"] == "60/1", "\(probe)")
        #expect(probe["nb_read_frames"] == "\(frames + 12)", "\(probe)")
        #expect(abs((Double(probe["duration"] ?? "") ?? 0) - Double(frames + 12) / 60) < 0.002, "\(probe)")
        #expect(probe["tag:comment"]?.hasPrefix("renderpages-output fingerprint=") == true, "\(probe)")
        // Matroska's Tags element, which the WebM muxer writes in the header, before the clusters.
        let bytes = Array(try #require(FileManager.default.contents(atPath: scratch.path("demo.webm"))))
        #expect((Self.offset(of: "renderpages-output", in: bytes) ?? .max) < 4096)
        // The same scenario again gives the same file (the house rule on determinism; before
        // -fflags +bitexact the muxer's random UIDs made 16 bytes differ from run to run).
        let again = try CLI.run(["animate", scenario, "--out", scratch.path("again.webm"), "--hold", "100", "--quiet"])
        #expect(again.status == 0 && FileManager.default.contents(atPath: scratch.path("again.webm")) == Data(bytes), "\(again.stderr)")
    }

    /// An odd-sized MP4: one more column and row, repeating the frame's last ones (61×41 px to
    /// 62×42), and the summary says so.
    @Test func mp4PadsOddSides() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", Self.scenario(width: 61, height: 41, scale: 1))
        let run = try CLI.run(["animate", scenario, "--out", scratch.path("odd.mp4"), "--quality", "high"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("62×42 px (the frames' odd side made even with a repeated edge)") && run.stdout.contains("CRF 23"), "\(run.stdout)")
        let probe = try Self.probe(scratch.path("odd.mp4"))
        #expect(probe["width"] == "62" && probe["height"] == "42" && probe["pix_fmt"] == "yuv420p", "\(probe)")
    }

    /// compare --out sheet.mp4: the side-by-side sheet as H.264 at compare's 50 fps, as many
    /// frames as the GIF of the same sheet has source frames (its summary's "of N"), as large.
    @Test func compareWritesASheetVideo() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let a = try scratch.write("a.json", Self.scenario(scale: 1))
        let b = try scratch.write("b.json", Self.scenario(scale: 1).replacingOccurrences(of: "native-paging", with: "free"))
        let gif = try CLI.run(["compare", a, b, "--out", scratch.path("sheet.gif")])
        let run = try CLI.run(["compare", a, b, "--out", scratch.path("sheet.mp4"), "--quiet"])
        #expect(gif.status == 0 && run.status == 0, "\(gif.stderr) \(run.stderr)")
        let sourceFrames = try #require(gif.stdout.components(separatedBy: "(of ").last?.split(separator: ")").first)
        let size = try #require(gif.stdout.components(separatedBy: ": ").dropFirst().first?.split(separator: " ").first)
        let probe = try Self.probe(scratch.path("sheet.mp4"))
        #expect(probe["codec_name"] == "h264" && probe["r_frame_rate"] == "50/1" && probe["nb_read_frames"] == String(sourceFrames), "\(probe) \(gif.stdout)")
        let sides = size.split(separator: "×").compactMap { Int($0) }
        #expect(sides.count == 2 && probe["width"] == "\((sides[0] + 1) / 2 * 2)" && probe["height"] == "\((sides[1] + 1) / 2 * 2)", "\(probe) \(gif.stdout)")
    }

    /// Edge padding, worked by hand: a 3×2 picture to 4×3 repeats column 2 and row 1.
    @Test func paddingRepeatsTheLastColumnAndRow() throws {
        let image = RGBImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])
        var padded = RGBImage.empty
        try padded.pad(image, repeatingEdgesTo: 4, 3)
        #expect(padded == RGBImage(width: 4, height: 3, pixels: [1, 2, 3, 3, 4, 5, 6, 6, 4, 5, 6, 6]))
    }

    /// What a video cannot do is refused before anything is drawn, with exit 2 and one line
    /// (which may end with a pointer to the help).
    @Test func videoOptionsThatCannotApply() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", Self.scenario())
        for (arguments, line) in [
            (["--out", "x.mp4", "--loop", "once"], "error: --loop sets how often an animated image plays; a video does not store how often it plays (the page's <video loop> attribute decides), so drop --loop or write .gif, .webp, .apng or .svg"),
            (["--out", "x.webm", "--psnr"], "error: --psnr reads a GIF or a WebP back to measure it against the frames; a video is measured with ffmpeg's psnr filter (docs/output.md), so drop --psnr or write .gif or .webp"),
            (["--out", "x.gif", "--quality", "high"], "error: --quality sets how lossy a WebP, an MP4 or a WebM is; a GIF has no quality to set, so drop --quality or write .webp, .mp4 or .webm"),
        ] {
            let run = try CLI.run(["animate", scenario] + arguments, in: scratch.url)
            #expect(run.status == 2 && run.errorLines.count == 1 && run.stderr.hasPrefix(line), "\(arguments): \(run.stderr)")
        }
        #expect(scratch.contents() == ["s.json"])
    }
}
