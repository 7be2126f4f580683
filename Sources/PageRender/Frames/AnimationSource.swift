/// The frames of an animation, produced on demand: their size, when each is on screen, and how
/// frame k is drawn. Exporters draw on several threads at once, each with a drawer of its own.
public struct AnimationSource: Sendable {
    /// Draws frame k, 0 ≤ k < `frameCount`, into the picture it is handed, keeping that
    /// picture's storage when it is already the frame's size, and whatever else it keeps between
    /// the frames it draws (its Cairo surface). Used by one thread at a time.
    package typealias Drawer = (_ k: Int, _ picture: inout RGBImage) throws -> Void

    package var width: Int
    package var height: Int
    package var timing: FrameTiming
    /// The rate the frames were sampled at, for messages; nil when they are not evenly spaced.
    package var fps: Double?
    /// Makes a drawer for one thread; the pixels of frame k never depend on which drawer draws
    /// it or on what it drew before.
    package var makeDrawer: @Sendable () -> Drawer
    /// Which frames repeat the one before, decided from the frames' states: a timeline's
    /// (`FrameSequence.animation(hold:)`) or a composed picture's (comparison sheets, diffs:
    /// `ComposedFrameState`). Exporters neither draw nor compare those, they merge them into the
    /// frame before. Nil for frames without states (made by hand): no frame is known to repeat.
    package var repeated: RepeatedFrames?
    /// Bytes of frame pixels the exporters hold at once (see `batchSize`); tests lower it to
    /// check that batching never changes the output.
    var batchBudget = AnimationSource.defaultBatchBudget
    /// Bytes one drawer holds while it draws (its surface, finer than the frame when it is
    /// supersampled; a larger frame it resamples): what `DrawingMemory` counts per thread.
    package var drawerBytes: Int?

    /// Frames from `image`, which makes a new picture for frame k and keeps nothing between frames.
    package init(width: Int, height: Int, timing: FrameTiming, fps: Double? = nil, image: @escaping @Sendable (Int) throws -> RGBImage) {
        self.init(width: width, height: height, timing: timing, fps: fps) { { k, picture in picture = try image(k) } }
    }

    /// Frames drawn by drawers from `makeDrawer`, one per drawing thread.
    package init(width: Int, height: Int, timing: FrameTiming, fps: Double? = nil, makeDrawer: @escaping @Sendable () -> Drawer) {
        self.width = width
        self.height = height
        self.timing = timing
        self.fps = fps
        self.makeDrawer = makeDrawer
    }

    package var frameCount: Int { timing.frameCount }

    /// Draws frame k into a new picture, with a drawer of its own: for a frame drawn alone.
    package var image: @Sendable (Int) throws -> RGBImage {
        let make = makeDrawer
        return { k in
            var picture = RGBImage.empty
            try make()(k, &picture)
            return picture
        }
    }

    /// Every frame, drawn on all cores.
    func images() throws -> [RGBImage] {
        let render = image
        return try ParallelMap.map(frameCount) { try render($0) }
    }
}
