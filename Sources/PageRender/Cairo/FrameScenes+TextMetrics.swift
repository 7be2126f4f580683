extension FrameScenes {
    /// The frames of the scenario's strategy, in its look, with labels and titles fitted by
    /// cairo's measurements of the font the frames are drawn in.
    public init(scenario: Scenario, timeline: Timeline, options: SceneOptions = SceneOptions()) {
        self.init(scenario: scenario, timeline: timeline, options: options, text: .cairo())
    }

    /// The frames of a strategy written outside the library, in `look` (its seed preset, which
    /// belongs to the built-in kinds, draws as `cards`). The items are the strategy's `layout`
    /// items, or `content`'s row when the layout has none. Labels are fitted as for a scenario.
    public init(input: SimulationInput, strategy: any PagingStrategy, look: LookSpec = LookSpec(preset: .cards), content: ContentSpec? = nil,
                title: String = "custom", timeline: Timeline, options: SceneOptions = SceneOptions()) {
        self.init(input: input, strategy: strategy, look: look, content: content, title: title, timeline: timeline, options: options,
                  text: .cairo())
    }
}
