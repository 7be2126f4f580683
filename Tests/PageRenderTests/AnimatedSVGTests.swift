import Foundation
import Testing
@testable import PageRender

/// The animated SVG as a file: well-formed XML (read by Python's xml.dom.minidom, a parser
/// independent of the writer), self-contained, each picture once, marked in its first 4 KiB;
/// its keyframes within a quarter of an output pixel of every device-rate sample over random
/// scenarios; and what it cannot show refused before anything is drawn.
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

    /// Scroll-driven effects CSS cannot draw on SVG elements as the frames do are refused in one
    /// line naming the look's field, exit 2, nothing written: a 3-D turn (samples/effects/cover-flow,
    /// rotation3D), a blur (the fade-and-scale sample with `blur` as its effect), and cards that
    /// swap depth while they overlap in a way two copies of the row cannot draw (UPCarousel with
    /// the cards 150 pt into each other: its side items tie at zIndex Int(0.6 × 10) = 6, so
    /// cards 1 and 2 right of the centred card 0 stack in row order, 2 over 1, not as a ridge
    /// falling away from the top card).
    @Test(arguments: [
        ("effects/cover-flow", [], "look.items.visualEffect turns item"),
        // Items 1, 2 and 3 all turn at 0 ms (each was named by some run while the check walked a
        // dictionary, whose order changes from run to run); the lowest is named, every run.
        ("effects/fspager-coverflow", [], "look.items.layoutEffect turns item 1 in perspective"),
        ("effects/swiftui-fade-scale", ["--set", #"look.items.transition.effects=[{"blur":8}]"#], "look.items.transition blurs or recolours item"),
        ("effects/upcarousel", ["--set", "content.items.spacing=-150"], "look.items.layoutEffect makes items 1 and 2 change places in depth"),
    ])
    func effectsAnSVGCannotDrawAreRefused(sample: String, sets: [String], message: String) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/\(sample).json").path
        let run = try CLI.run(["animate", scenario, "--out", scratch.path("demo.svg")] + sets)
        #expect(run.status == 2, "\(run.stderr)")
        // The refusal is all of stderr: one line, nothing before it.
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("error: " + message) && errors[0].hasSuffix("write .gif, .webp, .apng or .mp4 instead"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("demo.svg")))
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
