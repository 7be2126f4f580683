import Foundation
import Testing
@testable import PageRender

/// Reliability attack 3, D09: under an address-space limit a run that cannot get the memory for
/// its frames ends with exit 1 (the README's I/O status) and one line, the earlier output kept
/// and nothing staged left, through `MemoryHeadroom`. Before (c3ba6c0's release build,
/// this very script): GIF, WebP and APNG trapped in the Swift runtime ("Fatal error:
/// failed to allocate 64000032 bytes", a 60-line backtrace, exit 134) and left their staged file.
/// 4000 × 4000 px frames (a 1000-pt screen at scale 4) need 64 MB each; 300,000 KiB is above
/// what the program needs to start and below what a frame needs.
@Suite struct MemoryLimitTests {
    static let scenario = #"{"screen": {"width": 1000, "height": 1000, "scale": 4}, "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 10}"#

    @Test(arguments: ["animate big.json --out o.gif", "animate big.json --out o.webp", "animate big.json --out o.apng", "render big.json --out o"])
    func aFrameThatCannotGetItsMemoryIsAnErrorAndTheEarlierOutputStays(_ command: String) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("big.json", Self.scenario)
        let out = String(command.split(separator: " ").last!)
        // The earlier output: the same scenario at a small scale; then the full scale under the limit.
        let run = try FaultMatrixCLITests.shell(#""$BIN" \#(command) --quiet --scale 0.25 || exit 90; cp -r \#(out) old; "#
            + #"(ulimit -v 300000; exec "$BIN" \#(command) --quiet); r=$?; diff -r \#(out) old >&2 || exit 91; exit $r"#, in: scratch.url)
        #expect(run.status == 1, "\(run.stderr.prefix(400))")
        #expect(run.errorLines.count == 1 && run.stderr.hasPrefix("error: out of memory: "), "\(run.stderr.prefix(400))")
        #expect(run.stderr.contains("(ulimit -v); lower --threads or the scale"), "\(run.stderr.prefix(400))")
        #expect(!scratch.contents().contains { $0.hasPrefix(".renderpages") && !$0.hasSuffix(".lock") }, "\(scratch.contents())")
    }
}
