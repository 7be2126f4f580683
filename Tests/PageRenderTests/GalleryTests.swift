import Foundation
import Testing
@testable import PageRender
@testable import renderpages

/// The README's gallery (docs/gallery/) shows what the current code renders. `renderpages build
/// --check` finds every file the repository's demos file (demos.txt) lists up to date with its
/// inputs (scenarios, images, options, version; docs/demos.md). And since the version does not
/// change with the code between releases, every line is also parsed as the command `make gallery`
/// runs; each frame that command
/// would encode (every fourth, and the last) is drawn (in-process, without the GIF encoding) and
/// compared with the committed GIF's decoded frame at the same instant, within the reference-image
/// tolerances (`ReferenceImages`) beyond what the GIF's colour table costs (`GIFPaletteTolerance`):
/// a new cairo, pixman or FreeType moves a few antialiased pixels and passes; a changed look or
/// motion fails. The SVG chart is drawn by the binary and both
/// files rasterized by librsvg, compared the same way. When this fails, `make gallery`
/// regenerates the gallery; commit the result.
@Suite struct GalleryTests {
    static let folder = CLI.repositoryRoot.appendingPathComponent("docs/gallery")

    struct Entry: CustomTestStringConvertible, Sendable {
        var file: String
        var arguments: [String]
        var testDescription: String { file }
    }

    static let demos = CLI.repositoryRoot.appendingPathComponent("demos.txt")

    /// The demos file's lines that make files in docs/gallery/, named inside it.
    static var entries: [Entry] {
        let file = DemosFile(bytes: Array((try? Data(contentsOf: demos)) ?? Data()))
        return file.entries.filter { $0.output.hasPrefix("docs/gallery/") }.map { entry in
            Entry(file: String(entry.output.dropFirst("docs/gallery/".count)), arguments: entry.arguments)
        }
    }

    @Test func galleryListsEveryCommittedFile() throws {
        let file = DemosFile(bytes: Array(try Data(contentsOf: Self.demos)))
        #expect(file.problems.isEmpty && file.duplicates.isEmpty)
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(Set(committed) == Set(Self.entries.map(\.file)))
        #expect(Self.entries.count >= 5)
        #expect(Self.entries.filter { $0.file.hasSuffix(".gif") }.count >= 4)
    }

    /// No input of a committed file changed since it was rendered: a sample or an image edited
    /// without `make gallery` fails here, naming the input.
    @Test func committedFilesAreUpToDateWithTheirInputs() throws {
        try #require(CLI.isAvailable)
        let check = try CLI.run(["build", "--check", "demos.txt"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)run `make gallery` and commit the files")
    }

    /// Every committed file carries the mark of renderpages' output (docs/output.md), so `make
    /// gallery` replaces it in a fresh clone without --force (git keeps no extended attribute).
    @Test func committedFilesCarryTheMark() throws {
        for entry in Self.entries {
            #expect(WrittenMark.isSet(on: Self.folder.appendingPathComponent(entry.file).path), "docs/gallery/\(entry.file) has no mark; run `make gallery` and commit it")
        }
    }

    /// The frames `entry`'s command would encode, from the command itself (run from the
    /// repository root, as `make gallery` does).
    static func source(of entry: Entry) throws -> AnimationSource {
        let arguments = entry.arguments.map { $0.hasPrefix("samples/") ? CLI.repositoryRoot.appendingPathComponent($0).path : $0 }
        switch try RenderPages.parseAsRoot(arguments + ["--out", entry.file]) {
        case let animate as Animate: return try animate.animation()
        case let compare as Compare: return try compare.animation()
        case let other: throw RenderError("demos.txt: \(entry.file) is made by \(type(of: other)), which this test cannot draw")
        }
    }

    @Test(arguments: entries.filter { $0.file.hasSuffix(".gif") })
    func committedGIFShowsWhatTheCodeDraws(_ entry: Entry) throws {
        let source = try Self.source(of: entry)
        let committed = try GIFDecoder.decode(Array(try Data(contentsOf: Self.folder.appendingPathComponent(entry.file))))
        #expect(committed.width == source.width && committed.height == source.height,
                "\(entry.file): committed \(committed.width)×\(committed.height) px, drawn \(source.width)×\(source.height) px")
        // The file stores centisecond delays; its length is the timeline's within one per frame.
        #expect(abs(committed.duration - source.timing.duration) <= 10, "\(entry.file): committed \(committed.duration) ms, drawn \(source.timing.duration) ms")
        guard committed.width == source.width && committed.height == source.height else { return }
        let starts = AnimationFixtures.storedStarts(source.timing, unit: 10)
        // Every fourth frame and the last: a changed look or motion changes runs of frames, and
        // the duration check above holds the timeline's length, so a quarter of the drawing
        // (the test's cost) finds a stale file as surely as all of it.
        let checked = Array(stride(from: 0, to: source.frameCount, by: 4)) + [source.frameCount - 1]
        let shownFrames = checked.map { committed.frame(at: starts[$0]).image }
        var tolerance = GIFPaletteTolerance(shownFrames: shownFrames)
        for (k, shown) in zip(checked, shownFrames) {
            let image = try source.image(k)
            let mismatched = tolerance.mismatchedPixels(shown: shown, drawn: image, threshold: ReferenceImages.threshold)
            if Double(mismatched) > ReferenceImages.ratio * Double(image.pixels.count) {
                Issue.record("docs/gallery/\(entry.file) frame \(k) is stale: \(mismatched) of \(image.pixels.count) pixels differ by more than \(ReferenceImages.threshold) per channel beyond what the GIF's colours allow; run `make gallery` and commit it")
                return
            }
        }
    }

    /// A WebP (lossy for the photo demos) read by PIL (libwebp's demuxer through Pillow): its
    /// length is the timeline's, and each checked frame (every fourth, and the last) is within
    /// 32 dB PSNR of the frame the code draws at that instant. 32 dB sits below the 36 dB
    /// docs/animation.md promises for `--quality medium` at 320 px (a lossless file scores far
    /// higher), leaving room for another cairo's antialiasing; a card one slot away or another
    /// colour scores far lower (`aWebPOfOtherFramesFailsTheCheck`). Measured here: the committed
    /// photo demos' worst frames 41.8 dB (carousel-images) and 36.0 dB (carousel-titled); other
    /// frames 13.8 dB.
    @Test(arguments: entries.filter { $0.file.hasSuffix(".webp") })
    func committedWebPShowsWhatTheCodeDraws(_ entry: Entry) throws {
        let source = try Self.source(of: entry)
        let worst = try Self.worstPSNR(webP: Self.folder.appendingPathComponent(entry.file).path, against: source)
        #expect(worst >= 32, "docs/gallery/\(entry.file) is stale: a frame is \(worst) dB from what the code draws; run `make gallery` and commit it")
    }

    /// The check can fail: the photo demo against the same command with the cards 24 pt further
    /// apart (every card but the first drawn elsewhere) is far below 32 dB.
    @Test func aWebPOfOtherFramesFailsTheCheck() throws {
        let entry = try #require(Self.entries.first { $0.file == "carousel-images.webp" })
        let moved = Entry(file: entry.file, arguments: entry.arguments + ["--set", "content.items.spacing=40"])
        let worst = try Self.worstPSNR(webP: Self.folder.appendingPathComponent(entry.file).path, against: Self.source(of: moved))
        #expect(worst < 20, "\(worst) dB")
    }

    /// The lowest PSNR of the WebP at `path` against `source`'s frames (every fourth, and the
    /// last), each compared with the WebP frame showing at its start.
    static func worstPSNR(webP path: String, against source: AnimationSource) throws -> Double {
        let scratch = try Scratch()
        try scratch.write("frames.py", """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            print(im.size[0], im.size[1], im.n_frames)
            for i in range(im.n_frames):
                im.seek(i)
                open("%s/%04d.rgb" % (sys.argv[2], i), "wb").write(im.convert("RGB").tobytes())
                print(im.info["duration"])
            """)
        let lines = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("frames.py"), path, scratch.url.path]).split(separator: "\n")
        let head = lines[0].split(separator: " ").compactMap { Int($0) }
        try #require(head.count == 3 && head[0] == source.width && head[1] == source.height, "\(path): \(lines[0]), drawn \(source.width)×\(source.height)")
        let durations = lines[1...head[2]].compactMap { Double($0) }
        // Whole milliseconds a frame: the length is the timeline's within one per stored frame.
        #expect(abs(durations.reduce(0, +) - source.timing.duration) <= Double(durations.count), "\(path): \(durations.reduce(0, +)) ms, drawn \(source.timing.duration) ms")
        var starts: [Double] = [], t = 0.0
        for d in durations { starts.append(t); t += d }
        let drawnStarts = source.timing.boundaries
        var worst = Double.infinity
        for k in Array(stride(from: 0, to: source.frameCount, by: 4)) + [source.frameCount - 1] {
            let shown = starts.lastIndex { $0 <= drawnStarts[k] + 0.5 } ?? 0
            let stored = Array(try Data(contentsOf: scratch.url.appendingPathComponent(String(format: "%04d.rgb", shown))))
            let pixels = (0..<stored.count / 3).map { i -> UInt32 in
                let r = UInt32(stored[3 * i]), g = UInt32(stored[3 * i + 1]), b = UInt32(stored[3 * i + 2])
                return r << 16 | g << 8 | b
            }
            worst = min(worst, AnimationFixtures.psnr(RGBImage(width: source.width, height: source.height, pixels: pixels), try source.image(k)))
        }
        return worst
    }

    @Test(arguments: entries.filter { $0.file.hasSuffix(".svg") })
    func committedSVGShowsWhatTheCodeDraws(_ entry: Entry) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let fresh = scratch.url.appendingPathComponent(entry.file)
        let result = try CLI.run(entry.arguments + ["--out", fresh.path])
        #expect(result.status == 0, "\(entry.file): \(result.stderr)")
        let drawn = try SVGRenderingTests.rasterizeWithRsvg(Array(try Data(contentsOf: fresh)))
        let committed = try SVGRenderingTests.rasterizeWithRsvg(Array(try Data(contentsOf: Self.folder.appendingPathComponent(entry.file))))
        #expect(drawn.width == committed.width && drawn.height == committed.height)
        let diff = ReferenceImages.difference(committed.rgbaBytes(), drawn.rgbaBytes(), threshold: ReferenceImages.threshold)
        #expect(diff.ratio <= ReferenceImages.ratio, "docs/gallery/\(entry.file) is stale: \(diff.mismatched) of \(diff.total) pixels differ; run `make gallery` and commit it")
    }
}
