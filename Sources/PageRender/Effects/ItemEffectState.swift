import Foundation

/// One item's scroll-driven effect at one instant, a plain value: the whole item's geometry (in
/// its own points, origin at its layout rect's top-left), group opacity and filters; the image's
/// own effect inside the item's clip (`imageEffects`); its drawing order; and the measure that
/// produced it, which the HUD and the x-ray show.
struct ItemEffectState: Sendable, Equatable {
    /// The whole item.
    var item: ComposedEffect
    /// The item's image inside its clip (`imageEffects`; scale, opacity, rotation and offset
    /// only, so always affine), in the item's points.
    var image: ComposedEffect
    /// Drawing order: higher over lower; equal values keep the row's order (later over earlier).
    var zIndex: Double
    var progress: Progress
    /// The effects `item` was composed from, in chain order, with their values at this instant
    /// (empty for a layout effect, whose values are its geometry, opacity and measure).
    var values: [AppliedEffect] = []
    /// The effects `image` was composed from.
    var imageValues: [AppliedEffect] = []
    /// A layout effect's own values (its scale, shift or angle), named as its source names them.
    var layoutValues: [LayoutEffect.NamedValue] = []

    /// What made the item's effect what it is.
    enum Progress: Sendable, Equatable {
        /// A transition's per-edge identity fractions (docs/effects.md, `transition`).
        case edges(EdgeFractions)
        /// A layout effect's measure, named: UPCarousel's ratio, FSPager's position, the zoom's scale.
        case measure(name: String, value: Double)
        /// A visual effect recipe's value (its angle, scale or offset), with the per-edge
        /// fractions of the transition written beside it.
        case recipe(name: String, value: Double, edges: EdgeFractions?)
    }
}
