import Foundation

/// A check, before a frame is drawn, that the memory it needs can still be had under an
/// address-space limit (`ulimit -v`): the Swift runtime ends the process when an allocation
/// fails ("Fatal error: failed to allocate", exit 134, reliability attack 3, D09), so the run
/// asks first, with malloc, which returns nil instead, and throws a `RenderError` that the
/// caller reports and rolls back like any failure (exit 1, the previous output kept).
///
/// What it does not do: a frame's allocations are not counted one by one, so the amount asked is
/// a bound, not a measurement [model]: `frameFactor` times the frame surface's bytes (the
/// surface, the picture taken from it, its encoding and the encoder's rows are each at most that
/// size) plus `margin` for the libraries' own buffers. `scripts/memory-limit-scan.sh` runs every
/// format under a range of limits and counts any run that still traps. Without a limit (the
/// usual case) it costs nothing: memory is then overcommitted and an allocation does not fail
/// (the kernel's OOM killer ends a process instead, which no program can turn into an error).
package enum MemoryHeadroom {
    /// Bytes of the surface a frame may need at once: 4 (see the type's comment) [model].
    package static let frameFactor = 4
    /// Bytes for the libraries' own buffers (libwebp's and libdeflate's state, cairo's caches,
    /// the encoders' output batches): 32 MiB [model, checked by the scan].
    package static let margin = 32 << 20

    /// The address-space limit in bytes, read once; nil when there is none.
    static let limit: Int? = {
        var current = rlimit()  // RLIM_INFINITY is all ones (rlim_t.max) on Linux
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &current) == 0, current.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: current.rlim_cur)
    }()

    /// Throws a `RenderError` (fix: fewer threads or a lower scale) unless a frame of
    /// `surfaceBytes` could be drawn now under the address-space limit.
    package static func ensure(surfaceBytes: Int) throws {
        guard let limit else { return }
        let wanted = surfaceBytes * frameFactor + margin
        guard let probe = malloc(wanted) else {
            throw RenderError("out of memory: \(wanted >> 20) MiB for the next frame cannot be had under the address-space limit of \(limit >> 20) MiB (ulimit -v)",
                              fix: .fewerThreadsOrLowerScale)
        }
        free(probe)
    }
}
