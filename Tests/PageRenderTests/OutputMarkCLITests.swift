import Foundation
import Testing

/// The mark travels with the file (docs/output.md): every file the binary writes carries
/// `renderpages-output` (and the record of what made it) in its container's metadata, read back
/// here by Python's PIL (GIF comment, PNG and APNG `tEXt`, WebP XMP) or as text (SVG, HTML); a
/// copy of an output is replaced without --force; a file without the mark is refused before
/// anything is drawn.
@Suite struct OutputMarkCLITests {
    static let mark = "renderpages-output"

    /// Prints what PIL reads of each file's metadata: the GIF comment, the PNG text chunks, the
    /// WebP XMP, as one "name: value" line a file.
    static let pilReader = """
    import sys
    from PIL import Image
    for path in sys.argv[1:]:
        im = Image.open(path)
        if im.format == "GIF": value = im.info.get("comment", b"").decode()
        elif im.format == "PNG": value = im.text.get("Comment", "")
        elif im.format == "WEBP": value = "xmp" if b"renderpages-output" in im.info.get("xmp", b"") else ""
        else: value = "format " + im.format
        print(path.rsplit("/", 1)[-1] + ": " + value)
    """

    /// Every file output of every command, with the arguments that write it.
    static func outputs(_ scenario: String) -> [(name: String, arguments: [String])] {
        [
            ("a.gif", ["animate", scenario]),
            ("a.webp", ["animate", scenario]),
            ("a.apng", ["animate", scenario]),
            ("a-apng.png", ["animate", scenario, "--format", "apng"]),
            ("sheet.gif", ["compare", scenario, scenario]),
            ("strip.png", ["compare", scenario, scenario]),
            ("diff.png", ["diff", scenario, scenario]),
            ("diff.gif", ["diff", scenario, scenario]),
            ("plot.png", ["plot", scenario]),
            ("plot.svg", ["plot", scenario]),
            ("report.html", ["report", scenario]),
        ]
    }

    @Test func everyOutputCarriesTheMarkAndIsReplacedAgainAndAsACopy() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", BadInputMatrixTests.base)
        for (name, arguments) in Self.outputs(scenario) {
            let first = try CLI.run(arguments + ["--out", scratch.path(name)])
            #expect(first.status == 0, "\(name): \(first.stderr)")
        }
        let pictures = Self.outputs(scenario).map(\.name).filter { !$0.hasSuffix(".svg") && !$0.hasSuffix(".html") }
        let script = try scratch.write("read.py", Self.pilReader)
        let read = try OutputFormatTests.tool("/usr/bin/python3", [script] + pictures.map { scratch.path($0) })
        // The mark, then the record of what made the file (docs/demos.md), as PIL reads it.
        let lines = read.split(separator: "\n").map(String.init)
        #expect(lines.count == pictures.count, "\(read)")
        for (line, name) in zip(lines, pictures) {
            #expect(line == "\(name): xmp" || line.hasPrefix("\(name): \(Self.mark) fingerprint="), "\(line)")
        }
        for name in ["plot.svg", "report.html"] {
            let head = String(decoding: (FileManager.default.contents(atPath: scratch.path(name)) ?? Data()).prefix(4096), as: UTF8.self)
            #expect(head.contains("<!-- \(Self.mark):"), "\(name)")
        }
        // A copy under a new name (FileManager copies bytes; no extended attribute is involved)
        // is replaced without --force, as is the original.
        for (name, arguments) in Self.outputs(scenario) {
            let copy = "copy-" + name
            try FileManager.default.copyItem(atPath: scratch.path(name), toPath: scratch.path(copy))
            for target in [name, copy] {
                let again = try CLI.run(arguments + ["--out", scratch.path(target), "--fps", "20"])
                #expect(again.status == 0, "\(target): \(again.stderr)")
            }
        }
        // Frame folders keep their manifest; their frames carry the mark too.
        #expect(try CLI.run(["render", scenario, "--out", scratch.path("frames"), "--quiet"]).status == 0)
        let frame = try OutputFormatTests.tool("/usr/bin/python3", [script, scratch.path("frames/frame-0000.png")])
        #expect(frame == "frame-0000.png: \(Self.mark)\n")
        #expect(try CLI.run(["render", scenario, "--out", scratch.path("svg"), "--format", "svg", "--quiet"]).status == 0)
        let svg = String(decoding: FileManager.default.contents(atPath: scratch.path("svg/frame-0000.svg")) ?? Data(), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- \(Self.mark):"), "\(svg.prefix(120))")
    }

    /// A user's own GIF, PNG and HTML (PIL's pictures and a hand-written page, no mark) are
    /// refused with one line, exit 1, byte for byte unchanged, and nothing is drawn first: with
    /// --progress-lines the full run prints a line per frame (30 fps over the base fling's
    /// motion), the refused run none. A user's SVG is refused by plot the same way.
    @Test func filesWithoutTheMarkAreRefusedBeforeAnythingIsDrawn() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", BadInputMatrixTests.base)
        let script = try scratch.write("own.py", """
        import sys
        from PIL import Image
        Image.new("RGB", (8, 6), (10, 120, 200)).save(sys.argv[1] + "/own.gif")
        Image.new("RGB", (8, 6), (10, 120, 200)).save(sys.argv[1] + "/own.png")
        """)
        _ = try OutputFormatTests.tool("/usr/bin/python3", [script, scratch.url.path])
        try scratch.write("own.html", "<!DOCTYPE html><title>my notes</title><p>about renderpages-output</p>")
        try scratch.write("own.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>")
        let cases: [(own: String, fresh: String, arguments: [String], label: String)] = [
            ("own.gif", "fresh.gif", ["animate", scenario], "encoding"),
            ("own.png", "fresh.png", ["animate", scenario, "--format", "apng"], "encoding"),
            ("own.html", "fresh.html", ["report", scenario], "rendering"),
        ]
        for (own, fresh, arguments, label) in cases {
            let before = FileManager.default.contents(atPath: scratch.path(own))
            let full = try CLI.run(arguments + ["--out", scratch.path(fresh), "--progress-lines"])
            #expect(full.status == 0, "\(full.stderr)")
            let drawn = full.errorLines.filter { $0.hasPrefix(label + " ") }
            // The last line counts every frame: "encoding 15/15" (50 fps), "rendering 20/20"
            // (10 frames at 30 fps, screen and x-ray); the refused run prints no such line.
            let total = drawn.last.flatMap { Int($0.split(separator: "/").last ?? "") } ?? 0
            #expect(total >= 15 && drawn.last == "\(label) \(total)/\(total)", "\(own): \(full.stderr)")
            let refused = try CLI.run(arguments + ["--out", scratch.path(own), "--progress-lines"])
            #expect(refused.status == 1, "\(own): \(refused.stderr)")
            #expect(refused.errorLines == ["error: refusing to replace \(scratch.path(own)): it is not renderpages' output (no renderpages-output mark inside); move it away, choose another --out or pass --force"], "\(own)")
            #expect(FileManager.default.contents(atPath: scratch.path(own)) == before, "\(own) changed")
        }
        let plot = try CLI.run(["plot", scenario, "--out", scratch.path("own.svg")])
        #expect(plot.status == 1 && plot.errorLines.count == 1, "\(plot.stderr)")
        #expect(FileManager.default.contents(atPath: scratch.path("own.svg")) == Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>".utf8))
        #expect(!scratch.contents().contains { $0.hasPrefix(".renderpages") }, "\(scratch.contents())")
    }
}
