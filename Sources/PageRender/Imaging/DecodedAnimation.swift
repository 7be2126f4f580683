/// An animation read back from a file: the canvas after each frame is composited, how long each
/// is shown, and how often it plays. The GIF and WebP readers both produce it, so tests and
/// benchmarks can check what a viewer would show.
package struct DecodedAnimation: Sendable, Equatable {
    var width: Int
    var height: Int
    var frames: [Frame]
    var loop: LoopMode

    init(width: Int, height: Int, frames: [Frame], loop: LoopMode) {
        self.width = width
        self.height = height
        self.frames = frames
        self.loop = loop
    }

    package struct Frame: Sendable, Equatable {
        /// The whole canvas as shown while this frame is displayed.
        package var image: RGBImage
        /// Display time in ms (a GIF's centisecond delay times 10).
        var duration: Double
        /// The rectangle the file stored for this frame, in canvas pixels.
        var region: PixelRect

        init(image: RGBImage, duration: Double, region: PixelRect) {
            self.image = image
            self.duration = duration
            self.region = region
        }
    }
}
