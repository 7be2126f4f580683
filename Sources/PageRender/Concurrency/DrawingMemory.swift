/// How many threads draw at once, so that the pictures they hold together stay within one budget
/// whatever the core count: a frame of the largest size (`ScenarioLimits.maxPixelsPerSide`,
/// 8192 × 8192 px, 256 MiB) held by one thread per core would otherwise take 256 MiB a core.
/// Threads only change which thread draws a frame, never its bytes, so fewer of them change
/// nothing in the output.
package enum DrawingMemory {
    /// 1 GiB for the pictures the drawing threads hold together (their drawing surfaces and what
    /// they encode from them): a design choice that keeps a run of the largest frames, with the
    /// batch of finished frames (`AnimationSource.defaultBatchBudget`, 512 MiB) and the
    /// encoders' buffers, at the 0.6 to 2.6 GB docs/limits.md measures whatever the thread
    /// count, yet never limits frames of device size: a 1170 × 2532 px frame at @3x is 11.9 MB,
    /// so 90 threads fit.
    package static let budget = 1 << 30

    /// `requested` threads, or fewer, at least one, when each holds `bytesPerThread` bytes.
    package static func threads(_ requested: Int, bytesPerThread: Int, budget: Int = budget) -> Int {
        max(1, min(requested, budget / max(1, bytesPerThread)))
    }
}
