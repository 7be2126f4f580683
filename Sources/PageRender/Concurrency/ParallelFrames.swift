import Synchronization

/// Runs per-frame work on several threads. Each thread owns one worker value (a surface and an
/// encoder) for all the frames it takes; frames are handed out one at a time, so the thread
/// count changes only which thread does a frame, never its bytes.
enum ParallelFrames {
    /// Calls `body(&worker, index)` for every index in 0..<count on up to `threads` threads, each
    /// with its own worker from `makeWorker`. Stops handing out frames after the first failure
    /// and rethrows the failure of the lowest frame index.
    static func run<Worker>(count: Int, threads: Int, makeWorker: @Sendable () throws -> Worker,
                            body: @Sendable (inout Worker, Int) throws -> Void) throws {
        var workers: [Worker?] = []
        try run(count: count, threads: threads, workers: &workers, makeWorker: makeWorker, body: body)
    }

    /// The same, with the workers kept in `workers` from one call to the next: the thread in
    /// slot w takes the worker left there by the call before, or makes one, so a caller that
    /// runs batch after batch makes at most one worker per thread for all of them.
    static func run<Worker>(count: Int, threads: Int, workers pool: inout [Worker?], makeWorker: @Sendable () throws -> Worker,
                            body: @Sendable (inout Worker, Int) throws -> Void) throws {
        guard count > 0 else { return }
        let workers = max(1, min(threads, count))
        if pool.count < workers { pool += [Worker?](repeating: nil, count: workers - pool.count) }
        if workers == 1 {
            if pool[0] == nil { pool[0] = try makeWorker() }
            for index in 0..<count { try body(&pool[0]!, index) }
            return
        }
        let next = Atomic<Int>(0)
        let failure = Mutex<(index: Int, error: any Error)?>(nil)
        try pool.withUnsafeMutableBufferPointer { buffer in
            // Slot w is used only by iteration w.
            nonisolated(unsafe) let slots = buffer
            WorkerThreads.run(workers) { w in
                do {
                    if slots[w] == nil { slots[w] = try makeWorker() }
                    while failure.withLock({ $0 == nil }) {
                        let index = next.add(1, ordering: .relaxed).oldValue
                        guard index < count else { return }
                        do {
                            try body(&slots[w]!, index)
                        } catch {
                            failure.withLock { if $0 == nil || index < $0!.index { $0 = (index, error) } }
                        }
                    }
                } catch {
                    failure.withLock { if $0 == nil { $0 = (-1, error) } }
                }
            }
            if let failed = failure.withLock({ $0 }) { throw failed.error }
        }
    }
}
