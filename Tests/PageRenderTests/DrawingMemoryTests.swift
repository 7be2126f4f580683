import Foundation
import Testing
@testable import PageRender

/// The pictures a run's drawing threads hold together stay within `DrawingMemory.budget`
/// whatever `--threads` or the core count asks: frames of the largest size (a 2048-pt screen at
/// scale 4, 8192 × 8192 px, 256 MiB a frame) are drawn by fewer threads.
@Suite struct DrawingMemoryTests {
    /// Expected counts from the budget's arithmetic: 1 GiB over 512 MiB is 2, over 11.8 MB (a 1170 × 2532 px frame) is 90.
    @Test func threadsFitTheBudget() {
        #expect(DrawingMemory.threads(16, bytesPerThread: 512 << 20) == 2)
        #expect(DrawingMemory.threads(16, bytesPerThread: 2 << 30) == 1)
        #expect(DrawingMemory.threads(4, bytesPerThread: 1170 * 2532 * 4) == 4)
        #expect(DrawingMemory.threads(200, bytesPerThread: 1170 * 2532 * 4) == 90)
        #expect(DrawingMemory.threads(3, bytesPerThread: 0) == 3)
    }

    /// 16 frames of 8192 × 8192 px (`simulate` counts them) asked of 16 threads, under a 3 GB address-space limit: every
    /// frame is written. Before (b667f67's build, `RENDERPAGES_TEST_BINARY`): exit 1, "out of
    /// memory: 1056 MiB for the next frame cannot be had under the address-space limit", and
    /// without a limit 4.8 GB resident (16 threads each holding a 256 MiB surface and the frame
    /// it encodes); now 0.66 GB with or without the limit (two threads).
    @Test func largestFramesOnManyThreadsFitUnderALimit() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", """
        {"screen": {"width": 2048, "height": 2048, "scale": 4}, "strategy": {"kind": "native-paging", "pages": 3},
         "gesture": {"kind": "fling", "offset": 20, "velocity": 1.2}, "fps": 30}
        """)
        let run = try FaultMatrixCLITests.shell(#"ulimit -v 3000000; exec "$BIN" render s.json --out f --quiet --threads 16"#, in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        let frames = scratch.contents("f").filter { $0.hasSuffix(".png") }
        #expect(frames.count == 16, "\(frames.count) frames")
        #expect(frames.first == "frame-0000.png")
    }
}
