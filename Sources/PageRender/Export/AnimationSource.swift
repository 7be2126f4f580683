/// The frames of an animation, produced on demand: their size, when each is on screen, and a
/// function that draws frame k. Exporters call `image` from several threads at once.
public struct AnimationSource: Sendable {
    package var width: Int
    package var height: Int
    package var timing: FrameTiming
    /// The rate the frames were sampled at, for messages; nil when they are not evenly spaced.
    package var fps: Double?
    /// Draws frame k, 0 ≤ k < `frameCount`.
    package var image: @Sendable (Int) throws -> RGBImage
    /// Bytes of frame pixels the exporters hold at once (see `batchSize`); tests lower it to
    /// check that batching never changes the output.
    var batchBudget = AnimationSource.defaultBatchBudget

    package init(width: Int, height: Int, timing: FrameTiming, fps: Double? = nil, image: @escaping @Sendable (Int) throws -> RGBImage) {
        self.width = width
        self.height = height
        self.timing = timing
        self.fps = fps
        self.image = image
    }

    package var frameCount: Int { timing.frameCount }

    /// Every frame, drawn on all cores.
    func images() throws -> [RGBImage] {
        let render = image
        return try ParallelMap.map(frameCount) { try render($0) }
    }
}
