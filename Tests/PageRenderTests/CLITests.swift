import Foundation
import Testing

/// End-to-end runs of the binary for what works: stdin, overrides, quiet and progress output.
@Suite struct CLITests {
    static let base = BadInputMatrixTests.base

    @Test func scenarioFromStdinMatchesTheFile() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let path = try scratch.write("s.json", Self.base)
        let fromFile = try CLI.run(["simulate", path])
        let fromStdin = try CLI.run(["simulate", "-"], stdin: Array(Self.base.utf8))
        #expect(fromFile.status == 0 && fromStdin.status == 0, "\(fromStdin.stderr)")
        #expect(fromStdin.stdout == fromFile.stdout && fromFile.stdout.contains("\"releases\""))
        #expect(fromStdin.stderr.isEmpty)
    }

    @Test func overridesChangeTheTimeline() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let path = try scratch.write("s.json", Self.base)
        let plain = try CLI.run(["simulate", path, "--format", "csv"])
        let changed = try CLI.run(["simulate", path, "--format", "csv", "--axis", "vertical", "--fps", "60",
                                   "--velocity=-2", "--set", "gesture.offset=100", "--set", "strategy.pages=4"])
        #expect(plain.status == 0 && changed.status == 0, "\(changed.stderr)")
        let first = changed.stdout.split(separator: "\n")[1].split(separator: ",")
        #expect(first[1] == "0" && first[2] == "100", "vertical axis from offset 100: \(first)")
        let last = changed.stdout.split(separator: "\n").last!.split(separator: ",")
        #expect(last[2] == "80" && last[3] == "resting", "one page (80 pt) back: \(last)")
        let rows = changed.stdout.split(separator: "\n").dropFirst()
        let times = rows.compactMap { Double($0.split(separator: ",")[0]) }
        #expect(abs(times[1] - 1000.0 / 60) < 1e-9)
    }

    @Test func strategyOverrideUsesTheKindsDefaults() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let path = try scratch.write("s.json", Self.base)
        let free = try CLI.run(["simulate", path, "--strategy", "free", "--velocity", "0.5"])
        #expect(free.status == 0, "\(free.stderr)")
        #expect(!free.stdout.contains("\"phase\": \"paging\""))
    }

    @Test func renderIsQuietWhenAskedAndSilentOnStderrWithoutATerminal() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let path = try scratch.write("s.json", Self.base)
        let loud = try CLI.run(["render", path, "--out", scratch.path("a")])
        #expect(loud.status == 0 && loud.stderr.isEmpty)
        #expect(loud.stdout.hasPrefix("wrote ") && loud.stdout.hasSuffix(" frames and manifest.json to \(scratch.path("a"))\n"), "\(loud.stdout)")
        let quiet = try CLI.run(["render", path, "--out", scratch.path("b"), "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty)
        #expect(scratch.contents("a") == scratch.contents("b"))
    }

    /// Under a pseudo-terminal (script(1)) a bar is drawn on stderr once the work has run longer
    /// than the delay (made 0 here with the hidden --progress-delay); `--quiet` draws none, and
    /// work shorter than the default one-second delay draws none either.
    @Test func progressBarOnATerminal() throws {
        try #require(CLI.isAvailable)
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) from util-linux")
        let scratch = try Scratch()
        let path = try scratch.write("s.json", Self.base)
        /// Starts the render under script(1); the returned closure waits and returns the terminal's text.
        func underTerminal(_ name: String, _ extra: String) throws -> () -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", "\(CLI.binary.path) render \(path) --out \(scratch.path(name)) \(extra) >/dev/null", "/dev/null"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                return String(decoding: data, as: UTF8.self)
            }
        }
        let runs = [try underTerminal("a", "--progress-delay 0"), try underTerminal("b", "--progress-delay 0 --quiet"), try underTerminal("c", "")]
        let (shown, quiet, short) = (runs[0](), runs[1](), runs[2]())
        let frames = scratch.contents("a").filter { $0.hasSuffix(".png") }.count
        #expect(shown.contains("rendering [") && shown.contains("] \(frames)/\(frames)"), "\(shown.debugDescription)")
        #expect(!quiet.contains("rendering"), "\(quiet.debugDescription)")
        #expect(!short.contains("rendering"), "a render well under a second drew a bar: \(short.debugDescription)")
    }
}
