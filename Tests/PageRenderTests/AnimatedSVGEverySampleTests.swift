import Foundation
import Testing

/// Every scenario under samples/ writes an animated SVG, none refused, through the binary at
/// 1 px/pt (the size does not change what is refused). That each also matches its frames in
/// Chromium and Firefox is `make test-svg-samples` (AnimatedSVGBrowserTests.everySample, too slow
/// for `make test` with two browsers); `make test` compares 20 of them in both browsers.
@Suite struct AnimatedSVGEverySampleTests {
    @Test(arguments: AnimatedSVGBrowserTests.everySample())
    func everySampleWritesAnAnimatedSVG(sample: String) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/\(sample).json").path
        let result = try CLI.run(["animate", scenario, "--set", "screen.scale=1", "--out", scratch.path("demo.svg"), "--quiet"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(sample): \(result.stderr)")
        let text = String(decoding: (try? Data(contentsOf: scratch.url.appendingPathComponent("demo.svg"))) ?? Data(), as: UTF8.self)
        #expect(text.hasPrefix("<?xml") && text.contains("<svg") && text.hasSuffix("</svg>\n"), "\(sample): \(text.prefix(100))")
    }
}
