internal import CCairo
import Foundation

/// A cairo drawing context on a surface, freed in deinit. Text uses DejaVu Sans with fixed font
/// options (no hinting, gray antialiasing) so pixels do not depend on machine settings.
final class CairoContext {
    let pointer: OpaquePointer
    /// Pixels per unit of the target's device space for the pictures of effect groups
    /// (`drawRaster`): 1 on an image surface, the frames' scale on an SVG frame.
    var rasterScale = 1.0
    /// Memory the drawing thread reuses for those pictures (nil: each picture its own).
    var scratch: EffectScratch?
    /// The first failure of drawing an effect group (cairo could not make its picture); the
    /// drawing goes on without that group and the caller throws it.
    var failure: RenderError?
    /// On a vector target (an SVG frame), what keeps and bounds the pictures painted on it; nil
    /// on an image surface, which composites each picture at once.
    var vectorPictures: VectorTargetPictures?

    init(surface: OpaquePointer) throws {
        pointer = cairo_create(surface)
        // No cairo_destroy here: once `pointer` is set, deinit runs even when init throws.
        guard cairo_status(pointer) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_status(pointer)))
            throw RenderError("cairo could not create a drawing context: \(reason)")
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_set_font_options(pointer, options)
        cairo_font_options_destroy(options)
    }

    convenience init(_ surface: CairoSurface) throws {
        try self.init(surface: surface.pointer)
    }

    deinit { cairo_destroy(pointer) }

    func scale(_ s: Double) { cairo_scale(pointer, s, s) }

    func setColor(_ c: Color) { cairo_set_source_rgba(pointer, c.red, c.green, c.blue, c.alpha) }

    /// The corner radius `path(_:cornerRadius:)` draws: at most half the rect's shorter side.
    static func radius(_ cornerRadius: Double, of r: CGRect) -> Double {
        min(cornerRadius, Double(r.width) / 2, Double(r.height) / 2)
    }

    func path(_ r: CGRect, cornerRadius: Double) {
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        let radius = Self.radius(cornerRadius, of: r)
        if radius <= 0 {
            cairo_rectangle(pointer, x, y, w, h)
            return
        }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, x + w - radius, y + radius, radius, -Double.pi / 2, 0)
        cairo_arc(pointer, x + w - radius, y + h - radius, radius, 0, Double.pi / 2)
        cairo_arc(pointer, x + radius, y + h - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(pointer, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(pointer)
    }

    /// Makes every pixel transparent black, as a new surface is.
    func clear() {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    /// Draws `scene` (in points) at the current transform. The background replaces what the
    /// surface held (operator SOURCE), so a reused surface shows nothing of the previous frame.
    /// On a vector target, a scene whose pictures would take more than a frame holds is drawn
    /// over the background as one picture (`VectorTargetPictures`).
    func draw(_ scene: Scene) {
        setColor(scene.background)
        cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(pointer, 0, 0, Double(scene.size.width), Double(scene.size.height))
        cairo_fill(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
        if let vectorPictures, vectorPictures.cost(of: scene.shapes, through: userToDevice) > vectorPictures.limit {
            draw(SceneGroup(children: scene.shapes))
            return
        }
        for shape in scene.shapes { draw(shape) }
    }

    /// The current transform, user space to the target's device space.
    var userToDevice: Transform2D {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        return Transform2D(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Records cairo's status as the drawing's failure unless it is a success: a failure of
    /// memory as `out of memory` with the fix, any other with cairo's reason. `what` says what
    /// cairo could not do.
    func noteStatus(_ what: @autoclosure () -> String) {
        let status = cairo_status(pointer)
        guard status != CAIRO_STATUS_SUCCESS, failure == nil else { return }
        failure = Self.error(status, what())
    }

    /// `status` (not a success) as the error of cairo failing to do `what`.
    static func error(_ status: cairo_status_t, _ what: String) -> RenderError {
        if status == CAIRO_STATUS_NO_MEMORY { return RenderError("out of memory: cairo could not \(what)", fix: .fewerThreadsOrLowerScale) }
        return RenderError("cairo could not \(what): \(String(cString: cairo_status_to_string(status)))")
    }

    func draw(_ shape: Scene.Shape) {
        switch shape {
        case let .rect(r, fill, stroke, lineWidth, cornerRadius):
            if let fill {
                setColor(fill)
                path(r, cornerRadius: cornerRadius)
                cairo_fill(pointer)
            }
            if let stroke {
                setColor(stroke)
                cairo_set_line_width(pointer, lineWidth)
                path(r.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), cornerRadius: max(0, cornerRadius - lineWidth / 2))
                cairo_stroke(pointer)
            }
        case let .gradientRect(r, from, to, cornerRadius, angle, through):
            let line = GradientLine(r, angle: angle)
            let gradient = cairo_pattern_create_linear(line.x0, line.y0, line.x1, line.y1)
            let stops = [from] + through + [to]
            for (k, stop) in stops.enumerated() {
                cairo_pattern_add_color_stop_rgba(gradient, Double(k) / Double(stops.count - 1), stop.red, stop.green, stop.blue, stop.alpha)
            }
            cairo_set_source(pointer, gradient)
            path(r, cornerRadius: cornerRadius)
            cairo_fill(pointer)
            cairo_pattern_destroy(gradient)
        case let .line(from, to, color, width, dash):
            setColor(color)
            cairo_set_line_width(pointer, width)
            if let dash {
                var pattern = [dash, dash]
                cairo_set_dash(pointer, &pattern, 2, 0)
            }
            cairo_move_to(pointer, Double(from.x), Double(from.y))
            cairo_line_to(pointer, Double(to.x), Double(to.y))
            cairo_stroke(pointer)
            cairo_set_dash(pointer, nil, 0, 0)
        case let .circle(center, radius, fill, stroke, lineWidth):
            cairo_new_sub_path(pointer)
            cairo_arc(pointer, Double(center.x), Double(center.y), radius, 0, 2 * Double.pi)
            if let fill {
                setColor(fill)
                if stroke != nil { cairo_fill_preserve(pointer) } else { cairo_fill(pointer) }
            }
            if let stroke {
                setColor(stroke)
                cairo_set_line_width(pointer, lineWidth)
                cairo_stroke(pointer)
            }
        case let .text(string, center, size, color, bold):
            selectFont(size: size, bold: bold)
            var extents = cairo_text_extents_t()
            cairo_text_extents(pointer, string, &extents)
            setColor(color)
            cairo_move_to(pointer, Double(center.x) - extents.width / 2 - extents.x_bearing,
                          Double(center.y) - extents.height / 2 - extents.y_bearing)
            showText(string, size: size)
            cairo_new_path(pointer)
        case let .label(string, origin, size, color, bold):
            selectFont(size: size, bold: bold)
            setColor(color)
            cairo_move_to(pointer, Double(origin.x), Double(origin.y))
            showText(string, size: size)
            cairo_new_path(pointer)
        case let .group(group):
            draw(group)
        case let .image(image, rect, cornerRadius):
            draw(image, in: rect, cornerRadius: cornerRadius)
        case let .arc(center, radius, from, to, color, width):
            cairo_save(pointer)
            setColor(color)
            cairo_set_line_width(pointer, width)
            cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
            cairo_new_sub_path(pointer)
            cairo_arc(pointer, Double(center.x), Double(center.y), radius, from, to)
            cairo_stroke(pointer)
            cairo_restore(pointer)
        case let .polyline(points, color, width):
            guard let first = points.first else { break }
            cairo_save(pointer)
            setColor(color)
            cairo_set_line_width(pointer, width)
            cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
            cairo_move_to(pointer, Double(first.x), Double(first.y))
            for p in points.dropFirst() { cairo_line_to(pointer, Double(p.x), Double(p.y)) }
            cairo_stroke(pointer)
            cairo_restore(pointer)
        }
    }

    func selectFont(size: Double, bold: Bool) {
        cairo_select_font_face(pointer, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(pointer, size)
    }
}
