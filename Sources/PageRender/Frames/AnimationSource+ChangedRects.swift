/// A frame of an animation stored as a rectangle drawn over the canvas: the first frame whole,
/// every later one as the rectangle that changed since the frame before. What the lossless
/// exporters that keep whole pixels (APNG, WebP) store; GIF keeps runs of colour instead.
struct ChangedRect<Picture: Sendable>: Sendable {
    var region: PixelRect
    /// The format's encoding of `region`.
    var picture: Picture
    /// Time on screen in the unit asked for, with carried rounding (`FrameTiming.delays`).
    var delay: Int
}

extension AnimationSource {
    /// Every frame drawn and encoded on all cores, a batch at a time, as the rectangle that
    /// changed since the one before (the first frame whole), handed to `emit` in order as soon as
    /// its delay is known, so nothing is kept after it is emitted; a frame equal to the one before
    /// is merged into it, its time added to that frame's delay, in units of `delayUnit` ms (with
    /// carried rounding, as `FrameTiming.delays`). A changed rectangle is grown as `align` says
    /// (the format's rules for where a rectangle may start), then `encode(image, region,
    /// previous)` encodes `region` of `image`, `previous` being the frame before (nil for the
    /// first). `threads`: at most that many at once; nil, one per core. Returns how many frames
    /// were emitted.
    @discardableResult
    func forEachChangedRect<Picture: Sendable>(
        delayUnit: Double, threads: Int? = nil, progress: (_ done: Int, _ total: Int) -> Void,
        align: @escaping @Sendable (PixelRect) -> PixelRect = { $0 },
        encode: @escaping @Sendable (_ image: RGBImage, _ region: PixelRect, _ previous: RGBImage?) throws -> Picture,
        emit: (ChangedRect<Picture>) throws -> Void
    ) throws -> Int {
        let (width, height, boundaries) = (self.width, self.height, timing.boundaries), source = self
        // A frame's delay ends where the next stored frame starts: rounded boundaries, so the
        // rounding error carries to the next frame.
        func tick(_ k: Int) -> Int { Int((boundaries[k] / delayUnit).rounded()) }
        var pending: (region: PixelRect, picture: Picture, start: Int)?, emitted = 0
        try forEachBatch(threads: threads) { first, images, before in
            let encoded = try ParallelMap.map(images.count, threads: threads) { i -> (region: PixelRect, picture: Picture)? in
                let k = first + i, image = images[i], previous = i == 0 ? before : images[i - 1]
                try source.checkSize(image, frame: k)
                guard let previous else {
                    let whole = PixelRect(x: 0, y: 0, width: width, height: height)
                    return (whole, try encode(image, whole, nil))
                }
                // A frame the timeline's one detection marks as repeated (`RepeatedFrames`) is not compared.
                guard source.repeated?.repeatsPrevious(k) != true,
                      let changed = FrameDifference.changedRect(from: previous, to: image) else { return nil }
                let region = align(changed)
                return (region, try encode(image, region, previous))
            }
            for (i, frame) in encoded.enumerated() {
                guard let frame else { continue }
                if let p = pending {
                    try emit(ChangedRect(region: p.region, picture: p.picture, delay: tick(first + i) - tick(p.start)))
                    emitted += 1
                }
                pending = (frame.region, frame.picture, first + i)
            }
            progress(first + images.count, frameCount)
        }
        if let p = pending {
            try emit(ChangedRect(region: p.region, picture: p.picture, delay: tick(frameCount) - tick(p.start)))
            emitted += 1
        }
        return emitted
    }
}
