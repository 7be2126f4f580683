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
    /// Per-item effect state by item index, filled per frame by scroll-driven effects (issue 24);
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

/// One item's effect in one frame: what its `.item(i)` group takes on top of its place in the
/// layout. `transform` is in the item's own coordinates (origin at its top-left corner), applied
/// before the item is placed. `projective`, when set, is the whole effect geometry in the item's
/// own coordinates (and `transform` is then the identity): the group maps its children through
/// it first and then places them, as cairo's and SVG's transform lists compose (`SceneGroup`).
/// `opacity` and `filters` go to the group as they are. The animated SVG reads `transform` and
/// `opacity` as keyframes; `zIndex` orders the items (higher over lower, ties in the row's order);
/// `imageTransform` and `imageOpacity` move the item's image inside its outline; `progress` is
/// what the HUD and the x-ray print.
package struct ItemEffect: Sendable, Equatable {
    package var transform: Transform2D
    package var opacity: Double
    package var projective: ProjectiveTransform?
    package var filters: [Filter]
    package var zIndex: Double
    package var imageTransform: Transform2D
    package var imageOpacity: Double
    package var progress: Progress

    /// The measure behind the effect (scroll-effects.md 1.4, 4.1–4.3).
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

    /// `layer` (an item's static group) with this effect applied; its `.itemImage` child, when
    /// the look made one, takes the image's transform and opacity inside the item's outline.
    func applied(to layer: SceneGroup) -> SceneGroup {
        var group = layer
        group.transform = transform.concatenating(layer.transform)
        group.opacity = opacity
        group.projective = projective
        group.filters = filters
        if !imageTransform.isIdentity || imageOpacity < 1 {
            group.children = group.children.map { child in
                guard case var .group(image) = child, case .itemImage = image.id else { return child }
                image.transform = imageTransform
                image.opacity = imageOpacity
                return .group(image)
            }
        }
        return group
    }
}
