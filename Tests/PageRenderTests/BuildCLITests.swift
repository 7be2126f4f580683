import Foundation
import Testing
@testable import PageRender

/// `renderpages build` on a temporary repository (docs/demos.md): a demos file with a GIF, an
/// animated SVG, an MP4, a GIF of the carousel with its artwork and a comparison of both
/// scenarios. How fast an up-to-date build is, is counted in outputs rendered, not timed: none.
@Suite(.serialized) struct BuildCLITests {
    static let carousel = CLI.repositoryRoot.appendingPathComponent("samples/carousel")

    /// The temporary repository: the carousel sample, the same carousel drawing two small
    /// pictures (`images.json`, art/a.png and art/b.png) and `demos.txt`, whose outputs go to
    /// docs/, which does not exist yet. Small frames (--width, 10 fps) where pictures are drawn: the debug build draws them
    /// slowly, and how many outputs are rendered is what the tests count.
    static func repository() throws -> Scratch {
        let scratch = try Scratch()
        let files = FileManager.default
        let plain = try String(contentsOf: carousel.appendingPathComponent("carousel.json"), encoding: .utf8)
        try scratch.write("carousel.json", plain)
        try scratch.write("images.json", plain.replacingOccurrences(of: "\"look\": {", with: "\"look\": {\"items\": {\"images\": [\"art/a.png\", \"art/b.png\"]},"))
        try files.createDirectory(at: scratch.url.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Data(RGBImage(width: 20, height: 40, fill: 0x2060C0).pngBytes()).write(to: scratch.url.appendingPathComponent("art/a.png"))
        try Data(RGBImage(width: 20, height: 40, fill: 0xC04020).pngBytes()).write(to: scratch.url.appendingPathComponent("art/b.png"))
        // No docs/ folder: a fresh clone has none until a file is committed in it, and build
        // makes the folders its outputs go in.
        try scratch.write("demos.txt", """
            # The README's demos
            docs/carousel.gif: gif carousel.json --scale 1 --fps 20
            docs/carousel.svg: animate carousel.json --scale 1
            docs/carousel.mp4: animate carousel.json --scale 1
            docs/artwork.gif: gif images.json --scale 1 --fps 10 --width 160

            docs/both.gif: compare carousel.json images.json --scale 1 --fps 10 --width 240 --labels Plain,Artwork
            """)
        return scratch
    }

    static let all: Set = ["docs/carousel.gif", "docs/carousel.svg", "docs/carousel.mp4", "docs/artwork.gif", "docs/both.gif"]

    /// The outputs whose line starts with `state` ("rendered", "stale", "up to date", …).
    static func outputs(_ result: CLI.Result, _ state: String) -> Set<String> {
        Set(result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(state + " ") else { return nil }
            let rest = line.dropFirst(state.count).drop { $0 == " " }
            return String(rest.prefix { $0 != " " && $0 != ":" })
        })
    }

    @Test func unchangedDemosAreNotRenderedAgainAndAnEditMakesExactlyItsReadersStale() throws {
        try #require(CLI.isAvailable)
        let repo = try Self.repository()
        let first = try CLI.run(["build"], in: repo.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(Self.outputs(first, "rendered") == Self.all, "\(first.stdout)")
        #expect(first.stdout.hasSuffix("5 outputs: 5 rendered, 0 up to date, 0 failed\n"), "\(first.stdout)")

        let second = try CLI.run(["build", "demos.txt"], in: repo.url)
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        #expect(Self.outputs(second, "rendered").isEmpty && Self.outputs(second, "up to date") == Self.all, "\(second.stdout)")
        let clean = try CLI.run(["build", "--check"], in: repo.url)
        #expect(clean.status == 0 && clean.stdout.hasSuffix("5 outputs: 5 up to date, 0 stale, 0 missing\n"), "\(clean.stdout)")

        // One byte more in the plain scenario (a space: the same carousel, other bytes).
        let plain = repo.url.appendingPathComponent("carousel.json")
        try (Data(contentsOf: plain) + Data(" ".utf8)).write(to: plain)
        let afterScenario = try CLI.run(["build", "--check"], in: repo.url)
        #expect(afterScenario.status == 1)
        #expect(Self.outputs(afterScenario, "stale") == ["docs/carousel.gif", "docs/carousel.svg", "docs/carousel.mp4", "docs/both.gif"], "\(afterScenario.stdout)")
        #expect(afterScenario.stdout.contains("stale       docs/carousel.gif: carousel.json changed\n"), "\(afterScenario.stdout)")
        let rebuilt = try CLI.run(["build"], in: repo.url)
        #expect(rebuilt.status == 0 && Self.outputs(rebuilt, "rendered") == Self.outputs(afterScenario, "stale"), "\(rebuilt.stdout)")

        // One image replaced by another valid picture: only the outputs that draw the artwork.
        try Data(RGBImage(width: 20, height: 40, fill: 0x20C060).pngBytes()).write(to: repo.url.appendingPathComponent("art/b.png"))
        let afterImage = try CLI.run(["build", "--check"], in: repo.url)
        #expect(afterImage.status == 1)
        #expect(Self.outputs(afterImage, "stale") == ["docs/artwork.gif", "docs/both.gif"], "\(afterImage.stdout)")
        #expect(afterImage.stdout.contains("stale       docs/artwork.gif: art/b.png changed\n"), "\(afterImage.stdout)")

        // An option changed on one line.
        let demos = repo.url.appendingPathComponent("demos.txt")
        try String(contentsOf: demos, encoding: .utf8).replacingOccurrences(of: "carousel.svg: animate carousel.json --scale 1", with: "carousel.svg: animate carousel.json --scale 1 --hold 200")
            .write(to: demos, atomically: true, encoding: .utf8)
        let afterOption = try CLI.run(["build", "--check"], in: repo.url)
        #expect(afterOption.stdout.contains("stale       docs/carousel.svg: the command or its options changed\n"), "\(afterOption.stdout)")
        let last = try CLI.run(["build", "--jobs", "1"], in: repo.url)
        #expect(last.status == 0 && Self.outputs(last, "rendered") == ["docs/artwork.gif", "docs/both.gif", "docs/carousel.svg"], "\(last.stdout)")
        #expect(try CLI.run(["build", "--check"], in: repo.url).status == 0)
    }

    /// Every format and every command build keeps records the fingerprint inside the file, and
    /// reading it back finds each output up to date.
    @Test func everyOutputFormatRecordsItsFingerprint() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("a.json", BadInputMatrixTests.base)
        try Data(BadInputMatrixTests.variant(("strategy.kind", "\"free\""))).write(to: scratch.url.appendingPathComponent("b.json"))
        let lines = [
            "a.gif: gif a.json", "a.webp: animate a.json", "a.apng: animate a.json", "a.png: animate a.json --format apng",
            "a.svg: animate a.json", "a.mp4: animate a.json", "a.webm: animate a.json",
            "c.gif: compare a.json b.json", "c.png: compare a.json b.json", "c.svg: compare a.json b.json", "c.mp4: compare a.json b.json",
            "d.gif: diff a.json b.json", "d.png: diff a.json b.json", "p.svg: plot a.json b.json", "p.png: plot a.json b.json",
            "r.html: report a.json b.json",
        ]
        try scratch.write("demos.txt", lines.joined(separator: "\n"))
        let build = try CLI.run(["build"], in: scratch.url)
        #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        for line in lines {
            let name = String(line.prefix { $0 != ":" })
            let mark = WrittenMark.markText(on: scratch.path(name))
            #expect(mark.flatMap { Provenance(record: $0) } != nil, "\(name): \(mark.map { String(decoding: $0.prefix(200), as: UTF8.self) } ?? "no mark")")
        }
        let check = try CLI.run(["build", "--check"], in: scratch.url)
        #expect(check.status == 0 && check.stdout.hasSuffix("\(lines.count) outputs: \(lines.count) up to date, 0 stale, 0 missing\n"), "\(check.stdout)")

        // Each file cut to two thirds of its length (a full disk, a broken copy): its mark and
        // fingerprint may survive, and still none is up to date. A WebP keeps its mark at the
        // end, so it is cut away with it; every other format is named damaged (WholeFile).
        for line in lines {
            let name = String(line.prefix { $0 != ":" })
            let size = try #require(try FileManager.default.attributesOfItem(atPath: scratch.path(name))[.size] as? Int)
            #expect(truncate(scratch.path(name), off_t(size * 2 / 3)) == 0)
        }
        let cut = try CLI.run(["build", "--check"], in: scratch.url)
        #expect(cut.status == 1 && cut.stdout.hasSuffix("\(lines.count) outputs: 0 up to date, \(lines.count) stale, 0 missing\n"), "\(cut.stdout)")
        for line in lines where !line.hasPrefix("a.webp") {
            let name = String(line.prefix { $0 != ":" })
            #expect(cut.stdout.contains("stale       \(name): damaged, "), "\(name): \(cut.stdout)")
        }
    }

    /// A GIF with bytes after its trailer is not the file renderpages wrote either.
    @Test func bytesAfterAGIFsTrailerAreDamage() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("a.json", BadInputMatrixTests.base)
        try scratch.write("demos.txt", "a.gif: gif a.json --scale 1 --fps 10\n")
        #expect(try CLI.run(["build"], in: scratch.url).status == 0)
        let gif = scratch.url.appendingPathComponent("a.gif")
        #expect(WholeFile.damage(at: gif.path) == nil)
        try (Data(contentsOf: gif) + Data([0x21, 0xFE])).write(to: gif)
        #expect(WholeFile.damage(at: gif.path) == "2 bytes follow its trailer at byte \(try Data(contentsOf: gif).count - 3)")
    }

    @Test func aBadLineIsReportedWithItsLineAndTheOthersAreBuilt() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("a.json", BadInputMatrixTests.base)
        try scratch.write("demos.txt", "a.gif: gif a.json\nb.gif gif a.json\nc.gif: simulate a.json\nd.gif: gif a.json --no-such-option\ne.gif: gif missing.json\nf.gif: gif a.json --fps 10\n")
        let result = try CLI.run(["build"], in: scratch.url)
        #expect(result.status == 2, "a bad line is bad input")
        #expect(result.errorLines.contains { $0.hasPrefix("error: demos.txt:2: expected OUTPUT: COMMAND ARGUMENTS") }, "\(result.stderr)")
        #expect(result.errorLines.contains { $0.hasPrefix("error: demos.txt:3: `simulate` does not write one file") }, "\(result.stderr)")
        #expect(result.errorLines.contains { $0.hasPrefix("error: demos.txt:4: ") && $0.contains("--no-such-option") }, "\(result.stderr)")
        // A line that reads fine but fails when run: its command's own error, naming the output.
        #expect(result.stdout.contains("failed      e.gif (demos.txt:5, exit status 2)"), "\(result.stdout)")
        #expect(result.errorLines.contains { $0.hasPrefix("error: e.gif: cannot read scenario missing.json") }, "\(result.stderr)")
        #expect(Self.outputs(result, "rendered") == ["a.gif", "f.gif"])
        #expect(result.stdout.hasSuffix("3 outputs: 2 rendered, 0 up to date, 1 failed, 3 bad lines\n"), "\(result.stdout)")
    }

    @Test func aRenderFailureIsExitStatusOne() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("a.json", BadInputMatrixTests.base)
        try scratch.write("mine.gif", "not renderpages' output")
        try scratch.write("demos.txt", "mine.gif: gif a.json\nours.gif: gif a.json\n")
        let result = try CLI.run(["build"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("failed      mine.gif (demos.txt:1, exit status 1)"), "\(result.stdout)")
        #expect(result.errorLines.first?.hasPrefix("error: mine.gif: refusing to replace mine.gif: it is not renderpages' output") == true, "\(result.stderr)")
        #expect(try String(contentsOfFile: scratch.path("mine.gif"), encoding: .utf8) == "not renderpages' output")
        #expect(Self.outputs(result, "rendered") == ["ours.gif"])
        let check = try CLI.run(["build", "--check"], in: scratch.url)
        #expect(check.stdout.contains("stale       mine.gif: not written by renderpages"), "\(check.stdout)")
    }

    @Test func anOutputListedTwiceRendersNothing() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("a.json", BadInputMatrixTests.base)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try scratch.write("demos.txt", "docs/a.gif: gif a.json\nb.gif: gif a.json\n./docs/a.gif: gif a.json --fps 10\n")
        let result = try CLI.run(["build"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.errorLines.first == "error: demos.txt:3: ./docs/a.gif is already made by line 1; list each output once", "\(result.stderr)")
        #expect(scratch.contents() == ["a.json", "demos.txt", "docs"] && scratch.contents("docs").isEmpty)
        #expect(result.stdout.isEmpty)
    }

    /// Two builds of one demos file at once: the second stops before rendering (exit 1), while a
    /// check still answers. Held here with the lock a build takes, so the test needs no timing.
    @Test func aSecondBuildOfTheSameFileStops() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("a.json", BadInputMatrixTests.base)
        let demos = try scratch.write("demos.txt", "a.gif: gif a.json\n")
        let fd = open(demos, O_RDONLY)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        let second = try CLI.run(["build"], in: scratch.url)
        #expect(second.status == 1)
        #expect(second.errorLines == ["error: another renderpages build of demos.txt is running; wait for it to end (each output is written once, by one of them)"])
        #expect(scratch.contents() == ["a.json", "demos.txt"])
        let check = try CLI.run(["build", "--check"], in: scratch.url)
        #expect(check.status == 1 && check.stdout.contains("missing     a.gif"), "\(check.stdout)")
    }

    @Test func aMissingDemosFileIsOneLine() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let result = try CLI.run(["build"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.errorLines == ["error: cannot read demos file demos.txt: it does not exist; pass the demos file (docs/demos.md) or run in the folder of demos.txt"])
    }

    /// The demos file's folder, not the working one, is where paths start.
    @Test func pathsAreRelativeToTheDemosFile() throws {
        try #require(CLI.isAvailable)
        let repo = try Self.repository()
        try repo.write("demos.txt", "docs/artwork.gif: gif images.json --scale 1 --fps 10 --width 160\n")
        let result = try CLI.run(["build", repo.path("demos.txt")], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: repo.path("docs/artwork.gif")))
        #expect(try CLI.run(["build", "--check", repo.path("demos.txt")]).status == 0)
    }

    /// An interrupted build passes the signal on: each output being rendered rolls back its
    /// staged file, none starts after it, and the build exits with 128 + the signal. Sent once
    /// the first output's staged file exists (waited for, not timed).
    @Test func anInterruptedBuildLeavesNoPartialOutputAndNoProcess() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("samples/todays-deals.json"), to: scratch.url.appendingPathComponent("s.json"))
        try scratch.write("demos.txt", "a.gif: gif s.json\nb.gif: gif s.json --xray\nc.gif: gif s.json --hud\n")
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["build", "--jobs", "1"]
        process.currentDirectoryURL = scratch.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var waited = 0
        while !scratch.contents().contains(where: { $0.hasPrefix(".renderpages-") && $0.hasSuffix(".tmp") }) && process.isRunning && waited < 6000 {
            usleep(10_000)
            waited += 1
        }
        #expect(process.isRunning, "the build ended before its first output was staged")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(scratch.contents() == ["demos.txt", "s.json"], "\(scratch.contents())")
        // The build's children ran in the demos file's folder: no process is left there.
        let left = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { Int($0) != nil }.filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/cwd")) == scratch.url.path
        }
        #expect(left.isEmpty, "processes still running in the build's folder: \(left)")
    }
}
