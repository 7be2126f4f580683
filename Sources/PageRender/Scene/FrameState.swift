import Foundation

/// What changes from one frame to the next, as a small value: a frame's scene is the run's static
/// layers (`FrameScenes`, built once) placed and filled in by this state. Two samples with equal
/// states draw equal pixels, so a run of equal states is drawn once.
///
/// How a painter reads it (docs/architecture.md, "The scene tree"): `contentOffset` becomes the
/// translation of the `.content` group (and of the x-ray's strip camera), `currentDot` picks the
/// highlighted `.pageDot`, `finger` places the `.finger` group, `readout` is the text of the
/// `.hud` box (or of the x-ray's header), `release` draws the x-ray's targets, and `itemEffects`
/// sets the transform, opacity, projective transform and filters of `.item(i)` groups.
package struct FrameState: Sendable, Equatable {
    /// The scroll view's contentOffset.
    package var contentOffset: CGPoint
    /// The page-control dot drawn as the current page; nil when the page control is not drawn.
    package var currentDot: Int?
    /// The finger along the axis in screen points while it touches; nil otherwise.
    package var finger: Double?
    /// The lines of the HUD box (screen frames with the HUD) or of the x-ray's header; empty when
    /// the frame shows neither.
    package var readout: [String]
    /// The release whose targets the x-ray draws (nil on screen frames, whose HUD lines already
    /// carry the numbers, and while a finger drags).
    package var release: Timeline.Release?
    /// Per-item effect state by item index, filled per frame by scroll-driven effects;
    /// an item without an entry draws as laid out.
    package var itemEffects: [Int: ItemEffect]

    package init(contentOffset: CGPoint, currentDot: Int? = nil, finger: Double? = nil, readout: [String] = [],
                 release: Timeline.Release? = nil, itemEffects: [Int: ItemEffect] = [:]) {
        self.contentOffset = contentOffset
        self.currentDot = currentDot
        self.finger = finger
        self.readout = readout
        self.release = release
        self.itemEffects = itemEffects
    }
}
