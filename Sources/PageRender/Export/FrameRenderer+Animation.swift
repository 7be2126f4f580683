extension FrameRenderer {
    /// The timeline's frames as an animation: frame k from sample k's time until the next, the
    /// last for one more frame interval, the first and last held `hold` ms longer.
    public func animation(hold: Double = 0) -> AnimationSource {
        let scenario = scenario, timeline = timeline, scale = scale
        let size = scenario.screen.size
        let timing = FrameTiming(sampleTimes: timeline.samples.map(\.t), interval: 1000 / scenario.fps, hold: hold)
        return AnimationSource(width: Int((Double(size.width) * scale).rounded()), height: Int((Double(size.height) * scale).rounded()),
                               timing: timing, fps: scenario.fps) { k in
            let renderer = FrameRenderer(scenario: scenario, timeline: timeline, scale: scale)
            return RGBImage(try FrameRasterizer.rasterize(renderer.scene(for: timeline.samples[k]), scale: scale))
        }
    }
}
