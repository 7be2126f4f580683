extension FrameScenes {
    /// The frames of `input`'s run, in its look, with `options`, labels and titles fitted by
    /// cairo's measurements of the font the frames are drawn in.
    public init(_ input: RenderInput, options: SceneOptions = SceneOptions()) {
        self.init(input, options: options, text: .cairo())
    }
}
