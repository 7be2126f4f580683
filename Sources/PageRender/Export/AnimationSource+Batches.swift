import Foundation

extension AnimationSource {
    /// Bytes of frame pixels a batch may hold, 512 MiB: a design choice that keeps a large
    /// export within a few GB on any core count (drawing a frame briefly adds its Cairo surface
    /// of the same size, and the encoders keep their own buffers), yet never limits frames of
    /// device size: a 1170×2532 px screen at @3x is 11.9 MB, so 43 fit.
    static let defaultBatchBudget = 512 << 20

    /// Frames drawn at once: 4 per core keeps every core busy (more gained nothing at @1x on
    /// 2 cores), but only as many as fit in `batchBudget` bytes, and at least one. Batching
    /// decides only what is held in memory at once, never what is written.
    var batchSize: Int {
        let frameBytes = max(1, width * height * MemoryLayout<UInt32>.stride)
        return max(1, min(4 * ProcessInfo.processInfo.activeProcessorCount, batchBudget / frameBytes))
    }

    /// Draws the frames in order, a batch at a time on all cores, and hands each batch to `body`
    /// with the index of its first frame and the frame before the batch (nil at the start).
    /// `threads`: draw on at most that many threads; nil, one per core.
    func forEachBatch(threads: Int? = nil, _ body: (_ first: Int, _ images: [RGBImage], _ before: RGBImage?) throws -> Void) throws {
        let render = image, size = batchSize
        var before: RGBImage?
        for first in stride(from: 0, to: frameCount, by: size) {
            let images = try ParallelMap.map(min(frameCount, first + size) - first, threads: threads) { try render(first + $0) }
            try body(first, images, before)
            before = images.last
        }
    }

    /// Calls `body` with every frame and the one before it (nil for the first), in parallel
    /// within each batch; the results come back in frame order.
    /// `progress(done, total)` is called on the caller's thread after each batch. `threads`: at
    /// most that many threads draw and call `body`; nil, one per core.
    func mapFrames<T: Sendable>(threads: Int? = nil, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in },
                                _ body: @escaping @Sendable (_ k: Int, _ image: RGBImage, _ previous: RGBImage?) throws -> T) throws -> [T] {
        var results: [T] = []
        results.reserveCapacity(frameCount)
        try forEachBatch(threads: threads) { first, images, before in
            results += try ParallelMap.map(images.count, threads: threads) { i in
                try body(first + i, images[i], i == 0 ? before : images[i - 1])
            }
            progress(results.count, frameCount)
        }
        return results
    }
}
