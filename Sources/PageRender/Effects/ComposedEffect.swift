import Foundation

/// What a chain of effects does to one item at one instant: a geometry in the item's local points
/// (origin at its layout rect's top-left), a group opacity and filters on its raster. A plain
/// value, read by the painters: the affine part draws as a transform, a projective geometry and
/// the filters need the item's raster.
struct ComposedEffect: Sendable, Equatable {
    var geometry: ProjectiveTransform = .identity
    var opacity: Double = 1
    var filters: [Filter] = []

    static let identity = ComposedEffect()

    var isIdentity: Bool { geometry.isIdentity && opacity == 1 && filters.isEmpty }

    /// SwiftUI's composition of `effects` (content first) on a view of layout size `width` ×
    /// `height` (docs/effects.md, `transition`): each geometry effect is built from the layout size with
    /// its anchor in local space and applied after the ones before it (p' = p·M1·M2…); opacities
    /// multiply; filters keep their order and act on the item's raster before its geometry
    /// ([model]: a blur after a scale blurs the unscaled item).
    init(_ effects: [AppliedEffect], width: Double, height: Double) {
        let cx = width / 2, cy = height / 2
        for effect in effects {
            switch effect {
            case let .scale(x, y):
                // A scale of exactly 0 is replaced by √(2·leastNormalMagnitude) (3.2, [src]).
                let tiny = (2 * Double.leastNormalMagnitude).squareRoot()
                geometry = geometry.then(.scale(x == 0 ? tiny : x, y == 0 ? tiny : y, about: cx, cy))
            case let .rotation(degrees):
                geometry = geometry.then(.rotation(degrees * .pi / 180, about: cx, cy))
            case let .offset(x, y):
                geometry = geometry.then(.translation(x, y))
            case let .opacity(a):
                opacity *= min(1, max(0, a))
            case let .blur(radius):
                if radius > 0 { filters.append(.blur(sigma: Filter.sigma(blurRadius: radius))) }
            case let .color(effect):
                let matrix = effect.matrix
                if matrix == .identity { break }
                if case let .colorMatrix(previous)? = filters.last {
                    filters[filters.count - 1] = .colorMatrix(previous.then(matrix))
                } else {
                    filters.append(.colorMatrix(matrix))
                }
            case .zIndex:
                // Drawing order only (ItemEffectState.zIndex).
                break
            case let .rotation3D(degrees, axis, anchor, anchorZ, perspective):
                let r = Rotation3D(degrees: degrees, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective,
                                   width: width, height: height)
                geometry = geometry.then(r.homography)
            }
        }
    }

    init(geometry: ProjectiveTransform = .identity, opacity: Double = 1, filters: [Filter] = []) {
        self.geometry = geometry
        self.opacity = opacity
        self.filters = filters
    }
}
