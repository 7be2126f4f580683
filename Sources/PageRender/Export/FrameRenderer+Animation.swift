extension FrameRenderer {
    /// The timeline's frames as an animation at this renderer's scale: frame k from sample k's
    /// time until the next, the last for one more frame interval, the first and last held `hold`
    /// ms longer. Frames are as large as the scenes (the x-ray view is larger than the screen).
    public func animation(hold: Double = 0) -> AnimationSource {
        let renderer = self
        let samples = timeline.samples
        let size = FrameRasterizer.pixelSize(of: scene(for: samples[0]), scale: scale)
        let timing = FrameTiming(sampleTimes: samples.map(\.t), interval: 1000 / scenario.fps, hold: hold)
        return AnimationSource(width: size.width, height: size.height, timing: timing, fps: scenario.fps) { k in
            RGBImage(try FrameRasterizer.rasterize(renderer.scene(for: samples[k]), scale: renderer.scale))
        }
    }
}
