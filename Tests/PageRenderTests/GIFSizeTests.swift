import Foundation
import Testing
@testable import PageRender

/// Which unchanged pixels become transparent is decided by the size LZW gives each way
/// (GIFExport.indexed): on a sample whose content scrolls vertically, where the fewest-runs
/// choice alone wrote frames larger than opaque ones, our GIF must be no larger than gifsicle's
/// -O1 of it (changed rectangles written opaque, gifsicle's own LZW), at least 45 dB.
@Suite struct GIFSizeTests {
    @Test func verticalPagerNoLargerThanGifsicleO1() throws {
        let scratch = try Scratch()
        let sample = KeyFrameTests.samples.appendingPathComponent("hidden-pager-vertical-bottom.json").path
        let result = try CLI.run(["gif", sample, "--out", "v.gif", "--scale", "1", "--quiet", "--psnr"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        // The 45 dB floor of docs/animation.md.
        let psnr = result.stdout.split(separator: " ").firstIndex(of: "frames:").flatMap { Double(result.stdout.split(separator: " ")[$0 + 1]) }
        #expect((psnr ?? 0) >= 45, "\(result.stdout)")
        _ = try OutputFormatTests.tool("/usr/bin/gifsicle", ["-O1", scratch.path("v.gif"), "-o", scratch.path("o1.gif")])
        let ours = try #require(FileManager.default.contents(atPath: scratch.path("v.gif"))).count
        let gifsicle = try #require(FileManager.default.contents(atPath: scratch.path("o1.gif"))).count
        #expect(ours <= gifsicle, "ours \(ours) bytes, gifsicle -O1 \(gifsicle)")
    }
}
