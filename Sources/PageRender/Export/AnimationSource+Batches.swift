import Foundation

extension AnimationSource {
    /// Frames drawn at once: enough to keep every core busy, few enough that memory stays a
    /// small multiple of one frame (4 per core: more gained nothing at @1x on 2 cores).
    static var batchSize: Int { 4 * ProcessInfo.processInfo.activeProcessorCount }

    /// Draws the frames in order, a batch at a time on all cores, and hands each batch to `body`
    /// with the index of its first frame and the frame before the batch (nil at the start).
    func forEachBatch(_ body: (_ first: Int, _ images: [RGBImage], _ before: RGBImage?) throws -> Void) throws {
        let render = image
        var before: RGBImage?
        for first in stride(from: 0, to: frameCount, by: Self.batchSize) {
            let images = try ParallelMap.map(min(frameCount, first + Self.batchSize) - first) { try render(first + $0) }
            try body(first, images, before)
            before = images.last
        }
    }

    /// Calls `body` with every frame and the one before it (nil for the first), in parallel
    /// within each batch; the results come back in frame order.
    /// `progress(done, total)` is called on the caller's thread after each batch.
    func mapFrames<T: Sendable>(progress: (_ done: Int, _ total: Int) -> Void = { _, _ in },
                                _ body: @escaping @Sendable (_ k: Int, _ image: RGBImage, _ previous: RGBImage?) throws -> T) throws -> [T] {
        var results: [T] = []
        results.reserveCapacity(frameCount)
        try forEachBatch { first, images, before in
            results += try ParallelMap.map(images.count) { i in
                try body(first + i, images[i], i == 0 ? before : images[i - 1])
            }
            progress(results.count, frameCount)
        }
        return results
    }
}
