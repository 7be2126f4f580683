/// An animation read back from a file: the canvas after each frame is composited, how long each
/// is shown, and how often it plays. The GIF and WebP readers both produce it, so tests and
/// benchmarks can check what a viewer would show.
public struct DecodedAnimation: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var frames: [Frame]
    public var loop: LoopMode

    public init(width: Int, height: Int, frames: [Frame], loop: LoopMode) {
        self.width = width
        self.height = height
        self.frames = frames
        self.loop = loop
    }

    public struct Frame: Sendable, Equatable {
        /// The whole canvas as shown while this frame is displayed.
        public var image: RGBImage
        /// Display time in ms (a GIF's centisecond delay times 10).
        public var duration: Double
        /// The rectangle the file stored for this frame, in canvas pixels.
        var region: PixelRect

        public init(image: RGBImage, duration: Double, region: PixelRect) {
            self.image = image
            self.duration = duration
            self.region = region
        }
    }

    /// Total display time in ms.
    public var duration: Double { frames.reduce(0) { $0 + $1.duration } }

    /// The frame on screen at `t` ms after the start (the last frame from its start onwards).
    public func frame(at t: Double) -> Frame {
        var end = 0.0
        for frame in frames {
            end += frame.duration
            if t < end { return frame }
        }
        return frames[frames.count - 1]
    }
}
