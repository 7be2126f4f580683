import Foundation

/// One item's effect in one frame: what its `.item(i)` group takes on top of its place in the
/// layout. `transform` is in the item's own coordinates (origin at its top-left corner), applied
/// before the item is placed. `projective`, when set, is the whole effect geometry in the item's
/// own coordinates (and `transform` is then the identity): the group maps its children through
/// it first and then places them, as cairo's and SVG's transform lists compose (`SceneGroup`).
/// `opacity` and `filters` go to the group as they are. The animated SVG reads `transform` and
/// `opacity` as keyframes; `zIndex` orders the items (higher over lower, ties in the row's order);
/// `imageTransform` and `imageOpacity` move the item's image inside its outline; `progress` is
/// what the HUD and the x-ray print. `Effects/ItemEffects` makes it (`effect(ofItem:t:offset:)`)
/// and `applied(to:)` (in `Scene/`) puts it on the item's group.
package struct ItemEffect: Sendable, Equatable {
    package var transform: Transform2D
    package var opacity: Double
    package var projective: ProjectiveTransform?
    package var filters: [Filter]
    package var zIndex: Double
    package var imageTransform: Transform2D
    package var imageOpacity: Double
    package var progress: Progress

    /// The measure behind the effect (docs/effects.md), what the HUD, the x-ray and the item
    /// report print.
    package enum Progress: Sendable, Equatable {
        /// A transition's per-edge identity fractions: 1 identity, 0 that edge's effect in full.
        case edges(topLeading: Double, bottomTrailing: Double)
        /// A layout effect's measure, named: UPCarousel's ratio, FSPager's position, the zoom's scale.
        case measure(name: String, value: Double)
        /// A visual effect recipe's value (angle, scale or offset), with the edge fractions of the
        /// transition written beside it.
        case recipe(name: String, value: Double, topLeading: Double?, bottomTrailing: Double?)
        case none
    }

    package init(transform: Transform2D = .identity, opacity: Double = 1, projective: ProjectiveTransform? = nil, filters: [Filter] = [],
                 zIndex: Double = 0, imageTransform: Transform2D = .identity, imageOpacity: Double = 1, progress: Progress = .none) {
        self.transform = transform
        self.opacity = opacity
        self.projective = projective
        self.filters = filters
        self.zIndex = zIndex
        self.imageTransform = imageTransform
        self.imageOpacity = imageOpacity
        self.progress = progress
    }
}
