import Foundation
import Synchronization

/// Checks, under an address-space limit (`ulimit -v`), that memory can still be had before the
/// program takes it: the Swift runtime ends the process when one of its allocations fails
/// ("Fatal error: failed to allocate", exit 134), and that cannot be
/// caught, so the large allocations (a frame's pixels, an encoder's buffers) ask first and throw
/// a `RenderError` that the caller reports and rolls back like any failure (exit 1, the previous
/// output kept).
///
/// How it asks: the kernel is asked for a mapping of the size, with no access and no memory
/// behind it (`mmap` with `PROT_NONE` and `MAP_NORESERVE`, which RLIMIT_AS counts like any
/// mapping), and the mapping is given back at once. Not through malloc: LLVM deletes a malloc
/// whose pointer is only tested against nil and freed, so a malloc probe is compiled out
/// of the release build and never runs there (seen in its disassembly: no call left between
/// `getrlimit` and the return).
///
/// What it does not do: it reserves nothing. Another thread may take the space between the
/// check and the allocation; checked allocations take a lock, so two of them never count the
/// same free space, and each leaves `margin` free for what is not checked (the scene, small
/// arrays, the libraries' own buffers, which return an error when they fail). A small unchecked
/// allocation can still find the space gone; `scripts/memory-limit-scan.sh` counts how often.
/// Without a limit (the usual case) nothing is asked: memory is then overcommitted and an
/// allocation does not fail (the kernel's OOM killer ends a process instead, which no program
/// can turn into an error).
package enum MemoryHeadroom {
    /// Bytes of the surface a frame may need at once: 4 (the surface, the picture taken from it,
    /// its encoding and the encoder's rows are each at most that size) [model].
    package static let frameFactor = 4
    /// Bytes left free after any checked allocation, for what is not checked, 32 MiB [model:
    /// the amount the check before each frame used before; with it `scripts/memory-limit-scan.sh`
    /// found no trap in 176 runs; no smaller margin was tried].
    package static let margin = 32 << 20

    /// The address-space limit in bytes, read once; nil when there is none.
    static let limit: Int? = {
        var current = rlimit()  // RLIM_INFINITY is all ones (rlim_t.max) on Linux
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &current) == 0, current.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: current.rlim_cur)
    }()

    /// Held from a checked allocation's question to its allocation.
    private static let lock = Mutex(())

    /// Under an address-space limit, makes every thread allocate from glibc's one main arena
    /// (`mallopt(M_ARENA_MAX, 1)`); without a limit, nothing. glibc gives each new thread an
    /// arena of its own, and an arena reserves 64 MiB of address space (128 MiB while it is
    /// being aligned), which counts against the limit though it holds no memory: measured
    /// on the noise carousel at 2× (release build, `VmPeak`), the APNG export's peak
    /// address space fell from 299 to 125 MB, WebP's from 299 to 150, GIF's from 337 to 249.
    /// Threads then share the main arena's lock, a cost paid only under a limit. For the
    /// command line's start, before any thread is made.
    package static func shareOneArenaUnderLimit() {
        guard limit != nil else { return }
        // mallopt is not in Swift's Glibc module; RTLD_DEFAULT is the null handle on glibc.
        // M_ARENA_MAX is -8 in glibc's <malloc.h>.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-8, 1)
    }

    /// Throws a `RenderError` unless the run can start under the address-space limit: room for
    /// two threads' stacks (glibc gives a new thread a stack of `ulimit -s`, 8 MiB by default:
    /// libdispatch's signal thread and a drawing thread) plus `margin`. Without it libdispatch,
    /// which cannot start its thread, retries forever ("temporary resource shortage"): seen at
    /// `ulimit -v 90000`, the run asleep in `_dispatch_temporary_resource_shortage`
    /// under the command line's signal handler. For the command line's start.
    package static func ensureStart() throws {
        guard limit != nil else { return }
        var stack = rlimit()
        let stackBytes = getrlimit(Int32(RLIMIT_STACK.rawValue), &stack) == 0 && stack.rlim_cur != rlim_t.max
            ? Int(clamping: stack.rlim_cur) : 8 << 20
        try lock.withLock { _ in try check(2 * stackBytes, for: "the run to start", fix: nil) }
    }

    /// Throws a `RenderError` (fix: fewer threads or a lower scale) unless a frame of
    /// `surfaceBytes` could be drawn now under the address-space limit.
    package static func ensure(surfaceBytes: Int) throws {
        guard limit != nil else { return }
        try lock.withLock { _ in try check(surfaceBytes * frameFactor, for: "the next frame") }
    }

    /// Throws a `RenderError` unless `bytes` (for `what`, named in the error) plus `margin` could
    /// be had now: for memory a step takes in many allocations, not one (a text built piece by
    /// piece), asked for once before the step.
    package static func ensure(_ bytes: Int, for what: @autoclosure () -> String) throws {
        guard limit != nil else { return }
        try lock.withLock { _ in try check(bytes, for: what()) }
    }

    /// `allocate()`, which makes a Swift allocation of about `bytes` (`what` names it in the
    /// error), once `bytes` plus `margin` were found free under the address-space limit; else a
    /// `RenderError` and nothing allocated. Without a limit, just `allocate()`.
    package static func allocating<T>(_ bytes: Int, for what: @autoclosure () -> String, _ allocate: () throws -> T) throws -> T {
        guard limit != nil else { return try allocate() }
        return try lock.withLock { _ in
            try check(bytes, for: what())
            return try allocate()
        }
    }

    /// Throws unless `bytes` plus `margin` can be mapped now; the error names `fix`, or, with
    /// none, says to raise the limit (no setting of a run lowers what it needs to start).
    private static func check(_ bytes: Int, for what: String, fix: RenderError.Fix? = .fewerThreadsOrLowerScale) throws {
        guard let limit else { return }
        let wanted = bytes + margin
        guard canMap(wanted) else {
            let problem = "out of memory: \(wanted >> 20) MiB for \(what) cannot be had under the address-space limit of \(limit >> 20) MiB (ulimit -v)"
            throw RenderError(fix == nil ? problem + "; raise the limit" : problem, fix: fix)
        }
    }

    /// `wanted`, or under an address-space limit at most a quarter of what is still free there
    /// (the limit less the process's `VmSize`), for memory a run can do without (a cache; the
    /// quarter is a design choice that leaves the rest to the frames and the encoders).
    package static func affordable(_ wanted: Int) -> Int {
        guard let limit, let used = mappedBytes() else { return wanted }
        return min(wanted, max(0, limit - used) / 4)
    }

    /// The process's address space in bytes (`VmSize` in /proc/self/status); nil when unreadable.
    private static func mappedBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmSize:") }),
              let kib = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") else { return nil }
        return kib << 10
    }

    /// Whether `bytes` more of address space can be mapped now.
    static func canMap(_ bytes: Int) -> Bool {
        guard let mapping = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              mapping != UnsafeMutableRawPointer(bitPattern: -1) else { return false }
        munmap(mapping, bytes)
        return true
    }
}
