import Foundation

extension ItemEffect {
    /// The scene's form of an item's effect state (`Effects/`): an affine geometry becomes the
    /// group's `transform`, a projective one (a 3-D turn) its `projective`.
    init(_ state: ItemEffectState) {
        let g = state.item.geometry
        // A 3-D turn stays a projective transform at every angle, flat ones included, so the
        // animated SVG sees the same steps at every sample of a turning item.
        let turns = g.steps.contains { if case .turn = $0 { true } else { false } }
        if g.isAffine && !turns, let affine = g.affine {
            self.init(transform: affine)
        } else {
            self.init(projective: g)
        }
        opacity = state.item.opacity
        filters = state.item.filters
        zIndex = state.zIndex
        // Image effects are scale, opacity, rotation and offset only (the reader refuses the
        // rest), so their geometry is affine.
        imageTransform = state.image.geometry.affine ?? .identity
        imageOpacity = state.image.opacity
        switch state.progress {
        case let .edges(f): progress = .edges(topLeading: f.topLeading, bottomTrailing: f.bottomTrailing)
        case let .measure(name, value): progress = .measure(name: name, value: value)
        case let .recipe(name, value, edges): progress = .recipe(name: name, value: value, topLeading: edges?.topLeading, bottomTrailing: edges?.bottomTrailing)
        }
    }
}
