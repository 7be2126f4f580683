extension FrameSequence {
    /// The timeline's frames as an animation at this renderer's scale: frame k from sample k's
    /// time until the next, the last for one more frame interval, the first and last held `hold`
    /// ms longer. Frames are as large as the scenes (the screen's size, x-ray included). Each
    /// drawing thread keeps one `ReusedSurface`, so its surface serves all the frames it draws.
    public func animation(hold: Double = 0) throws -> AnimationSource {
        let renderer = self
        let samples = timeline.samples
        guard let first = samples.first else {
            throw RenderError("the timeline has no samples, so there is no frame to animate; simulate the scenario first")
        }
        let size = ScenePainter.pixelSize(of: scene(for: first), scale: scale)
        let timing = FrameTiming(sampleTimes: samples.map(\.t), interval: 1000 / fps, hold: hold)
        var source = AnimationSource(width: size.width, height: size.height, timing: timing, fps: fps) {
            var drawer = ReusedSurface(scale: renderer.scale, supersampling: renderer.supersampling)
            return { k, picture in try drawer.draw(renderer.scene(for: samples[k]), into: &picture) }
        }
        source.repeated = repeated
        // A drawer's surface is `supersampling` times finer a side than the frame.
        source.drawerBytes = size.width * size.height * 4 * supersampling * supersampling
        return source
    }
}

extension FrameSequence {
    /// The frames as one animated SVG (docs/output.md): what stays is written once and what moves
    /// is CSS keyframes at the device's rate, turned and filtered cards included (XHTML in a
    /// `<foreignObject>`), playing `loop` times with `hold` ms at both ends, displayed `pixelWidth`
    /// px wide (nil: this sequence's scale). Works for a strategy written outside the library as
    /// for a scenario file; refuses in a `RenderError` what it cannot draw as the frames do.
    package func animatedSVG(loop: LoopMode = .forever, hold: Double = 0, pixelWidth: Int? = nil) throws -> [UInt8] {
        try AnimatedSVG.document(scenes: scenes, timeline: timeline, scale: scale, fps: fps, loop: loop, hold: hold, pixelWidth: pixelWidth).bytes
    }
}
