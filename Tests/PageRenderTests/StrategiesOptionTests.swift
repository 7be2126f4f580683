import Foundation
import Testing

/// `--strategies K1,K2,...` runs one scenario under several kinds (README, "Commands"): from
/// standard input too (each kind read the input again and found it empty), and an error caused
/// by a kind's defaults says it came from --strategies (a file without `content` under
/// page-offsets named "strategy.offsets: is required" as if the file lacked it).
@Suite struct StrategiesOptionTests {
    static let carousel = CLI.repositoryRoot.appendingPathComponent("samples/carousel/carousel.json")

    @Test func oneScenarioFromStandardInputRunsUnderEveryKind() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let input = Array(try Data(contentsOf: Self.carousel))
        let result = try CLI.run(["plot", "-", "--strategies", "free,page-offsets,hidden-pager", "--out", scratch.path("p.svg")], stdin: input)
        #expect(result.status == 0 && result.stdout.contains("3 curves"), "\(result.stderr)")
    }

    @Test func anErrorFromAKindsDefaultsNamesStrategies() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        // samples/compare/native-paging.json has no content row, which page-offsets needs.
        let plain = CLI.repositoryRoot.appendingPathComponent("samples/compare/native-paging.json").path
        let result = try CLI.run(["plot", plain, "--strategies", "free,page-offsets", "--out", scratch.path("p.svg")])
        #expect(result.status == 2 && result.errorLines.count == 1, "\(result.stderr)")
        #expect(result.errorLines.first?.hasSuffix("(as page-offsets for --strategies, which runs each kind with its defaults; leave page-offsets out or compare scenario files)") == true, "\(result.stderr)")
        // A file that is wrong on its own keeps its plain error.
        let broken = try scratch.write("broken.json", BadInputMatrixTests.base.replacingOccurrences(of: #""width": 100"#, with: #""width": 0"#))
        let own = try CLI.run(["plot", broken, "--strategies", "free,page-offsets", "--out", scratch.path("p.svg")])
        #expect(own.status == 2 && own.errorLines == ["error: \(broken): screen.width: must be >= 1 and <= 8192 pt, got 0"], "\(own.stderr)")
        #expect(scratch.contents() == ["broken.json"])
    }
}
