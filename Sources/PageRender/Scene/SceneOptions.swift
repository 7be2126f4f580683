/// What a frame shows besides the content.
public struct SceneOptions: Sendable, Equatable {
    /// The screen as the user sees it, or the x-ray view of what is off screen too.
    package var xray: Bool
    /// Time, phase, velocity and target as text over the frame (the x-ray view always shows them
    /// in its header, so it ignores this).
    package var hud: Bool

    /// The screen (or the x-ray view with `xray`), with the text overlay when `hud`.
    public init(xray: Bool = false, hud: Bool = false) {
        self.xray = xray
        self.hud = hud
    }
}
