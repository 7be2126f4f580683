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
    /// Every frame drawn and encoded on all cores as the rectangle that changed since the one
    /// before (the first frame whole); a frame equal to the one before is merged into it, its time
    /// added to that frame's delay, in units of `delayUnit` ms. A changed rectangle is grown as
    /// `align` says (the format's rules for where a rectangle may start), then
    /// `encode(image, region, previous)` encodes `region` of `image`, `previous` being the frame
    /// before (nil for the first).
    /// `threads`: at most that many at once; nil, one per core. The frames come back in order.
    func changedRects<Picture: Sendable>(
        delayUnit: Double, threads: Int? = nil, progress: (_ done: Int, _ total: Int) -> Void,
        align: @escaping @Sendable (PixelRect) -> PixelRect = { $0 },
        encode: @escaping @Sendable (_ image: RGBImage, _ region: PixelRect, _ previous: RGBImage?) throws -> Picture
    ) throws -> [ChangedRect<Picture>] {
        let (width, height) = (self.width, self.height), source = self
        let encoded = try mapFrames(threads: threads, progress: progress) { k, image, previous -> (region: PixelRect, picture: Picture)? in
            try source.checkSize(image, frame: k)
            guard let previous else {
                let whole = PixelRect(x: 0, y: 0, width: width, height: height)
                return (whole, try encode(image, whole, nil))
            }
            guard source.repeated?.repeatsPrevious(k) != true,
                  let changed = FrameDifference.changedRect(from: previous, to: image) else { return nil }
            let region = align(changed)
            return (region, try encode(image, region, previous))
        }
        let delays = timing.keeping(encoded.map { $0 != nil }).delays(unit: delayUnit)
        return zip(encoded.compactMap { $0 }, delays).map { ChangedRect(region: $0.region, picture: $0.picture, delay: $1) }
    }
}
