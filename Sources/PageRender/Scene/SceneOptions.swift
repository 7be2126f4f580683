/// What a frame shows besides the content.
public struct SceneOptions: Sendable, Equatable {
    /// The screen as the user sees it, or the x-ray view of what is off screen too.
    public var xray: Bool
    /// Time, phase, velocity and target as text over the frame (the x-ray view always shows them
    /// in its header, so it ignores this).
    public var hud: Bool
    /// The decoded files of the look's `items.images`, in order (see `ItemImages.load`); item i
    /// shows itemImages[i mod count]. Decode them once and share them between renders.
    public var itemImages: [PixelImage]

    public init(xray: Bool = false, hud: Bool = false, itemImages: [PixelImage] = []) {
        self.xray = xray
        self.hud = hud
        self.itemImages = itemImages
    }
}
