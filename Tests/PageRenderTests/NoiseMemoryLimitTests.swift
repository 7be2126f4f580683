import Foundation
import Testing
@testable import PageRender

/// Reliability attack 3, D09, the noise carousel (`scripts/noise-carousel.py`: the carousel with
/// a picture of random pixels as every item's art, 390 × 844 px frames) under address-space
/// limits where frames of ordinary size run out: GIF, APNG and WebP each end with exit 0, or
/// with exit 1 and one line, the earlier output kept and nothing staged left, never a trap.
/// The limits come from scans of 012e7e1's binaries (this very command): there all
/// these runs trapped ("Fatal error: failed to allocate", exit 134) in the release build, whose
/// check before each frame the optimiser had removed (2 runs of 2 each); the debug build, which
/// the tests run, trapped in the GIF's colour tables at 160,000 KiB and in APNG's and WebP's
/// pictures at 240,000 KiB (2 runs of 2 each; at 100,000 it stopped cleanly; an earlier scan at
/// 20 fps saw APNG at 240,000 finish once: which threads get a malloc arena of their own varies).
/// Whatever the limit, the expectation is the same (exit 0, or exit 1 and one line), so a shift
/// in the libraries' mappings moves where a run stops, not whether the test passes. The earlier
/// output is small and the run under the limit at 4 fps (9 frames): the debug build needs
/// minutes for a GIF of every frame of random pixels.
@Suite struct NoiseMemoryLimitTests {
    @Test(arguments: [("gif", 100_000), ("gif", 160_000), ("apng", 100_000), ("apng", 240_000), ("webp", 100_000), ("webp", 240_000)])
    func aRunUnderALimitFinishesOrFailsInOneLine(_ format: String, _ limit: Int) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let root = CLI.repositoryRoot.path
        let run = try FaultMatrixCLITests.shell(
            #"/usr/bin/python3 "\#(root)/scripts/noise-carousel.py" "\#(root)/samples/carousel/carousel.json" . || exit 90; "#
            + #""$BIN" animate noise1.json --out o.\#(format) --quiet --fps 2 --scale 0.25 || exit 91; cp o.\#(format) old; "#
            + #"(ulimit -v \#(limit); exec "$BIN" animate noise1.json --out o.\#(format) --quiet --fps 4); r=$?; "#
            + #"[ $r = 0 ] || cmp -s o.\#(format) old || exit 92; exit $r"#, in: scratch.url)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr.prefix(400))")
        if run.status == 1 {
            #expect(run.errorLines.count == 1 && run.stderr.hasPrefix("error: ") && run.stderr.contains("out of memory"), "\(run.stderr.prefix(400))")
        }
        #expect(!scratch.contents().contains { $0.hasPrefix(".renderpages") && !$0.hasSuffix(".lock") }, "\(scratch.contents())")
    }
}
