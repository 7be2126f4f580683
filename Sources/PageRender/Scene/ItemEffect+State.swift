import Foundation

extension ItemEffect {
    /// The scene's form of an item's effect state (`Effects/`): an affine geometry becomes the
    /// group's `transform`, a projective one its `projective` (the painters draw the projective
    /// slot and the filters from issue 24's raster work; until they do, a true perspective
    /// draws as its affine part would not, so `FrameScenes` says which effects are not drawn).
    init(_ state: ItemEffectState) {
        let g = state.item.geometry
        // A 3-D turn stays a projective transform at every angle, flat ones included, so the
        // animated SVG sees the same steps at every sample of a turning item.
        let turns = g.steps.contains { if case .turn = $0 { true } else { false } }
        if g.isAffine && !turns {
            self.init(transform: Transform2D(g))
        } else {
            self.init(projective: ProjectiveTransform(g))
        }
        opacity = state.item.opacity
        filters = state.item.filters
        zIndex = state.zIndex
        // Image effects are scale, opacity, rotation and offset only (the reader refuses the
        // rest), so their geometry is affine.
        imageTransform = Transform2D(state.image.geometry)
        imageOpacity = state.image.opacity
        switch state.progress {
        case let .edges(f): progress = .edges(topLeading: f.topLeading, bottomTrailing: f.bottomTrailing)
        case let .measure(name, value): progress = .measure(name: name, value: value)
        case let .recipe(name, value, edges): progress = .recipe(name: name, value: value, topLeading: edges?.topLeading, bottomTrailing: edges?.bottomTrailing)
        }
    }
}

extension Transform2D {
    /// The affine part of `h` (row-vector convention: x' = x m11 + y m21 + m31).
    init(_ h: Homography) {
        self.init(a: h.m11, b: h.m12, c: h.m21, d: h.m22, tx: h.m31, ty: h.m32)
    }
}
