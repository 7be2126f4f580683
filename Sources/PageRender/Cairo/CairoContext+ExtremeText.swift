internal import CCairo
import Foundation

extension CairoContext {
    /// The glyph size, device px per em, from which text is drawn as outlines: beyond what any
    /// frame (8192 px a side) shows of one glyph at once.
    static let outlinedEm = 4096.0
    /// The stretch (one axis's scale over the other's) from which text is drawn as outlines: a
    /// `scale` effect of {x 60, y 1} on a label made cairo's FreeType font fail ("out of memory",
    /// or "error occurred in libfreetype") and left the frame's surface in error; an even scale of
    /// 100 did not.
    static let outlinedStretch = 8.0

    /// Draws `string` with the pen at the current point in the selected font, as
    /// `cairo_show_text` does; under a transform that stretches or enlarges glyphs beyond
    /// `outlinedStretch` or `outlinedEm`, as the glyphs' outlines made at the font's own size
    /// and filled through the transform, so cairo's font machinery never sees the transform.
    func showText(_ string: String, size: Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        let sx = (m.xx * m.xx + m.yx * m.yx).squareRoot(), sy = (m.xy * m.xy + m.yy * m.yy).squareRoot()
        let stretch = min(sx, sy) > 0 ? max(sx, sy) / min(sx, sy) : .infinity
        guard stretch > Self.outlinedStretch || max(sx, sy) * size > Self.outlinedEm else {
            cairo_show_text(pointer, string)
            return
        }
        guard max(sx, sy).isFinite, min(sx, sy) > 0 else { return }
        var x = 0.0, y = 0.0
        cairo_get_current_point(pointer, &x, &y)
        cairo_save(pointer)
        // The outlines at the font's size with no transform, in their own coordinates.
        cairo_identity_matrix(pointer)
        cairo_new_path(pointer)
        cairo_move_to(pointer, 0, 0)
        cairo_text_path(pointer, string)
        let outline = cairo_copy_path(pointer)
        cairo_new_path(pointer)
        cairo_restore(pointer)
        defer { cairo_path_destroy(outline) }
        guard let outline, outline.pointee.status == CAIRO_STATUS_SUCCESS else { return }
        cairo_save(pointer)
        cairo_translate(pointer, x, y)
        cairo_new_path(pointer)
        cairo_append_path(pointer, outline)
        cairo_fill(pointer)
        cairo_restore(pointer)
    }
}
