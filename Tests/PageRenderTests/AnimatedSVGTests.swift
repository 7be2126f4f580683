import Foundation
import Testing
@testable import PageRender

/// The animated SVG as a file: well-formed XML (read by Python's xml.dom.minidom, a parser
/// independent of the writer), self-contained, each picture once, marked in its first 4 KiB;
/// its keyframes within a quarter of an output pixel of every device-rate sample over random
/// scenarios; the effects the frames draw written; and the options it cannot show refused
/// before anything is drawn.
@Suite struct AnimatedSVGTests {
    @Test func theFileIsSelfContainedXMLWithEachPictureOnce() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/carousel/carousel-images.json").path
        let run = try CLI.run(["animate", scenario, "--out", scratch.path("demo.svg"), "--quiet"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let bytes = Array(try Data(contentsOf: scratch.url.appendingPathComponent("demo.svg")))
        let text = String(decoding: bytes, as: UTF8.self)
        let parse = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", "import sys, xml.dom.minidom; d = xml.dom.minidom.parse(sys.argv[1]); print(d.documentElement.tagName, len(d.getElementsByTagName('image')))", scratch.path("demo.svg")])
        #expect(parse.status == 0, "not well-formed XML: \(parse.stderr)")
        // The swipe shows items 0 to 3 (the fourth only at the end of the first swipe), each
        // with its own picture of the ten: four pictures (carousel-images.json).
        #expect(parse.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "svg 4")
        let uris = Self.matches(of: "href=\"data:", in: text)
        #expect(uris == 4, "\(uris) embedded pictures")
        #expect(Set(text.components(separatedBy: "href=\"data:").dropFirst().map { $0.prefix { $0 != "\"" } }).count == 4, "a picture embedded twice")
        for forbidden in ["<script", "<animate", "<set ", "javascript:", "http://", "https://", "<foreignObject", "@import", " onload="] {
            let allowed = forbidden == "http://" ? 1 : 0 // the SVG namespace
            #expect(Self.matches(of: forbidden, in: text) == allowed, "\(forbidden) in the file")
        }
        // Every reference is inside the file: ids (#…) or data: URIs.
        for reference in text.components(separatedBy: "href=\"").dropFirst() {
            #expect(reference.hasPrefix("#") || reference.hasPrefix("data:image/"), "reference \(reference.prefix(40))")
        }
        for reference in text.components(separatedBy: "url(").dropFirst() { #expect(reference.hasPrefix("#"), "url(\(reference.prefix(20))") }
        #expect(String(decoding: bytes.prefix(4096), as: UTF8.self).contains("renderpages-output"))
        // Photographs go in as JPEG (artwork 01 to 03 are JPEG photographs; 04-night.png is
        // opaque and smoother, which JPEG also stores smaller than PNG).
        #expect(Self.matches(of: "data:image/jpeg;base64,", in: text) == 4)
    }

    @Test(arguments: [["--hud"], ["--xray"], ["--psnr"]])
    func whatAnSVGCannotShowIsRefusedBeforeDrawing(option: [String]) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/todays-deals.json").path
        let run = try CLI.run(["animate", scenario, "--out", scratch.path("demo.svg")] + option)
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(option[0]) && lines[0].contains("SVG"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("demo.svg")))
    }

    /// Scroll-driven effects the frames draw are written, none refused: a 3-D turn
    /// (samples/effects/cover-flow's recipe, FSPager's coverFlow), a blur (the fade-and-scale
    /// sample with `blur` as its effect), and cards that swap depth while they overlap in a way
    /// neither one order nor a ridge draws (UPCarousel with the cards 150 pt into each other: its
    /// side items tie at zIndex Int(0.6 × 10) = 6, so cards right of the centred one stack in
    /// row order), which is written once per order. The turned and blurred parts are XHTML in a
    /// root-level `<foreignObject>` (docs/output.md); the browser tests check the pictures.
    @Test(arguments: [
        ("effects/cover-flow", [], true),
        ("effects/fspager-coverflow", [], true),
        ("effects/swiftui-fade-scale", ["--set", #"look.items.transition.effects=[{"blur":8}]"#], true),
        ("effects/upcarousel", ["--set", "content.items.spacing=-150"], false),
    ])
    func effectsTheFramesDrawAreWritten(sample: String, sets: [String], html: Bool) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/\(sample).json").path
        let run = try CLI.run(["animate", scenario, "--out", scratch.path("demo.svg"), "--quiet"] + sets)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let text = String(decoding: try Data(contentsOf: scratch.url.appendingPathComponent("demo.svg")), as: UTF8.self)
        #expect((Self.matches(of: "<foreignObject x=\"0\" y=\"0\"", in: text) > 0) == html, "\(sample)")
    }

    /// `look.finger: false` leaves the finger's disc (the group `f`) out of the SVG, as out of
    /// the frames; without it the swipes of the same sample put it in.
    @Test func noFingerWhenTheLookHidesIt() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/effects/swiftui-fade-scale.json").path
        for (sets, fingers) in [([String](), 1), (["--set", "look.finger=false"], 0)] {
            let run = try CLI.run(["animate", scenario, "--out", scratch.path("demo.svg"), "--quiet", "--force"] + sets)
            #expect(run.status == 0, "\(run.stderr)")
            let text = String(decoding: try Data(contentsOf: scratch.url.appendingPathComponent("demo.svg")), as: UTF8.self)
            #expect(Self.matches(of: "<g id=\"f\">", in: text) == fingers, "\(sets)")
        }
    }

    static func matches(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
