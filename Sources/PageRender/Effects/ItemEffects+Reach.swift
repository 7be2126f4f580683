import Foundation

/// An item size, hashable (CGSize is not on Linux's Foundation).
struct ItemSize: Hashable, Sendable {
    var width: Double
    var height: Double

    init(_ size: CGSize) {
        width = Double(size.width)
        height = Double(size.height)
    }
}

extension ItemEffects {
    /// How far, pt along the axis, the rule can carry an item beyond its layout rect, found by
    /// trying the rule where it can act: a transition at a grid of edge fractions (its geometry
    /// depends on nothing else), a layout effect at item centres every half point from six
    /// slots before the scroll view to six after it (FSPager's ferris wheels act within five
    /// positions, the other rules within one). Culling the items with this margin means a scaled,
    /// moved or rotated card entering the screen is never cut. A geometry that sends a corner
    /// behind the eye counts as reaching a whole container length. A visual effect recipe is
    /// tried as a layout effect is, at each item's cross position (HWS's reads the global minX),
    /// every 2 pt and at edge fractions every 0.25 when a transition is written beside it.
    ///
    /// `grown`: how far a layout effect beneath the rule already carries the item beyond its rect
    /// on each side (`layoutOverhang`); the rule's geometry is then tried on the item's rect grown
    /// by it, the box the layout's geometry stays in, since the modifiers act on what the layout
    /// drew (a zoom of 2 under a transition's scale of 1.5 draws the card 3 times its size).
    static func reach(_ rule: Rule, sizes: Set<ItemSize>, axis: Axis, container: Double, spacing: Double, count: Int,
                      rects: [CGRect] = [], scrollViewOrigin: CGPoint = .zero, grown: (x: Double, y: Double) = (0, 0)) -> Double {
        var reach = 0.0
        if case let .visual(recipe, transition) = rule {
            return visualReach(recipe, transition: transition, rects: rects, axis: axis, container: container, spacing: spacing,
                               scrollViewOrigin: scrollViewOrigin, grown: grown)
        }
        if case let .layout(effect) = rule {
            let overhang = layoutOverhang(effect, sizes: sizes, axis: axis, container: container, spacing: spacing, count: count)
            return (axis == .horizontal ? overhang.x : overhang.y) + 1
        }
        for size in sizes {
            let (w, h) = (size.width, size.height)
            let length = axis == .horizontal ? w : h
            func excess(_ geometry: ProjectiveTransform) -> Double {
                guard let b = BoundingBox(x: -grown.x, y: -grown.y, width: w + 2 * grown.x, height: h + 2 * grown.y, through: { geometry.apply($0, $1) }) else {
                    return container
                }
                let (low, high) = axis == .horizontal ? (b.minX, b.maxX) : (b.minY, b.maxY)
                return max(0, -low, high - length)
            }
            switch rule {
            case let .transition(transition):
                // A spring with damping under 1 overshoots its target: fractions beyond 0…1.
                let springs = [transition.topLeading.spring, transition.bottomTrailing.spring].compactMap { $0 }
                let overshoot = springs.contains { $0.dampingFraction < 1 } ? 0.5 : 0
                let steps = stride(from: -overshoot, through: 1 + overshoot + 1e-9, by: 0.125).map { min($0, 1 + overshoot) }
                // A law past one slot reads the distance too: every pairing is tried (a bound).
                for distance in transition.lawDistances {
                    for tl in steps {
                        for bt in steps {
                            let f = EdgeFractions(topLeading: tl, bottomTrailing: bt)
                            reach = max(reach, excess(transition.composed(f, width: w, height: h, distance: distance).geometry))
                        }
                    }
                }
            case .visual, .layout: break
            }
        }
        // One point more, so an edge antialiased across the last pixel still draws.
        return reach + 1
    }

    /// How far a layout effect carries an item beyond its layout rect, pt, along x and along y
    /// (the larger side of each), tried at item centres every half point from six slots before
    /// the scroll view to six after it; a geometry that sends a corner behind the eye counts as
    /// a whole container length.
    static func layoutOverhang(_ effect: LayoutEffect, sizes: Set<ItemSize>, axis: Axis, container: Double, spacing: Double,
                               count: Int) -> (x: Double, y: Double) {
        var overhang = (x: 0.0, y: 0.0)
        for size in sizes {
            let (w, h) = (size.width, size.height)
            let length = axis == .horizontal ? w : h, cross = axis == .horizontal ? h : w
            let span = 6 * max(abs(length + spacing), length)
            for centre in stride(from: -span, through: container + span, by: 0.5) {
                let placement = LayoutEffect.Placement(centre: centre, length: length, crossLength: cross, container: container,
                                                       spacing: spacing, axis: axis, itemCount: count)
                let r = effect.apply(placement)
                guard r.alpha > 0 else { continue }
                guard let b = BoundingBox(x: 0, y: 0, width: w, height: h, through: { r.geometry.apply($0, $1) }) else { return (container, container) }
                overhang = (max(overhang.x, -b.minX, b.maxX - w), max(overhang.y, -b.minY, b.maxY - h))
            }
        }
        return overhang
    }
}

extension ItemEffects {
    /// The reach of a visual effect recipe (see `reach`), with its transition's fractions.
    static func visualReach(_ recipe: VisualEffectRecipe, transition: ScrollTransition?, rects: [CGRect], axis: Axis, container: Double,
                            spacing: Double, scrollViewOrigin: CGPoint, grown: (x: Double, y: Double) = (0, 0)) -> Double {
        var reach = 0.0
        var seen: Set<[Double]> = []
        let fractions: [EdgeFractions]
        if let transition {
            let springs = [transition.topLeading.spring, transition.bottomTrailing.spring].compactMap { $0 }
            let overshoot = springs.contains { $0.dampingFraction < 1 } ? 0.5 : 0
            let steps = stride(from: -overshoot, through: 1 + overshoot + 1e-9, by: 0.25).map { min($0, 1 + overshoot) }
            fractions = steps.flatMap { tl in steps.map { EdgeFractions(topLeading: tl, bottomTrailing: $0) } }
        } else {
            fractions = []
        }
        for rect in rects {
            let (w, h) = (Double(rect.width), Double(rect.height)), cross = Double(rect.origin[axis.cross])
            guard seen.insert([w, h, cross]).inserted else { continue }
            let length = axis == .horizontal ? w : h
            var span = 6 * max(abs(length + spacing), length)
            // Apple's hue-and-scale acts on everything above the screen down to y = −700.
            if recipe == .hueAndScale { span = max(span, 700) }
            for leading in stride(from: -span - length, through: container + span, by: transition == nil ? 0.5 : 2) {
                let (minX, minY) = axis == .horizontal ? (leading, cross) : (cross, leading)
                let proxy = VisualEffectRecipe.Proxy(minX: minX, minY: minY, width: w, height: h, container: container,
                                                     scrollViewX: Double(scrollViewOrigin.x), scrollViewY: Double(scrollViewOrigin.y),
                                                     axis: axis, spacing: spacing)
                let pitch = length + spacing
                let distance = pitch > 0 ? (leading + length / 2 - container / 2) / pitch : 0
                for f in fractions.isEmpty ? [nil] : fractions.map(Optional.some) {
                    let state = visualState(recipe, proxy, transition: transition.flatMap { t in f.map { (t, $0) } }, distance: distance)
                    guard let b = BoundingBox(x: -grown.x, y: -grown.y, width: w + 2 * grown.x, height: h + 2 * grown.y,
                                              through: { state.item.geometry.apply($0, $1) }) else { return container + 1 }
                    let (low, high) = axis == .horizontal ? (b.minX, b.maxX) : (b.minY, b.maxY)
                    reach = max(reach, -low, high - length)
                }
            }
        }
        return reach + 1
    }
}
