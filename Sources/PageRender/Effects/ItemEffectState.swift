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
    var progress: ItemEffect.Progress
    /// The effects `item` was composed from, in chain order, with their values at this instant
    /// (empty for a layout effect, whose values are its geometry, opacity and measure).
    var values: [AppliedEffect] = []
    /// The effects `image` was composed from.
    var imageValues: [AppliedEffect] = []
    /// A layout effect's own values (its scale, shift or angle), named as its source names them.
    var layoutValues: [LayoutEffect.NamedValue] = []

    /// The scene's form of this state: an affine geometry is the item group's `transform`, a
    /// projective one its `projective`; the image's geometry (scale, opacity, rotation and offset
    /// only, which the reader allows, so affine) its `imageTransform`.
    var effect: ItemEffect {
        let g = item.geometry
        // A 3-D turn stays a projective transform at every angle, flat ones included, so the
        // animated SVG sees the same steps at every sample of a turning item.
        let turns = g.steps.contains { if case .turn = $0 { true } else { false } }
        var effect = if g.isAffine && !turns, let affine = g.affine { ItemEffect(transform: affine) } else { ItemEffect(projective: g) }
        effect.opacity = item.opacity
        effect.filters = item.filters
        effect.zIndex = zIndex
        effect.imageTransform = image.geometry.affine ?? .identity
        effect.imageOpacity = image.opacity
        effect.progress = progress
        return effect
    }
}
