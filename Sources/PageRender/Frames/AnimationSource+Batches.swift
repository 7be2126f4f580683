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

    /// Bytes a drawing thread holds: its drawer's (`drawerBytes`), else a frame's.
    var drawingBytes: Int { drawerBytes ?? width * height * MemoryLayout<UInt32>.stride }

    /// Draws the frames in order, a batch at a time on all cores (fewer for large frames,
    /// `DrawingMemory`), and hands each batch to `body`
    /// with the index of its first frame and the frame before the batch (nil at the start).
    /// `threads`: draw on at most that many threads; nil, one per core. Each thread keeps its
    /// drawer for every batch, and each batch is drawn into the pictures of the batch before, so
    /// memory does not grow with the frame count and, at one frame size, nothing is allocated for
    /// pixels after the first batch (unless `body` keeps a picture: that one is then copied).
    /// A frame that `repeated` says repeats the one before is not drawn: it gets that frame's
    /// pixels.
    func forEachBatch(threads: Int? = nil, _ body: (_ first: Int, _ images: [RGBImage], _ before: RGBImage?) throws -> Void) throws {
        let size = batchSize, make = makeDrawer, repeated = self.repeated
        let threads = DrawingMemory.threads(threads ?? ProcessInfo.processInfo.activeProcessorCount, bytesPerThread: drawingBytes)
        var drawers: [Drawer?] = [], pictures: [RGBImage] = [], before: RGBImage?
        for first in stride(from: 0, to: frameCount, by: size) {
            let count = min(frameCount, first + size) - first
            if pictures.count > count { pictures.removeLast(pictures.count - count) }
            while pictures.count < count { pictures.append(.empty) }
            try pictures.withUnsafeMutableBufferPointer { buffer in
                // Picture i is drawn only by the thread that takes index i.
                nonisolated(unsafe) let slots = buffer
                try ParallelFrames.run(count: count, threads: threads,
                                       workers: &drawers, makeWorker: make) { draw, i in
                    if repeated?.repeatsPrevious(first + i) != true { try draw(first + i, &slots[i]) }
                }
            }
            for i in 0..<count where repeated?.repeatsPrevious(first + i) == true {
                pictures[i] = i == 0 ? before! : pictures[i - 1]
            }
            try body(first, pictures, before)
            // The batch's last frame is the next batch's `before`; the old `before` is drawn over.
            if before == nil { before = .empty }
            swap(&before!, &pictures[count - 1])
        }
    }
}
