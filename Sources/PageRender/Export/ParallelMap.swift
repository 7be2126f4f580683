import Dispatch

/// Runs independent per-frame work on all cores. Each result lands at its own index and the
/// first failure in index order is rethrown, so the output never depends on scheduling.
enum ParallelMap {
    static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) throws -> T) throws -> [T] {
        let results = UnsafeMutableBufferPointer<Result<T, any Error>?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: count) { i in
            slots[i] = Result { try body(i) }
        }
        return try results.map { try $0!.get() }
    }
}
