import Foundation

/// A filter on a group's picture, after usvg's `filter::Kind`: what an item's effects compose
/// (`ComposedEffect`), what the scene tree carries (`SceneGroup.filters`, a card's layer shadow
/// too), what the raster painter draws (`Cairo/EffectRaster.swift` with the kernels of `Raster/`)
/// and what the animated SVG writes (`SVGAnimation/FilterList.swift`). A group's filters act in
/// order on the picture of its children drawn flat, in the group's own coordinates (before its
/// projective and affine transforms: [model], `ComposedEffect`), and the group's opacity applies
/// after them, as SwiftUI's `opacity` outside the other effects.
package enum Filter: Sendable, Equatable, Hashable {
    /// A Gaussian blur of standard deviation `sigma` in the group's own points.
    case blur(sigma: Double)
    /// A colour matrix on un-premultiplied colour, alpha unchanged (SwiftUI's brightness,
    /// contrast, saturation, grayscale and hueRotation, chained into one; `ColorMatrix`).
    case colorMatrix(ColorMatrix)

    /// σ of the Gaussian for SwiftUI's `blur(radius:)`. SwiftUI's radius-to-σ mapping is not
    /// established (docs/effects.md); [model]: σ = radius, to verify on a device.
    static func sigma(blurRadius radius: Double) -> Double { radius }

    /// How far, pt, `filters` spread a picture beyond what its children paint, the reach the
    /// tree's boxes use (`InkBounds`): 3σ for each blur (a Gaussian keeps 99.7 % of its weight
    /// within it), nothing for a colour filter. The raster kernels' own reach in pixels
    /// (`PixelFilters.reach`) is that rounded up, a few pixels more for a box-blurred σ.
    static func spread(_ filters: [Filter]) -> Double {
        filters.reduce(0.0) { sum, filter in if case let .blur(sigma) = filter { sum + 3 * sigma } else { sum } }
    }
}
