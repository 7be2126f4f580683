/// The frames of an animation, produced on demand: their size, when each is on screen, and a
/// function that draws frame k. Exporters call `image` from several threads at once.
public struct AnimationSource: Sendable {
    public var width: Int
    public var height: Int
    public var timing: FrameTiming
    /// The rate the frames were sampled at, for messages; nil when they are not evenly spaced.
    public var fps: Double?
    /// Draws frame k, 0 ≤ k < `frameCount`.
    public var image: @Sendable (Int) throws -> RGBImage
    /// Bytes of frame pixels the exporters hold at once (see `batchSize`); tests lower it to
    /// check that batching never changes the output.
    var batchBudget = AnimationSource.defaultBatchBudget

    public init(width: Int, height: Int, timing: FrameTiming, fps: Double? = nil, image: @escaping @Sendable (Int) throws -> RGBImage) {
        self.width = width
        self.height = height
        self.timing = timing
        self.fps = fps
        self.image = image
    }

    public var frameCount: Int { timing.frameCount }

    /// Every frame, drawn on all cores.
    func images() throws -> [RGBImage] {
        let render = image
        return try ParallelMap.map(frameCount) { try render($0) }
    }
}
