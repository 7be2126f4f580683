import Foundation

/// Runs a body on several threads started here, not through libdispatch: when a thread cannot be
/// started (no address space for its stack under `ulimit -v`, or the process's thread limit),
/// the others do its share. libdispatch's `concurrentPerform` instead retries forever
/// ("temporary resource shortage") and the run hangs: seen at `ulimit -v 100000`, the
/// main thread asleep in `_dispatch_temporary_resource_shortage`.
enum WorkerThreads {
    /// Calls `body(w)` for w in 0..<count at once, w = 0 on the calling thread, and returns when
    /// every call has returned. Slots whose thread could not start are skipped, so `body` must
    /// share its work out dynamically (take items from a counter), never by slot.
    static func run(_ count: Int, _ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            var threads: [pthread_t] = []
            for w in 1..<max(count, 1) {
                let job = Unmanaged.passRetained(Job(slot: w, body: body)).toOpaque()
                var thread = pthread_t()
                if pthread_create(&thread, nil, { raw in
                    let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
                    job.body(job.slot)
                    return nil
                }, job) == 0 {
                    threads.append(thread)
                } else {
                    Unmanaged<Job>.fromOpaque(job).release()
                }
            }
            body(0)
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// One thread's slot and the body it runs, handed through pthread_create's pointer.
    private final class Job: @unchecked Sendable {
        let slot: Int
        let body: (Int) -> Void

        init(slot: Int, body: @escaping (Int) -> Void) {
            self.slot = slot
            self.body = body
        }
    }
}
