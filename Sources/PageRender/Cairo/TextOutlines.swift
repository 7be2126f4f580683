internal import CCairo
import Foundation

/// Text as glyph outlines for an SVG that must look the same in any browser without a font: each
/// glyph's outline comes from cairo (DejaVu Sans, the font the frames are drawn in, with the same
/// unhinted options), and a text is a list of glyphs placed where `CairoContext.draw` puts them.
/// A glyph is outlined once per font size and weight, however often it is placed.
final class TextOutlines {
    /// One glyph of one font size and weight.
    struct Glyph: Hashable {
        var index: UInt
        var size: Double
        var bold: Bool
    }

    /// A glyph and where its origin goes, pt.
    struct Placed {
        var glyph: Glyph
        var x: Double
        var y: Double
    }

    private let surface: CairoSurface
    private let context: CairoContext

    init() throws {
        // Measuring only: a 1 × 1 surface gives cairo a context with the frames' font options.
        surface = try CairoSurface(width: 1, height: 1)
        context = try CairoContext(surface)
    }

    /// The glyphs of a `.text` or `.label` shape (fitted before painting, as the frames draw it)
    /// and their colour; nil for any other shape.
    func glyphs(of shape: Scene.Shape) -> (glyphs: [Placed], color: Color)? {
        switch shape {
        case let .text(string, center, size, color, bold):
            context.selectFont(size: size, bold: bold)
            var extents = cairo_text_extents_t()
            cairo_text_extents(context.pointer, string, &extents)
            let origin = (x: Double(center.x) - extents.width / 2 - extents.x_bearing, y: Double(center.y) - extents.height / 2 - extents.y_bearing)
            return (placed(string, x: origin.x, y: origin.y, size: size, bold: bold), color)
        case let .label(string, origin, size, color, bold):
            context.selectFont(size: size, bold: bold)
            return (placed(string, x: Double(origin.x), y: Double(origin.y), size: size, bold: bold), color)
        default:
            return nil
        }
    }

    /// `string`'s glyphs with the pen starting at (x, y) in the selected font: what
    /// cairo_show_text draws there.
    private func placed(_ string: String, x: Double, y: Double, size: Double, bold: Bool) -> [Placed] {
        guard !string.isEmpty, let font = cairo_get_scaled_font(context.pointer) else { return [] }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(font, x, y, string, -1, &glyphs, &count, nil, nil, nil)
        defer { cairo_glyph_free(glyphs) }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return [] }
        return (0..<Int(count)).map { Placed(glyph: Glyph(index: UInt(glyphs[$0].index), size: size, bold: bold), x: glyphs[$0].x, y: glyphs[$0].y) }
    }

    /// The outline of `glyph` with its origin at (0, 0), as SVG path data in points (y down), its
    /// points rounded to `decimals` places.
    func pathData(of glyph: Glyph, decimals: Int = 2) -> String {
        context.selectFont(size: glyph.size, bold: glyph.bold)
        cairo_new_path(context.pointer)
        var one = cairo_glyph_t(index: glyph.index, x: 0, y: 0)
        cairo_glyph_path(context.pointer, &one, 1)
        guard let copied = cairo_copy_path(context.pointer) else { return "" }
        defer {
            cairo_path_destroy(copied)
            cairo_new_path(context.pointer)
        }
        // A glyph without an outline (a space) has no path data at all.
        guard copied.pointee.num_data > 0, let data = copied.pointee.data else { return "" }
        // Relative commands from the rounded points (so rounding never accumulates), numbers
        // without leading zeros, separators only where the grammar needs them, a repeated
        // command letter left out: about half the characters of absolute coordinates.
        var path = CompactPath(decimals: decimals)
        var i = 0
        let count = Int(copied.pointee.num_data)
        while i < count {
            let header = data[i].header
            func point(_ k: Int) -> (Double, Double) { (data[i + k].point.x, data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // cairo ends a closed outline with a move to its start, which draws nothing.
                if i + Int(header.length) < count { path.move(point(1)) }
            case CAIRO_PATH_LINE_TO: path.line(point(1))
            case CAIRO_PATH_CURVE_TO: path.curve(point(1), point(2), point(3))
            default: path.close()
            }
            i += Int(header.length)
        }
        return path.d
    }
}
