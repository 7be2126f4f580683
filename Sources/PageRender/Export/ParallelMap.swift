import Dispatch
import Synchronization

/// Runs independent per-frame work on all cores. Each result lands at its own index and the
/// first failure in index order is rethrown, so the output never depends on scheduling.
enum ParallelMap {
    /// `threads`: at most that many at once (tests pin it to show the output does not depend on
    /// it); nil leaves it to Dispatch, one per core.
    static func map<T: Sendable>(_ count: Int, threads: Int? = nil, _ body: @Sendable (Int) throws -> T) throws -> [T] {
        let results = UnsafeMutableBufferPointer<Result<T, any Error>?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let slots = results
        if let threads, threads < count {
            // Each of `threads` workers takes the next index until none is left.
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: max(1, threads)) { _ in
                while true {
                    let i = next.add(1, ordering: .relaxed).oldValue
                    guard i < count else { return }
                    slots[i] = Result { try body(i) }
                }
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: count) { i in
                slots[i] = Result { try body(i) }
            }
        }
        return try results.map { try $0!.get() }
    }
}
