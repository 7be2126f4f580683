import Foundation

/// A look's scroll-driven effect on every item of a run: the rule (a transition or a layout
/// effect), the geometry it measures against, and, for the animated configuration, each drawn
/// item's edge fractions followed over the timeline once, in order, from the sample where a
/// threshold is crossed (scroll-effects.md 1.4). A frame then depends only on its sample.
struct ItemEffects: Sendable {
    enum Rule: Sendable, Equatable {
        case transition(ScrollTransition)
        case layout(LayoutEffect)
    }

    let rule: Rule
    /// The items' layout rects in content coordinates.
    let rects: [CGRect]
    let axis: Axis
    /// The scroll view's length along the axis, pt: C of 1.2 (insets and safe area not subtracted).
    let container: Double
    /// `content.items.spacing`, pt (UPCarousel's minimumLineSpacing, FSPager's interitemSpacing).
    let spacing: Double
    /// How far, pt along the axis, an effect can carry an item beyond its layout rect
    /// (`ItemEffects+Reach.swift`): the painter draws the items within this margin of the view.
    let reach: Double
    /// Animated edge fractions by sample time (ms), then item.
    private let animated: [Double: [Int: EdgeFractions]]

    /// `samples` are the timeline's (time in ms, contentOffset) in order; `drawn(offset)` lists the
    /// items drawn at an offset given the reach (the painter's culling). Only drawn items are
    /// followed: an item that leaves and comes back starts again without animation, as a lazy
    /// stack realises it anew ([model], 1.9's assumption).
    init(rule: Rule, rects: [CGRect], axis: Axis, container: Double, spacing: Double, samples: [(t: Double, offset: CGPoint)],
         drawn: (_ offset: CGPoint, _ reach: Double) -> [Int]) {
        self.rule = rule
        self.rects = rects
        self.axis = axis
        self.container = container
        self.spacing = spacing
        let reach = Self.reach(rule, sizes: Set(rects.map { ItemSize($0.size) }), axis: axis, container: container, spacing: spacing,
                               count: rects.count)
        self.reach = reach
        guard case let .transition(transition) = rule, transition.isAnimated else {
            animated = [:]
            return
        }
        var table: [Double: [Int: EdgeFractions]] = [:]
        var followed: [Int: (tl: AnimatedFraction?, bt: AnimatedFraction?)] = [:]
        for sample in samples {
            var next: [Int: (tl: AnimatedFraction?, bt: AnimatedFraction?)] = [:]
            var row: [Int: EdgeFractions] = [:]
            for i in drawn(sample.offset, reach) {
                let target = Self.targets(transition, rect: rects[i], axis: axis, offset: sample.offset, container: container)
                var state = followed[i]
                    ?? (transition.topLeading.spring.map { AnimatedFraction(spring: $0, initial: target.topLeading, at: sample.t) },
                        transition.bottomTrailing.spring.map { AnimatedFraction(spring: $0, initial: target.bottomTrailing, at: sample.t) })
                state.tl?.update(target.topLeading, at: sample.t)
                state.bt?.update(target.bottomTrailing, at: sample.t)
                row[i] = EdgeFractions(topLeading: state.tl?.value(at: sample.t) ?? target.topLeading,
                                       bottomTrailing: state.bt?.value(at: sample.t) ?? target.bottomTrailing)
                next[i] = state
            }
            followed = next
            table[sample.t] = row
        }
        animated = table
    }

    /// The unanimated fractions of an item at `offset`: its leading edge in the scroll view's
    /// bounds is its content position minus the offset (1.2's x).
    static func targets(_ transition: ScrollTransition, rect: CGRect, axis: Axis, offset: CGPoint, container: Double) -> EdgeFractions {
        transition.targetFractions(leading: Double(rect.origin[axis] - offset[axis]), length: Double(rect.size[axis]), container: container)
    }

    /// Item `i`'s effect at the sample at time `t` ms with contentOffset `offset`. A time the
    /// timeline did not sample (or an item not drawn there) takes the unanimated fractions.
    func state(ofItem i: Int, t: Double, offset: CGPoint) -> ItemEffectState {
        let rect = rects[i], w = Double(rect.width), h = Double(rect.height)
        switch rule {
        case let .transition(transition):
            let f = animated[t]?[i] ?? Self.targets(transition, rect: rect, axis: axis, offset: offset, container: container)
            return Self.transitionState(transition, f, width: w, height: h)
        case let .layout(effect):
            return Self.layoutState(effect, placement(of: rect, centre: Double(rect.midPoint(axis) - offset[axis])))
        }
    }

    static func transitionState(_ transition: ScrollTransition, _ f: EdgeFractions, width w: Double, height h: Double) -> ItemEffectState {
        ItemEffectState(item: transition.composed(f, width: w, height: h), image: transition.composedImage(f, width: w, height: h),
                        zIndex: 0, progress: .edges(f))
    }

    /// A layout rule's result as an item state; an alpha outside 0…1 (FSPager's linear beyond
    /// |p| = 2.5 goes negative) draws clamped, as a CALayer's opacity is.
    static func layoutState(_ effect: LayoutEffect, _ placement: LayoutEffect.Placement) -> ItemEffectState {
        let r = effect.apply(placement)
        return ItemEffectState(item: ComposedEffect(geometry: r.geometry, opacity: min(1, max(0, r.alpha))), image: .identity,
                               zIndex: r.zIndex, progress: .measure(name: effect.measureName, value: r.ratio))
    }

    /// Where an item of `rect`'s size sits when its centre is `centre` pt from the scroll view's
    /// leading edge.
    func placement(of rect: CGRect, centre: Double) -> LayoutEffect.Placement {
        LayoutEffect.Placement(centre: centre, length: Double(rect.size[axis]), crossLength: Double(rect.size[axis.cross]),
                               container: container, spacing: spacing, axis: axis, itemCount: rects.count)
    }
}

extension LayoutEffect {
    /// What `Result.ratio` measures, as the HUD names it.
    var measureName: String {
        switch self {
        case .carousel: "ratio"
        case .pager: "position"
        case .zoom: "scale"
        }
    }
}

extension CGRect {
    /// The rect's centre along `axis`.
    func midPoint(_ axis: Axis) -> CGFloat { axis == .horizontal ? midX : midY }
}
