import Foundation
import Testing
@testable import PageRender

/// The animated SVG in two real browser engines (Debian's headless Chromium and Firefox ESR): in
/// Chromium a page holds five copies of the SVG inlined side by side, each with every animation
/// paused at one instant (`document.getAnimations()`, `currentTime`); in Firefox five `<img>`s
/// show five copies of the file, each frozen at one instant by a style rule appended to its
/// `<style>` (`animation-play-state: paused` with a negative `animation-delay`, how a README's
/// `<img>` can be frozen). Each screenshot is compared with the PNG frames `render` writes for
/// those instants. The frames are rendered at the device's rate
/// (120 Hz, `physics.deviceRate`'s default), so each instant is a device frame, where the SVG's
/// keyframes are within a quarter pixel of the simulated offset. The tolerance is the issue's:
/// at least 98 % of pixels within 32 levels in every channel (anti-aliasing of edges, glyphs
/// rasterised by Skia instead of cairo, JPEG item images).
@Suite(.enabled(if: Chromium.isAvailable, "chromium is not installed: run make test, which installs Debian's chromium"))
struct AnimatedSVGBrowserTests {
    /// Flat cards in a device with chrome and page dots; the same with photographs as item
    /// images (embedded as JPEG); the Today's deals seed look (gradients, text, its own dots);
    /// the 2-D scroll-driven effects of samples/effects, each item moved and faded by its own
    /// keyframes: SwiftUI's fade-and-scale transition, UPCarousel's scale and fade, FSPager's
    /// linear transformer (z-order by distance) and Apple's paging parallax (the image moved
    /// inside the card's outline); the fade-and-scale again over a two-colour gradient at 30°
    /// without the finger marker (`look.finger: false`); FSPager's linear transformer with the
    /// cards 150 pt into each other and its overlap transformer at its proposed spacing (-117),
    /// where the centred card is on top and the cards change places in depth as the row moves
    /// (two copies of the row, `SceneTracks.layers`); the 2-D `visualEffect` recipes:
    /// scale by distance (its sample), and the manual parallax moving each photo inside its
    /// card by −minX × 0.3. After a `|`, `--set` changes.
    /// Then the effects drawn as XHTML in a `<foreignObject>`: the cover flow (3-D turns and a
    /// blur), FSPager's coverFlow (turns, written once per drawing order), the hue-and-scale recipe
    /// (hue rotation, additive brightness and blur), the fade-and-scale with a blur, and UPCarousel
    /// with the cards 150 pt into each other (their order neither one nor a ridge). Last, cards as
    /// apps draw them: titles in caption bands, gradient fills and blurred layer shadows. Last,
    /// turns off the y axis: the cover flow as a vertical row (turned about x), and a transition's
    /// turn about a skew axis (1, 1, 0.3) with an off-centre anchor and anchorZ 30.
    static let samples = ["carousel/carousel", "carousel/carousel-images", "todays-deals",
                          "effects/swiftui-fade-scale", "effects/upcarousel", "effects/fspager-linear", "effects/paging-parallax",
                          ##"effects/swiftui-fade-scale|look.background={"gradient":["#203060","#E0A040"],"angle":30}|look.finger=false"##,
                          "effects/fspager-linear|content.items.spacing=-150",
                          "effects/fspager-linear|look.items.layoutEffect.transformer=overlap|content.items.spacing=-117",
                          "effects/scale-by-distance",
                          ##"effects/paging-parallax|look.items.visualEffect={"recipe":"parallax","factor":0.3}|look.items.transition={"effects":[]}"##,
                          "effects/cover-flow", "effects/fspager-coverflow", "effects/hue-and-scale",
                          ##"effects/swiftui-fade-scale|look.items.transition.effects=[{"blur":8}]"##, "effects/upcarousel|content.items.spacing=-150",
                          "carousel/carousel-titled",
                          ##"effects/cover-flow|axis="vertical"|content.contentInset={"top":190,"bottom":190}"##,
                          ##"effects/swiftui-fade-scale|look.items.transition.effects=[{"rotation3D":{"angle":[40,0,-40],"axis":[1,1,0.3],"anchor":[0.2,0.8],"anchorZ":30}}]"##]

    @Test(arguments: samples)
    func pausedInstantsMatchTheFrames(sample: String) throws {
        try comparePausedInstants(sample)
    }

    /// Every scenario under samples/ (`make test-svg-samples`, about a minute per ten samples, so
    /// not in `make test`): each writes an animated SVG that matches its frames as above in both
    /// engines; none is refused.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["RENDERPAGES_ALL_SVG"] != nil, "set RENDERPAGES_ALL_SVG=1 (make test-svg-samples)"),
          arguments: Self.everySample())
    func everySampleMatchesItsFrames(sample: String) throws {
        try comparePausedInstants(sample)
    }

    /// The scenario files under samples/, as paths below it without `.json`.
    static func everySample() -> [String] {
        let root = CLI.repositoryRoot.appendingPathComponent("samples")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// `--svg-effects sprites`: the turned and blurred cards as pictures (the cover flow; FSPager's
    /// coverFlow, written once per drawing order) match the frames in Chromium as the XHTML does,
    /// and the file has no `<foreignObject>`.
    @Test(arguments: ["effects/cover-flow", "effects/fspager-coverflow"])
    func spritesMatchTheFrames(sample: String) throws {
        try comparePausedInstants(sample, svgOptions: ["--svg-effects", "sprites"], firefox: false) { text in
            #expect(!text.contains("foreignObject") && text.contains("data:image/webp;base64,"), "\(sample): no sprites, or a foreignObject")
        }
    }

    private func comparePausedInstants(_ sample: String, svgOptions: [String] = [], firefox: Bool = true, check: (String) -> Void = { _ in }) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let parts = sample.split(separator: "|").map(String.init)
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/\(parts[0]).json").path
        // 1 px/pt keeps the screenshot small; the scenario's look and motion are unchanged.
        let scale = ["--set", "screen.scale=1"] + parts.dropFirst().flatMap { ["--set", $0] }
        let svg = try CLI.run(["animate", scenario, "--out", scratch.path("demo.svg"), "--quiet"] + scale + svgOptions)
        check(String(decoding: (try? Data(contentsOf: scratch.url.appendingPathComponent("demo.svg"))) ?? Data(), as: UTF8.self))
        #expect(svg.status == 0 && svg.stderr.isEmpty, "\(svg.stderr)")
        let render = try CLI.run(["render", scenario, "--fps", "120", "--out", scratch.path("frames"), "--quiet"] + scale)
        #expect(render.status == 0, "\(render.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.url.appendingPathComponent("frames/manifest.json"))) as? [String: Any])
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        let n = frames.count
        func offset(_ k: Int) -> [String: Double] { (frames[k]["offset"] as? [String: Double]) ?? [:] }
        // Four instants while the content moves (the first early, in the drag) and the rest.
        let moving = (1..<n).filter { offset($0) != offset($0 - 1) }
        try #require(moving.count >= 8, "\(sample): the content moves in only \(moving.count) frames")
        let picked = [moving[moving.count / 10], moving[moving.count / 3], moving[2 * moving.count / 3], moving[moving.count - 2], n - 1]

        let first = try frame(scratch, 0)
        let (w, h) = (first.width, first.height)
        let times = picked.map { k in (frames[k]["t"] as? Double) ?? 0 }
        var engines = [("Chromium", try pausedCopies(of: "demo.svg", at: times, width: w, height: h, in: scratch))]
        if firefox {
            try #require(Firefox.isAvailable, "firefox-esr is not installed: run make test, which installs it")
            engines.append(("Firefox", try Self.frozenImages(of: "demo.svg", at: times, width: w, height: h, in: scratch)))
        }
        for (engine, (screen, pixels)) in engines {
            for (i, k) in picked.enumerated() {
                let expected = try frame(scratch, k)
                let crop = ReportBrowserTests.crop(pixels, width: screen.width, x: i * w, y: 0, cropWidth: w, cropHeight: h)
                let diff = ReferenceImages.difference(expected.rgbaBytes(), crop, threshold: 32)
                #expect(diff.ratio <= 0.02, "\(sample) in \(engine) at \(times[i]) ms (frame \(k)): \(diff.mismatched) of \(diff.total) pixels differ by more than 32 levels")
            }
        }
    }

    /// Firefox's screenshot of five `<img>`s side by side, each showing a copy of `file` frozen
    /// at one of `times` (ms into the play) by a rule appended to its style sheet, and its RGBA bytes.
    static func frozenImages(of file: String, at times: [Double], width w: Int, height h: Int, in scratch: Scratch) throws -> (CairoSurface, [UInt8]) {
        let document = String(decoding: try Data(contentsOf: scratch.url.appendingPathComponent(file)), as: UTF8.self)
        var images = ""
        for (i, t) in times.enumerated() {
            let freeze = "*{animation-play-state:paused!important;animation-delay:-\(t)ms!important}\n</style>"
            let copy = document.replacingOccurrences(of: "</style>", with: freeze)
            try Data(copy.utf8).write(to: scratch.url.appendingPathComponent("frozen-\(i).svg"))
            images += "<img src=\"frozen-\(i).svg\" width=\"\(w)\" height=\"\(h)\">"
        }
        let page = "<!DOCTYPE html><html><head><style>body{margin:0;display:flex;overflow:hidden}img{display:block;flex:none}</style></head><body>\(images)</body></html>"
        try Data(page.utf8).write(to: scratch.url.appendingPathComponent("frozen.html"))
        let status = try Firefox.screenshot("file://" + scratch.path("frozen.html"), to: scratch.path("firefox.png"), width: w * times.count, height: h)
        #expect(status == 0, "firefox exited with \(status)")
        let screen = try CairoSurface(png: Array(try Data(contentsOf: scratch.url.appendingPathComponent("firefox.png"))))
        return (screen, screen.rgbaBytes())
    }

    /// As an `<img>` (how a README shows it) the file loads and draws as an image: no script or
    /// external reference is needed for that. Headless Chromium's virtual time does not advance
    /// the animations of an image's document with the page: they run on the wall clock (checked:
    /// a screenshot showed the carousel some 30 ms in), so the file holds its first state for
    /// 60 s (--hold) and the screenshot is compared with frame 0.
    @Test func anImageElementShowsIt() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/carousel/carousel.json").path
        let scale = ["--set", "screen.scale=1"]
        let svg = try CLI.run(["animate", scenario, "--hold", "60000", "--out", scratch.path("demo.svg"), "--quiet"] + scale)
        #expect(svg.status == 0, "\(svg.stderr)")
        let render = try CLI.run(["render", scenario, "--fps", "120", "--out", scratch.path("frames"), "--quiet"] + scale)
        #expect(render.status == 0, "\(render.stderr)")
        let first = try frame(scratch, 0)
        try Data("<!DOCTYPE html><html><body style=\"margin:0\"><img src=\"demo.svg\" style=\"display:block\"></body></html>".utf8)
            .write(to: scratch.url.appendingPathComponent("page.html"))
        let shot = try Chromium.run("file://" + scratch.path("page.html"), mode: "--screenshot=" + scratch.path("shot.png"),
                                    width: first.width, height: first.height)
        #expect(shot.status == 0 && shot.consoleLines.isEmpty, "console: \(shot.consoleLines)")
        let screen = try CairoSurface(png: Array(try Data(contentsOf: scratch.url.appendingPathComponent("shot.png"))))
        let diff = ReferenceImages.difference(first.rgbaBytes(), screen.rgbaBytes(), threshold: 32)
        #expect(diff.ratio <= 0.02, "the <img> shows \(diff.mismatched) of \(diff.total) pixels off the first frame")
    }

    /// `compare --out sheet.svg`: the columns on one clock with their captions. The expected
    /// pictures are the GIF sheet's frames (`ComparisonSheet.frame`, drawn by cairo) at 120 fps,
    /// the device's rate, so every instant is a device frame of every column: two seed looks
    /// (native paging against free scrolling: the clock, the phases, "rests since" when the
    /// first one rests) and the fade-and-scale under its interactive and animated configurations.
    @Test(arguments: [["compare/native-paging", "compare/free"], ["effects/swiftui-fade-scale", "effects/swiftui-fade-scale-animated"]])
    func comparisonSheetMatchesTheGIFSheet(samples: [String]) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let paths = samples.map { CLI.repositoryRoot.appendingPathComponent("samples/\($0).json").path }
        let run = try CLI.run(["compare"] + paths + ["--fps", "120", "--set", "screen.scale=1", "--out", scratch.path("sheet.svg"), "--quiet"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let compared = try paths.map { path -> ComparedScenario in
            var scenario = try Scenario.read(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            scenario.fps = 120
            scenario.screen.scale = 1
            return try ComparedScenario(name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)))
        }
        let sheet = try ComparisonSheet(compared, scale: 1)
        let n = compared.frameCount
        let picked = [3, n / 4, n / 2, 3 * n / 4, n - 1]
        let expected = try picked.map { try sheet.frame($0) }
        let (w, h) = (expected[0].width, expected[0].height)
        let times = picked.map { Double($0) * 1000 / 120 }
        let (screen, pixels) = try pausedCopies(of: "sheet.svg", at: times, width: w, height: h, in: scratch)
        for (i, k) in picked.enumerated() {
            let crop = ReportBrowserTests.crop(pixels, width: screen.width, x: i * w, y: 0, cropWidth: w, cropHeight: h)
            let rgba = expected[i].pixels.flatMap { p -> [UInt8] in [UInt8(p.redChannel), UInt8(p.greenChannel), UInt8(p.blueChannel), 255] }
            let diff = ReferenceImages.difference(rgba, crop, threshold: 32)
            #expect(diff.ratio <= 0.02, "\(samples) sheet frame \(k): \(diff.mismatched) of \(diff.total) pixels differ by more than 32 levels")
        }
    }

    /// A screenshot of headless Chromium showing `file` (in `scratch`) inlined once per time,
    /// side by side, each copy's animations paused at its time (ms), and its RGBA bytes.
    private func pausedCopies(of file: String, at times: [Double], width w: Int, height h: Int, in scratch: Scratch) throws -> (CairoSurface, [UInt8]) {
        let document = String(decoding: try Data(contentsOf: scratch.url.appendingPathComponent(file)), as: UTF8.self)
        let body = document.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        let page = """
        <!DOCTYPE html><html><head><style>body{margin:0;display:flex}svg{display:block;flex:none}</style></head><body>
        \(String(repeating: body, count: times.count))
        <script>
        const times = \(times);
        const copies = [...document.querySelectorAll('body > svg')];
        for (const a of document.getAnimations()) {
          a.pause();
          a.currentTime = times[copies.findIndex(c => c.contains(a.effect.target))];
        }
        </script></body></html>
        """
        try Data(page.utf8).write(to: scratch.url.appendingPathComponent("page.html"))
        let shot = try Chromium.run("file://" + scratch.path("page.html"), mode: "--screenshot=" + scratch.path("shot.png"), width: w * times.count, height: h)
        #expect(shot.status == 0 && shot.consoleLines.isEmpty, "console: \(shot.consoleLines)")
        let screen = try CairoSurface(png: Array(try Data(contentsOf: scratch.url.appendingPathComponent("shot.png"))))
        return (screen, screen.rgbaBytes())
    }

    private func frame(_ scratch: Scratch, _ k: Int) throws -> CairoSurface {
        try CairoSurface(png: Array(try Data(contentsOf: URL(fileURLWithPath: scratch.path("frames") + "/" + FrameFormat.png.fileName(frame: k)))))
    }
}
