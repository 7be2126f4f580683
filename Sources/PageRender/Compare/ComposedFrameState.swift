/// What a frame of a picture composed of several screens shows, as a value: each screen's
/// `FrameState` (the scene it draws is its static layers placed by that state) and every text the
/// composition draws around the screens that may change from frame to frame (a comparison
/// sheet's clock and captions, a diff's title), including what a text's colour depends on. The
/// rest of such a picture (headings, layout, scale) is fixed for the whole animation, so equal
/// values draw equal pixels and `RepeatedFrames` decides a composed animation's repeats by the
/// same rule as a timeline's.
struct ComposedFrameState: Sendable, Equatable {
    /// Per screen, in drawing order.
    var screens: [FrameState]
    /// The changing texts, in drawing order.
    var texts: [String]
}
