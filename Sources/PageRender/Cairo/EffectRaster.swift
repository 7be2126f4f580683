internal import CCairo
import Foundation

/// The pieces `CairoContext.drawRaster` works with: the scale of a map, the kernels of `Raster/`
/// run on a cairo picture, and children drawn through a map.
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
    static func linearScale(_ h: ProjectiveTransform) -> Double {
        abs(h.m11 * h.m22 - h.m12 * h.m21).squareRoot()
    }

    /// `filters` in order on `surface`'s pixels (`PixelFilters.apply`), drawn `scale` px per point.
    static func apply(_ filters: [Filter], to surface: OpaquePointer, scale: Double) {
        guard !filters.isEmpty else { return }
        PixelFilters.apply(filters, to: PixelView(surface: surface), scale: scale)
        cairo_surface_mark_dirty(surface)
    }

    /// Draws `children` into `surface` through the affine `map` (a group inside them that needs
    /// a picture of its own gets one at the map's scale).
    static func draw(_ children: [Scene.Shape], into surface: OpaquePointer, map: ProjectiveTransform) throws {
        let context = try CairoContext(surface: surface)
        context.rasterScale = 1
        var m = cairo_matrix_t(xx: map.m11, yx: map.m12, xy: map.m21, yy: map.m22, x0: map.m31, y0: map.m32)
        cairo_set_matrix(context.pointer, &m)
        for child in children { context.draw(child) }
        cairo_surface_flush(surface)
        context.noteStatus("draw the picture of an item's effect")
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
