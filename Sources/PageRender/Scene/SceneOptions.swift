/// What a frame shows besides the content.
public struct SceneOptions: Sendable, Equatable {
    /// The screen as the user sees it, or the x-ray view of what is off screen too.
    package var xray: Bool
    /// Time, phase, velocity and target as text over the frame (the x-ray view always shows them
    /// in its header, so it ignores this).
    package var hud: Bool
    /// The decoded files of the look's `items.images`, in order (see `ItemImages.load`); item i
    /// shows itemImages[i mod count]. Decode them once and share them between renders.
    package var itemImages: [PixelImage]

    /// The screen (or the x-ray view with `xray`), with the text overlay when `hud`, and no item
    /// images.
    public init(xray: Bool = false, hud: Bool = false) {
        self.init(xray: xray, hud: hud, itemImages: [])
    }

    /// Options with the look's decoded item images.
    package init(xray: Bool = false, hud: Bool = false, itemImages: [PixelImage]) {
        self.xray = xray
        self.hud = hud
        self.itemImages = itemImages
    }
}
