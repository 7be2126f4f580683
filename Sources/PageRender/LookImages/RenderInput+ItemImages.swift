import Foundation

extension RenderInput {
    /// The frames of `scenario`'s run `timeline`, in its look. The look's `items.images` are
    /// decoded here, once (relative paths from the working folder, or from the folder given to
    /// `Scenario.read(_:imageFolder:)`); a file that is missing or not a PNG or JPEG throws
    /// `ScenarioErrors` at `look.items.images[i]`.
    public init(scenario: Scenario, timeline: Timeline) throws {
        self.init(scenario: scenario, timeline: timeline, itemImages: try ItemImages.load(scenario.look))
    }

    /// The frames of a `PagingStrategy` written outside the library, run on `input` as
    /// `timeline`, drawn in `look` (its `seed` preset, which belongs to the built-in kinds, draws
    /// as `cards`) and shown under `title`. The items are the strategy's layout items, or
    /// `content`'s row when the layout has none; with the `screen`, `content` and `look` of a
    /// scenario, the frames match that scenario's pixel for pixel wherever the visible offsets
    /// are equal. The look's `items.images` are decoded here, as for a scenario.
    public init(input: SimulationInput, strategy: any PagingStrategy, look: LookSpec = LookSpec(preset: .cards), content: ContentSpec? = nil,
                title: String = "custom", timeline: Timeline) throws {
        self.init(input: input, strategy: strategy, look: look, content: content, title: title, timeline: timeline,
                  itemImages: try ItemImages.load(look))
    }
}
