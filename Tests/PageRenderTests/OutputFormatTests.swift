import Foundation
import Testing
@testable import PageRender

/// `renderpages gif` output formats end to end: the name of --out picks the format, a
/// contradicting --format or an unknown name is a usage error before anything is written, and
/// animated PNGs are read back by decoders the project did not write (Python's PIL and ffmpeg).
@Suite struct OutputFormatTests {
    /// A 60×40 pt paging fling at @1x and 50 fps (20 ms a frame), in a fresh folder.
    func withScenario(_ body: (Scratch) throws -> Void) throws {
        let scratch = try Scratch()
        try scratch.write("fast.json", """
        {"screen": {"width": 60, "height": 40, "scale": 1}, "strategy": {"kind": "native-paging", "pages": 3},
         "gestures": [{"kind": "fling", "offset": 8, "velocity": 1.2}, {"kind": "fling", "velocity": -1.2, "pause": 100}], "fps": 50}
        """)
        try body(scratch)
    }

    static let signatures: [String: [UInt8]] = ["gif": Array("GIF89a".utf8), "webp": Array("RIFF".utf8), "apng": [0x89, 0x50, 0x4E, 0x47]]

    /// Each accepted pair of name and --format with the format it must write, and each rejected
    /// pair (exit 2, one line, no file).
    @Test func extensionAndFormatMatrix() throws {
        try withScenario { scratch in
            let accepted: [(name: String, format: String?, kind: String)] = [
                ("a.gif", nil, "gif"), ("b.webp", nil, "webp"), ("c.apng", nil, "apng"), ("d.png", "apng", "apng"),
                ("e.gif", "gif", "gif"), ("f.webp", "webp", "webp"), ("g.apng", "apng", "apng"), ("H.GIF", nil, "gif")]
            for (name, format, kind) in accepted {
                let result = try CLI.run(["gif", "fast.json", "--out", name, "--quiet"] + (format.map { ["--format", $0] } ?? []), in: scratch.url)
                #expect(result.status == 0, "\(name) \(format ?? "-"): \(result.stderr)")
                let bytes = try #require(FileManager.default.contents(atPath: scratch.path(name)).map(Array.init), "\(name)")
                #expect(Array(bytes.prefix(Self.signatures[kind]!.count)) == Self.signatures[kind]!, "\(name) is not \(kind)")
                #expect(kind != "webp" || Array(bytes[8..<12]) == Array("WEBP".utf8), "\(name)")
                // An APNG has its animation control chunk right after IHDR (8 + 25 bytes in).
                #expect((kind == "apng") == (bytes.count > 41 && Array(bytes[37..<41]) == Array("acTL".utf8)), "\(name)")
            }
            let rejected: [(name: String, format: String?)] = [
                ("x.gif", "webp"), ("x.webp", "gif"), ("x.apng", "gif"), ("x.gif", "apng"), ("x.png", nil),
                ("x.png", "gif"), ("x.jpg", nil), ("x", nil), ("x.webp", "apng")]
            for (name, format) in rejected {
                let result = try CLI.run(["gif", "fast.json", "--out", name] + (format.map { ["--format", $0] } ?? []), in: scratch.url)
                #expect(result.status == 2, "\(name) \(format ?? "-"): \(result.status) \(result.stderr)")
                #expect(result.errorLines.count == 1 && result.stderr.contains(name), "\(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: scratch.path(name)), "\(name) was written")
            }
            #expect(try CLI.run(["gif", "fast.json", "--out", "y.apng", "--psnr"], in: scratch.url).status == 2)
        }
    }

    /// The source frames with consecutive repeats merged, as a viewer must show them, and how
    /// many source frames each stands for. Computed here from the rendered images.
    func expectedFrames(_ scratch: Scratch, hold: Double) throws -> [(image: RGBImage, run: Int)] {
        let scenario = try Scenario.read(JSONParser.parse(Array(FileManager.default.contents(atPath: scratch.path("fast.json"))!)))
        let source = try FrameSequence(try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)), scale: 1).animation(hold: hold)
        var frames: [(image: RGBImage, run: Int)] = []
        for image in try source.images() {
            if let last = frames.last, last.image == image { frames[frames.count - 1].run += 1 } else { frames.append((image, 1)) }
        }
        return frames
    }

    /// Python's PIL (Debian python3-pil) composites each APNG frame (blend and dispose ops
    /// applied) and reports its duration and the loop count.
    @Test func apngRoundTripThroughPIL() throws {
        try withScenario { scratch in
            let result = try CLI.run(["gif", "fast.json", "--out", "x.apng", "--loop", "3", "--hold", "200", "--quiet"], in: scratch.url)
            #expect(result.status == 0, "\(result.stderr)")
            let read = try Self.pilFrames(scratch.path("x.apng"), into: scratch)
            let lines = read.split(separator: "\n").map(String.init)
            let expected = try expectedFrames(scratch, hold: 200)
            #expect(lines.first == "PNG \(expected.count) 3 60 40", "\(read)")
            // 50 fps: each source frame is 20 ms (2 cs, no rounding); the first and the last also
            // carry the 200 ms hold.
            let durations = expected.enumerated().map { k, frame in
                Double(frame.run * 20 + (k == 0 ? 200 : 0) + (k == expected.count - 1 ? 200 : 0))
            }
            #expect(lines.dropFirst().compactMap { Double($0) } == durations, "\(read)")
            for (k, frame) in expected.enumerated() {
                let bytes = try #require(FileManager.default.contents(atPath: scratch.path(String(format: "pil-%04d.rgb", k))))
                #expect(Self.rgb(frame.image) == Array(bytes), "PIL's frame \(k) differs from the rendered frame")
            }
        }
    }

    /// ffmpeg's own APNG decoder, every stored frame once (passthrough), as raw RGB.
    @Test func apngRoundTripThroughFFmpeg() throws {
        try withScenario { scratch in
            #expect(try CLI.run(["gif", "fast.json", "--out", "x.png", "--format", "apng", "--loop", "once", "--quiet"], in: scratch.url).status == 0)
            _ = try Self.tool("/usr/bin/ffmpeg", ["-v", "error", "-i", scratch.path("x.png"), "-fps_mode", "passthrough",
                                                  "-f", "rawvideo", "-pix_fmt", "rgb24", scratch.path("ffmpeg.rgb")])
            let bytes = Array(try #require(FileManager.default.contents(atPath: scratch.path("ffmpeg.rgb"))))
            let expected = try expectedFrames(scratch, hold: 0)
            let frameBytes = 60 * 40 * 3
            #expect(bytes.count == expected.count * frameBytes)
            for (k, frame) in expected.enumerated() where (k + 1) * frameBytes <= bytes.count {
                #expect(Array(bytes[(k * frameBytes)..<((k + 1) * frameBytes)]) == Self.rgb(frame.image), "ffmpeg's frame \(k) differs")
            }
            let probe = try Self.tool("/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", scratch.path("x.png")])
            #expect(probe.trimmingCharacters(in: .whitespacesAndNewlines) == "apng")
        }
    }

    /// `--width` sets the pixel width (height in proportion), below the screen's size too, and
    /// the picture is close to a high-quality downscale: PIL's box filter (an area average) of
    /// the same frame rendered at @4x, which is 10 times as wide.
    @Test func widthSetsTheSizeAndDownscalesWell() throws {
        let scratch = try Scratch()
        try scratch.write("cards.json", """
        {"screen": {"width": 300, "height": 200, "scale": 2}, "strategy": {"kind": "page-offsets", "cards": {"count": 4, "spacing": 16}, "contentInset": {"left": 30, "right": 30}},
         "gesture": {"kind": "fling", "offset": 0, "velocity": 0.6}, "fps": 20}
        """)
        #expect(try CLI.run(["render", "cards.json", "--out", "big", "--scale", "4", "--quiet"], in: scratch.url).status == 0)
        let small = try CLI.run(["render", "cards.json", "--out", "small", "--width", "120", "--quiet"], in: scratch.url)
        #expect(small.status == 0, "\(small.stderr)")
        let gif = try CLI.run(["gif", "cards.json", "--out", "small.gif", "--width", "75", "--quiet"], in: scratch.url)
        #expect(gif.status == 0, "\(gif.stderr)")
        let decoded = try GIFDecoder.decode(Array(try #require(FileManager.default.contents(atPath: scratch.path("small.gif")))))
        #expect(decoded.width == 75 && decoded.height == 50)
        let half = try CLI.run(["gif", "cards.json", "--out", "half.apng", "--scale", "0.5", "--quiet"], in: scratch.url)
        #expect(half.status == 0, "\(half.stderr)")
        try scratch.write("psnr.py", """
        import sys, math
        from PIL import Image
        def psnr(a, b):
            se = sum((x - y) ** 2 for p, q in zip(a.getdata(), b.getdata()) for x, y in zip(p, q))
            mse = se / (a.size[0] * a.size[1] * 3)
            return 10 * math.log10(255 * 255 / mse) if mse else float("inf")
        worst, bar = float("inf"), float("inf")
        for name in ["frame-0000.png", "frame-0005.png"]:
            big = Image.open(sys.argv[1] + "/big/" + name).convert("RGB")
            small = Image.open(sys.argv[1] + "/small/" + name).convert("RGB")
            worst = min(worst, psnr(big.resize(small.size, Image.BOX), small))
            bar = min(bar, psnr(big.resize(small.size, Image.BOX), big.resize(small.size, Image.LANCZOS)))
            print(small.size[0], small.size[1])
        print(worst)
        print(bar)
        """)
        let lines = try Self.tool("/usr/bin/python3", [scratch.path("psnr.py"), scratch.url.path]).split(separator: "\n")
        #expect(lines.prefix(2).allSatisfy { $0 == "120 80" }, "\(lines)")
        // The bar: how close two good downscales of the same @4x frame are to each other (PIL's
        // Lanczos against its box filter); ours may fall at most 1 dB short of it.
        let psnr = try #require(lines.dropLast().last.flatMap { Double($0) })
        let bar = try #require(lines.last.flatMap { Double($0) })
        #expect(psnr >= bar - 1, "PSNR against PIL's box downscale: \(psnr) dB; Lanczos against box: \(bar) dB")
    }

    /// Resting frames are drawn and encoded once: the runs of equal scenes are the runs of
    /// samples where nothing a scene shows moves (offset, finger, page, pager), read from the
    /// timeline here; the pause between the two flings gives one long run.
    @Test func restingFramesFormRuns() throws {
        let scenario = Scenario(screen: .init(width: 60, height: 40, scale: 1), strategy: .nativePaging(pages: 3),
                                gestures: [GestureStep(.fling(offset: 8, velocity: 1.2)), GestureStep(.fling(offset: nil, velocity: -1.2), pause: 200)], fps: 50)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let samples = timeline.samples
        var expected: [Range<Int>] = []
        for k in samples.indices {
            let same = k > 0 && samples[k].offset == samples[k - 1].offset && samples[k].finger == samples[k - 1].finger
                && samples[k].page == samples[k - 1].page && samples[k].pager == samples[k - 1].pager
            if same { expected[expected.count - 1] = expected.last!.lowerBound..<(k + 1) } else { expected.append(k..<(k + 1)) }
        }
        let runs = try FrameSequence(try RenderInput(scenario: scenario, timeline: timeline), scale: 1).repeated.runs
        #expect(runs == expected)
        // 200 ms at 50 fps: the pause alone holds 10 equal frames.
        #expect(runs.contains { $0.count >= 10 }, "\(runs)")
    }

    /// `--loop-back` appends a drag back to the first offset: a free-scrolling fling from 0
    /// (without paging every offset in range is a resting one) comes back to 0, so the GIF's
    /// last frame is its first and a loop does not jump. Without it the GIF ends elsewhere. (A
    /// fling: its finger lifts at once, so the first frame shows no finger mark, as the rest
    /// after the return.)
    @Test func loopBackEndsWhereItStarts() throws {
        let scratch = try Scratch()
        try scratch.write("swipe.json", """
        {"screen": {"width": 60, "height": 40, "scale": 1}, "strategy": {"kind": "free", "pages": 3},
         "gesture": {"kind": "fling", "offset": 0, "velocity": 0.3}, "fps": 50}
        """)
        for (name, extra) in [("plain.gif", [String]()), ("back.gif", ["--loop-back"])] {
            let result = try CLI.run(["gif", "swipe.json", "--out", name, "--quiet"] + extra, in: scratch.url)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        }
        let plain = try GIFDecoder.decode(Array(try #require(FileManager.default.contents(atPath: scratch.path("plain.gif")))))
        let back = try GIFDecoder.decode(Array(try #require(FileManager.default.contents(atPath: scratch.path("back.gif")))))
        #expect(plain.frames.last!.image != plain.frames.first!.image)
        #expect(back.frames.last!.image == back.frames.first!.image)
        #expect(back.frames.count > plain.frames.count)
        let scenario = try Scenario.read(JSONParser.parse(Array(FileManager.default.contents(atPath: scratch.path("swipe.json"))!)))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let returned = try ScrollSimulation.timeline(for: try #require(scenario.loopingBack(timeline)))
        #expect(timeline.rest.offset.x > 10 && returned.rest.offset.x == 0, "\(timeline.rest.offset.x) \(returned.rest.offset.x)")
        // The return is a drag that ends still: no release velocity, so no momentum.
        #expect(returned.releases.last.map { abs($0.velocity.x) } == 0)
    }

    static func rgb(_ image: RGBImage) -> [UInt8] {
        image.pixels.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
    }

    /// Runs an installed tool (Makefile DEB_PACKAGES installs it) and returns its standard output;
    /// fails the test with its standard error when it exits non-zero.
    /// PIL reads the animation at `path`: prints "FORMAT FRAMES LOOP WIDTH HEIGHT", then each
    /// frame's duration, one a line, and writes each composited frame as raw RGB to
    /// `scratch`'s pil-0000.rgb, pil-0001.rgb, ...
    static func pilFrames(_ path: String, into scratch: Scratch) throws -> String {
        try scratch.write("pil-frames.py", """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        print(im.format, im.n_frames, im.info.get("loop"), im.size[0], im.size[1])
        for i in range(im.n_frames):
            im.seek(i)
            open("%s/pil-%04d.rgb" % (sys.argv[2], i), "wb").write(im.convert("RGB").tobytes())
            print(im.info.get("duration"))
        """)
        return try tool("/usr/bin/python3", [scratch.path("pil-frames.py"), path, scratch.url.path])
    }

    static func tool(_ path: String, _ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(URL(fileURLWithPath: path), arguments)
        #expect(result.status == 0, "\(path) failed: \(result.stderr)")
        return result.stdout
    }
}
