import Foundation

/// The UIKit layouts that transform cells by their distance from the centre (docs/scenario.md
/// `look.items.layoutEffect`; docs/effects.md, `layoutEffect`), each with its z-order rule.
enum LayoutEffect: Sendable, Equatable {
    /// UPCarouselFlowLayout (4.2): defaults 0.6, 0.6, 0 (its lines 28–31).
    case carousel(sideItemScale: Double, sideItemAlpha: Double, sideItemShift: Double, rampLength: Double? = nil)
    /// FSPagerView's transformers (4.3): defaults minimumScale 0.65, minimumAlpha 0.6 (lines 29–43).
    case pager(PagerTransformer, minimumScale: Double, minimumAlpha: Double)
    /// The compositional layout's scale-by-distance recipe (4.1): defaults 0.8 and 1.0.
    case zoom(minScale: Double, maxScale: Double)

    /// Where one item is, along the scroll axis, in the scroll view's bounds (after scrolling).
    struct Placement: Sendable, Equatable {
        /// The item's centre along the axis, pt from the scroll view's leading edge.
        var centre: Double
        /// The item's length along and across the axis, pt.
        var length: Double
        var crossLength: Double
        /// The scroll view's length along the axis (the container, before insets), pt.
        var container: Double
        /// `content.items.spacing`, pt.
        var spacing: Double
        var axis: Axis
        var itemCount: Int
    }

    /// What the layout does to one item: a geometry in the item's local points, its alpha, its
    /// z-order (higher over lower; ties: later items over earlier) and the ratio the HUD shows.
    struct Result: Sendable, Equatable {
        var geometry: ProjectiveTransform
        var alpha: Double
        var zIndex: Int
        /// The rule's distance measure: UPCarousel's ratio, FSPager's position, the zoom's scale.
        var ratio: Double
        /// The values the rule computed on the way, named as its source names them (a scale, a
        /// shift, an angle in degrees), for `simulate --items`.
        var values: [NamedValue] = []
    }

    /// A value a layout rule computed, with its name.
    struct NamedValue: Sendable, Equatable {
        var name: String
        var value: Double
    }

    func apply(_ p: Placement) -> Result {
        switch self {
        case let .carousel(scale, alpha, shift, ramp): Self.carousel(p, sideItemScale: scale, sideItemAlpha: alpha, sideItemShift: shift, rampLength: ramp)
        case let .pager(transformer, minimumScale, minimumAlpha): transformer.apply(p, minimumScale: minimumScale, minimumAlpha: minimumAlpha)
        case let .zoom(minScale, maxScale): Self.zoom(p, minScale: minScale, maxScale: maxScale)
        }
    }

    /// UPCarouselFlowLayout's `transformLayoutAttributes` (lines 87–113): maxDistance = item length +
    /// minimumLineSpacing; ratio = (maxDistance − distance)/maxDistance; alpha and scale
    /// interpolate from the side values to 1; shift moves across the axis; zIndex = Int(alpha·10).
    /// `rampLength`, when set, replaces maxDistance: the distance over which scale and alpha go
    /// from the side values to 1 (a layout that ramps over a fixed distance, 50 pt say, rather
    /// than one pitch).
    static func carousel(_ p: Placement, sideItemScale: Double, sideItemAlpha: Double, sideItemShift: Double, rampLength: Double? = nil) -> Result {
        let maxDistance = rampLength ?? p.length + p.spacing
        let distance = min(abs(p.container / 2 - p.centre), maxDistance)
        let ratio = maxDistance > 0 ? (maxDistance - distance) / maxDistance : (distance == 0 ? 1 : 0)
        let alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
        let scale = ratio * (1 - sideItemScale) + sideItemScale
        let shift = (1 - ratio) * sideItemShift
        let (w, h) = p.axis == .horizontal ? (p.length, p.crossLength) : (p.crossLength, p.length)
        let move = p.axis == .horizontal ? ProjectiveTransform.translation(0, shift) : .translation(shift, 0)
        return Result(geometry: ProjectiveTransform.scale(scale, scale, about: w / 2, h / 2).then(move), alpha: alpha,
                      zIndex: Int(alpha * 10), ratio: ratio,
                      values: [NamedValue(name: "scale", value: scale), NamedValue(name: "alpha", value: alpha), NamedValue(name: "shift", value: shift)])
    }

    /// The scale-by-distance recipe (4.1): dist = |item centre − container/2|,
    /// scale = max(maxScale − dist / container, minScale). The recipe sets no zIndex.
    static func zoom(_ p: Placement, minScale: Double, maxScale: Double) -> Result {
        let distance = abs(p.centre - p.container / 2)
        let scale = max(maxScale - distance / p.container, minScale)
        let (w, h) = p.axis == .horizontal ? (p.length, p.crossLength) : (p.crossLength, p.length)
        return Result(geometry: .scale(scale, scale, about: w / 2, h / 2), alpha: 1, zIndex: 0, ratio: scale,
                      values: [NamedValue(name: "scale", value: scale)])
    }
}
