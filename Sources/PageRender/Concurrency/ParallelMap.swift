import Foundation

/// Runs independent per-frame work on all cores: `ParallelFrames`' pool with no worker state.
/// Each result lands at its own index and the first failure in index order is rethrown, so the
/// output never depends on scheduling.
enum ParallelMap {
    /// `threads`: at most that many at once (tests pin it to show the output does not depend on
    /// it); nil, one per core (`WorkerThreads` starts a thread per worker).
    static func map<T: Sendable>(_ count: Int, threads: Int? = nil, _ body: @Sendable (Int) throws -> T) throws -> [T] {
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        // Each index is written by the one worker that took it, and read after all have ended.
        nonisolated(unsafe) let slots = results
        try ParallelFrames.run(count: count, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount, makeWorker: {}) { _, i in
            slots[i] = try body(i)
        }
        return results.map { $0! }
    }
}
