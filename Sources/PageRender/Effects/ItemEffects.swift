import Foundation

/// A look's scroll-driven effect on every item of a run: the rule (a transition or a layout
/// effect), the geometry it measures against, and, for the animated configuration, each drawn
/// item's edge fractions followed over the timeline once, in order, from the sample where a
/// threshold is crossed (docs/effects.md, `transition`). A frame then depends only on its sample.
struct ItemEffects: Sendable {
    enum Rule: Sendable, Equatable {
        case transition(ScrollTransition)
        case layout(LayoutEffect)
        /// A `visualEffect` recipe, with the transition written beside it (applied after it).
        case visual(VisualEffectRecipe, transition: ScrollTransition?)

        /// The rule's `scrollTransition`, alone or beside a visual effect.
        var transition: ScrollTransition? {
            switch self {
            case let .transition(t): t
            case let .visual(_, t): t
            case .layout: nil
            }
        }
    }

    let rule: Rule
    /// A UIKit layout effect under a transition or a recipe: its attributes apply first, the
    /// SwiftUI modifiers outside them (`combined`); nil for none.
    let beneath: LayoutEffect?
    /// `look.items.zOrder`.
    let zOrder: ZOrder
    /// The items' layout rects in content coordinates.
    let rects: [CGRect]
    let axis: Axis
    /// The scroll view's length along the axis, pt: C of 1.2 (insets and safe area not subtracted).
    let container: Double
    /// `content.items.spacing`, pt (UPCarousel's minimumLineSpacing, FSPager's interitemSpacing).
    let spacing: Double
    /// The scroll view's origin on the screen (`.global`'s origin is the screen's), pt.
    let scrollViewOrigin: CGPoint
    /// How far, pt along the axis, an effect can carry an item beyond its layout rect
    /// (`ItemEffects+Reach.swift`): the painter draws the items within this margin of the view.
    let reach: Double
    /// Animated edge fractions at each followed sample (time in ms, ascending), by item.
    private let animated: [(t: Double, items: [Int: EdgeFractions])]

    /// `samples` are the timeline's device-rate samples (time in ms, contentOffset) in order, as
    /// the device follows its springs frame by frame; a frame at any other instant shows the
    /// latest of them (`Timeline.samples` show the latest device frame). `drawn(offset)` lists the
    /// items drawn at an offset given the reach (the painter's culling). Only drawn items are
    /// followed: an item that leaves and comes back starts again without animation, as a lazy
    /// stack realises it anew ([model], 1.9's assumption).
    init(rule: Rule, beneath: LayoutEffect? = nil, zOrder: ZOrder = .row, rects: [CGRect], axis: Axis, container: Double, spacing: Double,
         scrollViewOrigin: CGPoint = .zero, samples: [(t: Double, offset: CGPoint)], drawn: (_ offset: CGPoint, _ reach: Double) -> [Int]) {
        self.rule = rule
        if case .layout = rule { self.beneath = nil } else { self.beneath = beneath }
        self.zOrder = zOrder
        self.rects = rects
        self.axis = axis
        self.container = container
        self.spacing = spacing
        self.scrollViewOrigin = scrollViewOrigin
        let sizes = Set(rects.map { ItemSize($0.size) })
        // With a layout effect beneath, the modifiers act on what the layout drew: their
        // geometry is tried on the box the layout's stays in (`reach`'s `grown`).
        let grown = self.beneath.map { Self.layoutOverhang($0, sizes: sizes, axis: axis, container: container, spacing: spacing, count: rects.count) }
        reach = Self.reach(rule, sizes: sizes, axis: axis, container: container, spacing: spacing, count: rects.count, rects: rects,
                           scrollViewOrigin: scrollViewOrigin, grown: grown ?? (0, 0))
        guard let transition = rule.transition, transition.isAnimated else {
            animated = []
            return
        }
        var table: [(t: Double, items: [Int: EdgeFractions])] = []
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
            table.append((sample.t, row))
        }
        animated = table
    }

    /// The unanimated fractions of an item at `offset`: its leading edge in the scroll view's
    /// bounds is its content position minus the offset (1.2's x).
    static func targets(_ transition: ScrollTransition, rect: CGRect, axis: Axis, offset: CGPoint, container: Double) -> EdgeFractions {
        transition.targetFractions(leading: Double(rect.origin[axis] - offset[axis]), length: Double(rect.size[axis]), container: container)
    }

    /// The animated fractions of the latest followed sample at or before `t` ms; nil before the
    /// first or without animation.
    private func animated(at t: Double) -> [Int: EdgeFractions]? {
        var low = 0, high = animated.count
        while low < high {
            let mid = (low + high) / 2
            if animated[mid].t <= t + 1e-9 { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : animated[low - 1].items
    }

    /// Item `i`'s effect at the sample at time `t` ms with contentOffset `offset`. Before the
    /// first followed sample (or for an item not drawn at the latest one) takes the unanimated fractions.
    func state(ofItem i: Int, t: Double, offset: CGPoint) -> ItemEffectState {
        let rect = rects[i]
        let centre = Double(rect.midPoint(axis) - offset[axis])
        var state = ruleState(ofItem: i, t: t, offset: offset)
        if let beneath {
            state = Self.combined(layout: Self.layoutState(beneath, placement(of: rect, centre: centre)), modifiers: state)
        }
        if zOrder == .centerOnTop { state.zIndex = -abs(centre - container / 2) }
        return state
    }

    /// Item `i`'s effect as the scene applies it (`state(ofItem:t:offset:)` in the scene's form).
    func effect(ofItem i: Int, t: Double, offset: CGPoint) -> ItemEffect {
        state(ofItem: i, t: t, offset: offset).effect
    }

    /// The rule's own state of item `i`, before a layout beneath and the z-order.
    func ruleState(ofItem i: Int, t: Double, offset: CGPoint) -> ItemEffectState {
        let rect = rects[i], w = Double(rect.width), h = Double(rect.height)
        switch rule {
        case let .transition(transition):
            let f = animated(at: t)?[i] ?? Self.targets(transition, rect: rect, axis: axis, offset: offset, container: container)
            return Self.transitionState(transition, f, width: w, height: h, distance: distance(of: rect, offset: offset))
        case let .layout(effect):
            return Self.layoutState(effect, placement(of: rect, centre: Double(rect.midPoint(axis) - offset[axis])))
        case let .visual(recipe, transition):
            let beside = transition.map { ($0, animated(at: t)?[i] ?? Self.targets($0, rect: rect, axis: axis, offset: offset, container: container)) }
            return Self.visualState(recipe, proxy(of: rect, offset: offset), transition: beside, distance: distance(of: rect, offset: offset))
        }
    }

    /// How many item pitches (its length plus the spacing) the centre of the item at `rect` lies
    /// from the scroll view's centre at `offset`, negative toward the top/leading edge: the phase a
    /// law written past ±1 reads (docs/effects.md, "Laws past one slot").
    func distance(of rect: CGRect, offset: CGPoint) -> Double {
        let pitch = Double(rect.size[axis]) + spacing
        let away = Double(rect.midPoint(axis) - offset[axis]) - container / 2
        return pitch > 0 ? away / pitch : 0
    }

    /// A visual effect's state, with the transition's chain after the recipe's when one is
    /// written beside it: SwiftUI applies `.visualEffect { … }` and `.scrollTransition { … }` as
    /// two modifiers, the later one outside the earlier ([model] order: the recipe is the card's
    /// own look and the transition wraps it; for a turn with a blur and an opacity the order
    /// does not change the picture). Both measure the layout frame, so neither sees the other's
    /// effect (2.1, 1.2).
    static func visualState(_ recipe: VisualEffectRecipe, _ proxy: VisualEffectRecipe.Proxy,
                            transition: (ScrollTransition, EdgeFractions)?, distance: Double = 0) -> ItemEffectState {
        let r = recipe.apply(proxy)
        var effects = r.effects, image = r.image
        if let (tr, f) = transition {
            effects += tr.effects.map { $0.blended(f, distance: distance) }
            image += tr.imageEffects.map { $0.blended(f, distance: distance) }
        }
        return ItemEffectState(item: ComposedEffect(effects, width: proxy.width, height: proxy.height),
                               image: ComposedEffect(image, width: proxy.width, height: proxy.height), zIndex: effects.zIndex ?? 0,
                               progress: .recipe(name: r.measureName, value: r.measure, topLeading: transition?.1.topLeading, bottomTrailing: transition?.1.bottomTrailing), values: effects, imageValues: image)
    }

    /// What `GeometryProxy` reports for an item of `rect` (content coordinates) at `offset`: its
    /// frame in the scroll view's space is its content rect minus the offset (2.1).
    func proxy(of rect: CGRect, offset: CGPoint) -> VisualEffectRecipe.Proxy {
        VisualEffectRecipe.Proxy(minX: Double(rect.minX - offset.x), minY: Double(rect.minY - offset.y), width: Double(rect.width),
                                 height: Double(rect.height), container: container, scrollViewX: Double(scrollViewOrigin.x),
                                 scrollViewY: Double(scrollViewOrigin.y), axis: axis, spacing: spacing)
    }

    static func transitionState(_ transition: ScrollTransition, _ f: EdgeFractions, width w: Double, height h: Double,
                                distance: Double = 0) -> ItemEffectState {
        let values = transition.effects.map { $0.blended(f, distance: distance) }, image = transition.imageEffects.map { $0.blended(f, distance: distance) }
        return ItemEffectState(item: ComposedEffect(values, width: w, height: h), image: ComposedEffect(image, width: w, height: h),
                               zIndex: values.zIndex ?? 0, progress: .edges(topLeading: f.topLeading, bottomTrailing: f.bottomTrailing), values: values, imageValues: image)
    }

    /// A layout rule's result as an item state; an alpha outside 0…1 (FSPager's linear beyond
    /// |p| = 2.5 goes negative) draws clamped, as a CALayer's opacity is.
    static func layoutState(_ effect: LayoutEffect, _ placement: LayoutEffect.Placement) -> ItemEffectState {
        let r = effect.apply(placement)
        return ItemEffectState(item: ComposedEffect(geometry: r.geometry, opacity: min(1, max(0, r.alpha))), image: .identity,
                               zIndex: Double(r.zIndex), progress: .measure(name: effect.measureName, value: r.ratio), layoutValues: r.values)
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

extension ItemEffects {
    /// A UIKit layout effect's state with SwiftUI modifiers (a transition or a recipe) outside
    /// it, in the order the platform applies them ([model]: the layout attributes place and
    /// transform the cell first, then the hosted view's modifiers act on it, docs/effects.md,
    /// "Combinations"): the geometry is the layout's then the modifiers' (p' = p·M_layout·M_mods),
    /// the opacities multiply, the filters are the modifiers'; the drawing order is the layout's
    /// unless a transition's `zIndex` sets it.
    static func combined(layout: ItemEffectState, modifiers: ItemEffectState) -> ItemEffectState {
        var state = modifiers
        state.item = ComposedEffect(geometry: layout.item.geometry.then(modifiers.item.geometry),
                                    opacity: layout.item.opacity * modifiers.item.opacity, filters: modifiers.item.filters)
        state.zIndex = modifiers.values.zIndex ?? layout.zIndex
        state.layoutValues = layout.layoutValues
        return state
    }
}
