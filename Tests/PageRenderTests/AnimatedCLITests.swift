import Foundation
import Testing
@testable import PageRender

/// One small end-to-end run per subcommand (gif, compare, diff, plot) of the built
/// `renderpages`, and bad input: a one-line error, a non-zero exit, no file left behind.
@Suite struct AnimatedCLITests {
    /// A fresh folder holding three 60×40 pt scenarios: slow and fast paging flings, a free one.
    func withScenarios(_ body: (URL) throws -> Void) throws {
        let scratch = try Scratch()
        for (name, velocity, kind) in [("slow", 0.3, "native-paging"), ("fast", 1.2, "native-paging"), ("free", 1.2, "free")] {
            try scratch.write(name + ".json", """
            {"screen": {"width": 60, "height": 40, "scale": 1}, "strategy": {"kind": "\(kind)", "pages": 3},
             "gesture": {"kind": "fling", "offset": 8, "velocity": \(velocity)}, "fps": 50}
            """)
        }
        try body(scratch.url)
    }

    func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, out: String, err: String) {
        let result = try CLI.run(arguments, in: folder)
        return (result.status, result.stdout, result.stderr)
    }

    @Test(arguments: [("gif", ["--out", "--format", "--fps", "--loop", "--hold", "--scale", "--dither", "--xray", "--hud", "--psnr", "--quiet", "--max-frames"]),
                      ("compare", ["--out", "--fps", "--hold", "--scale", "--xray", "--set", "--quiet"]),
                      ("diff", ["--out", "--fail-above", "--threshold", "--scale", "--fps", "--strategy"]),
                      ("plot", ["--out", "--fps", "--chart-scale", "--velocity"])])
    func helpNamesEveryOption(command: String, options: [String]) throws {
        let help = try CLI.run([command, "--help"])
        #expect(help.status == 0)
        for option in options { #expect(help.stdout.contains(option), "\(command) help lacks \(option)") }
    }

    func bytes(_ folder: URL, _ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map(Array.init)
    }

    @Test func gifAndWebPExport() throws {
        try withScenarios { folder in
            let gif = try run(["gif", "fast.json", "--out", "fast.gif", "--loop", "3", "--hold", "200"], in: folder)
            #expect(gif.status == 0 && gif.out.contains("fast.gif: 60×40 px"))
            let decoded = try GIFDecoder.decode(try #require(bytes(folder, "fast.gif")))
            #expect(decoded.loop == .times(3) && decoded.frames[0].duration >= 220)
            let webp = try run(["gif", "fast.json", "--out", "fast.webp", "--format", "webp"], in: folder)
            #expect(webp.status == 0)
            #expect(try WebPAnimationDecoder.decode(try #require(bytes(folder, "fast.webp"))).loop == .forever)
            let fast = try run(["gif", "fast.json", "--out", "fast60.gif", "--fps", "60"], in: folder)
            #expect(fast.status == 0 && fast.err.hasPrefix("warning: ") && fast.err.contains("60 fps"))
            let xray = try run(["gif", "fast.json", "--out", "xray.gif", "--xray", "--psnr"], in: folder)
            let psnr = xray.out.split(separator: "\n").last.flatMap { $0.split(separator: " ").dropFirst(5).first }.flatMap { Double($0) }
            #expect(xray.status == 0 && (psnr ?? 0) >= 45, "\(xray.out)")
            let plain = try GIFDecoder.decode(try #require(bytes(folder, "fast.gif")))
            let xrayed = try GIFDecoder.decode(try #require(bytes(folder, "xray.gif")))
            #expect(xrayed.width == 60 && xrayed.frames[0].image != plain.frames[0].image)
        }
    }

    @Test func badInputGivesOneLineAndNoFile() throws {
        try withScenarios { folder in
            for arguments in [["gif", "fast.json", "--out", "x.gif", "--loop", "sometimes"],
                              ["gif", "missing.json", "--out", "x.gif"],
                              ["compare", "fast.json", "slow.json", "--out", "x.jpg"],
                              ["diff", "fast.json", "slow.json", "--out", "x.gif", "--fail-above", "2"],
                              ["plot", "fast.json", "--out", "x.pdf"]] {
                let result = try run(arguments, in: folder)
                #expect(result.status != 0, "\(arguments)")
                let lines = result.err.split(separator: "\n").filter { !$0.hasPrefix("Usage") && !$0.hasPrefix("  See") && !$0.isEmpty }
                #expect(lines.count == 1, "\(arguments): \(result.err)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { $0.hasSuffix(".json") })
            }
        }
    }

    @Test func loopCountBeyondTheFormatsLimitIsRejectedUpFront() throws {
        try withScenarios { folder in
            let webp = try run(["gif", "fast.json", "--out", "x.webp", "--format", "webp", "--loop", "65536"], in: folder)
            #expect(webp.status == 2 && webp.err.split(separator: "\n").count == 1, "\(webp.err)")
            #expect(webp.err.contains("65536") && webp.err.contains("1 to 65535"), "\(webp.err)")
            #expect(bytes(folder, "x.webp") == nil)
            let gif = try run(["gif", "fast.json", "--out", "x.gif", "--loop", "65536"], in: folder)
            #expect(gif.status == 0)
            #expect(try GIFDecoder.decode(try #require(bytes(folder, "x.gif"))).loop == .times(65536))
        }
    }

    @Test func diffSummarisesAndFailsAboveTheRatio() throws {
        try withScenarios { folder in
            let same = try run(["diff", "fast.json", "fast.json"], in: folder)
            #expect(same.status == 0 && same.out.contains("every frame matches"))
            let different = try run(["diff", "slow.json", "fast.json", "--out", "diff.png"], in: folder)
            #expect(different.status == 0 && different.out.contains("the first at frame 1"))
            #expect(bytes(folder, "diff.png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
            let failing = try run(["diff", "slow.json", "fast.json", "--fail-above", "0.01", "--out", "failing.png"], in: folder)
            #expect(failing.status == 1 && failing.out.contains("resting offsets differ") && failing.err.isEmpty)
            #expect(bytes(folder, "failing.png") != nil, "the picture of a failing diff is kept")
            let unwritable = try run(["diff", "slow.json", "fast.json", "--out", "no/such/folder/diff.png"], in: folder)
            #expect(unwritable.status == 2 && unwritable.err.split(separator: "\n").count == 1)
            let animated = try run(["diff", "slow.json", "fast.json", "--out", "diff.gif"], in: folder)
            #expect(animated.status == 0)
            #expect(try GIFDecoder.decode(try #require(bytes(folder, "diff.gif"))).width == 200)
        }
    }

    /// diff writes its GIF the way gif and compare do: sampled at 50 fps unless --fps says
    /// otherwise, with the encoder's warning when a rate is too fast for GIF delays.
    @Test func diffGIFDefaultsTo50FpsAndWarnsAboveIt() throws {
        try withScenarios { folder in
            for name in ["slow", "fast"] {
                let text = try String(contentsOf: folder.appendingPathComponent(name + ".json"), encoding: .utf8)
                try Data(text.replacingOccurrences(of: "\"fps\": 50", with: "\"fps\": 60").utf8)
                    .write(to: folder.appendingPathComponent(name + "60.json"))
            }
            let plain = try run(["diff", "slow60.json", "fast60.json", "--out", "diff.gif"], in: folder)
            #expect(plain.status == 0 && plain.err.isEmpty, "\(plain.err)")
            #expect(plain.out.contains("at 50 fps"), "\(plain.out)")
            let frames = try GIFDecoder.decode(try #require(bytes(folder, "diff.gif"))).frames
            #expect(frames.allSatisfy { $0.duration >= 20 }, "\(frames.map(\.duration))")
            let picture = try run(["diff", "slow60.json", "fast60.json", "--out", "diff.png"], in: folder)
            #expect(picture.status == 0 && picture.out.contains("at 60 fps"), "\(picture.out)")
            let fast = try run(["diff", "slow60.json", "fast60.json", "--out", "fast.gif", "--fps", "60"], in: folder)
            #expect(fast.status == 0 && fast.out.contains("at 60 fps"))
            let warnings = fast.err.split(separator: "\n")
            #expect(warnings.count == 1 && warnings[0].hasPrefix("warning: ") && warnings[0].contains("60 fps"), "\(fast.err)")
        }
    }

    @Test func compareAndPlotWriteTheirPictures() throws {
        try withScenarios { folder in
            let sheet = try run(["compare", "slow.json", "fast.json", "free.json", "--out", "sheet.gif"], in: folder)
            #expect(sheet.status == 0 && sheet.out.contains("244×160 px"))
            #expect(try GIFDecoder.decode(try #require(bytes(folder, "sheet.gif"))).width == 244)
            let strip = try run(["compare", "slow.json", "fast.json", "--out", "strip.png"], in: folder)
            #expect(strip.status == 0 && strip.out.contains("168×362 px"))
            let stripImage = RGBImage(try CairoSurface(png: try #require(bytes(folder, "strip.png"))))
            #expect(stripImage.width == 168 && stripImage.height == 362)
            let fast = try ComparedScenario(name: "fast", input: try RenderInput(scenario: AnimationFixtures.pagingScenario(velocity: 1.2), timeline: ScrollSimulation.timeline(for: AnimationFixtures.pagingScenario(velocity: 1.2))))
            let rest = try fast.image(atFrame: fast.timeline.samples.count - 1, scale: 1)
            #expect((0..<40).allSatisfy { y in (0..<60).allSatisfy { x in stripImage[92 + x, 284 + y] == rest[x, y] } })
            let xray = try run(["compare", "slow.json", "fast.json", "--out", "xray.gif", "--xray"], in: folder)
            #expect(xray.status == 0)
            #expect(try run(["compare", "slow.json", "fast.json", "--out", "plain.gif"], in: folder).status == 0)
            let xrayed = try GIFDecoder.decode(try #require(bytes(folder, "xray.gif")))
            let plain = try GIFDecoder.decode(try #require(bytes(folder, "plain.gif")))
            #expect(xrayed.width == plain.width && xrayed.frames[0].image != plain.frames[0].image)
            let plot = try run(["plot", "slow.json", "fast.json", "free.json", "--out", "offsets.png", "--chart-scale", "1"], in: folder)
            #expect(plot.status == 0)
            #expect(try CairoSurface(png: try #require(bytes(folder, "offsets.png"))).width == 720)
            let svg = try run(["plot", "slow.json", "fast.json", "--out", "offsets.svg"], in: folder)
            let document = String(decoding: try #require(bytes(folder, "offsets.svg")), as: UTF8.self)
            #expect(svg.status == 0 && document.contains("<svg") && document.contains("width=\"720"))
        }
    }
}
