internal import CCairo
import Foundation

/// The pieces `CairoContext.drawRaster` works with: the scale of a map, the filters' reach and
/// reduction, the kernels of `Raster/` run on a cairo picture, and children drawn through a map.
enum EffectRaster {
    /// The longest side (px) of a group's flat picture: 4096 holds a full-screen card at @3x
    /// (430 pt × 3 = 1290 px, twice for the near side's magnification) with room to spare, and
    /// bounds a picture to 64 MiB.
    static let maxFlatSide = 4096

    typealias Rect = (x: Double, y: Double, width: Double, height: Double)

    static func corners(_ r: Rect) -> [(x: Double, y: Double)] {
        [(r.x, r.y), (r.x + r.width, r.y), (r.x + r.width, r.y + r.height), (r.x, r.y + r.height)]
    }

    /// The scale of an affine map's linear part, √|det| (the factor of a similarity).
    static func linearScale(_ h: Homography) -> Double {
        abs(h.m11 * h.m22 - h.m12 * h.m21).squareRoot()
    }

    /// The σ in pixels of a blur filter of σ `radius` pt, in a picture drawn `scale` px per point.
    static func sigma(radius: Double, scale: Double) -> Double { radius * scale }

    /// How many times coarser than the frame a picture blurred by `filters` may be drawn: n =
    /// ⌊σ / 4 px⌋ from a σ of 8 px (2 from 8 px, 3 from 12 px, 4 from 16 px), so the blur on the
    /// coarser grid keeps a σ of at least 4 of its pixels. A Gaussian of σ keeps exp(−2π²σ²f²) of
    /// frequency f; at the coarser grid's limit (f = 1/(2n) px⁻¹) that is at most
    /// exp(−2π² · 16 / 4) = e⁻⁷⁹, so nothing the blur keeps is lost, and the blur and the drawing
    /// cost 1/n² (the bilinear scaling up of a σ of 4 pixels is within half a level of 255 of the
    /// Gaussian: h²/8 · max|f″| = 255 · 0.242 / (8 · 16)).
    static func reduction(_ filters: [SceneFilter], scale: Double) -> Double {
        let sigma = filters.reduce(0.0) { widest, filter in
            guard case let .blur(radius) = filter else { return widest }
            return max(widest, self.sigma(radius: radius, scale: scale))
        }
        return sigma >= 8 ? (sigma / 4).rounded(.down) : 1
    }

    /// How far the filters' blurs reach, px, in a picture drawn `scale` px per point.
    static func reach(_ filters: [SceneFilter], scale: Double) -> Int {
        filters.reduce(0) { total, filter in
            guard case let .blur(radius) = filter else { return total }
            return total + PixelFilters.blurReach(sigma: sigma(radius: radius, scale: scale))
        }
    }

    /// `filters` in order on `surface`'s pixels, drawn `scale` px per point.
    static func apply(_ filters: [SceneFilter], to surface: OpaquePointer, scale: Double) {
        guard !filters.isEmpty else { return }
        let view = PixelView(surface: surface)
        for filter in filters {
            switch filter {
            case let .blur(radius):
                PixelFilters.gaussianBlur(view, sigma: sigma(radius: radius, scale: scale))
            case let .colorMatrix(matrix):
                PixelFilters.colorMatrix(view, matrix: matrix)
            case let .colorMultiply(color):
                PixelFilters.colorMultiply(view, color: color)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Draws `children` into `surface` through the affine `map` (a group inside them that needs
    /// a picture of its own gets one at the map's scale).
    static func draw(_ children: [Scene.Shape], into surface: OpaquePointer, map: Homography) throws {
        let context = try CairoContext(surface: surface)
        context.rasterScale = 1
        var m = cairo_matrix_t(xx: map.m11, yx: map.m12, xy: map.m21, yy: map.m22, x0: map.m31, y0: map.m32)
        cairo_set_matrix(context.pointer, &m)
        for child in children { context.draw(child) }
        cairo_surface_flush(surface)
        if let failure = context.failure { throw failure }
    }

    /// Throws when cairo could not make `surface` (too large, out of memory), after freeing it.
    static func check(_ surface: OpaquePointer, width: Int, height: Int) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError("cairo could not make a \(width)×\(height) px picture for an item's effect: \(String(cString: cairo_status_to_string(status))); lower the scale")
        }
    }
}
