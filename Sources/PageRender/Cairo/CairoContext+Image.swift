internal import CCairo
import Foundation

extension CairoContext {
    /// Paints `image` over `rect` (points), clipped to the rect rounded by `cornerRadius`. The
    /// pixels are wrapped, not copied (on a vector target, copied once per document); where the image's pixels meet the device's one to one at
    /// whole-pixel positions (an item image scaled for the frame's scale), pixman copies them.
    func draw(_ image: PixelImage, in rect: CGRect, cornerRadius: Double) {
        guard rect.width > 0, rect.height > 0 else { return }
        if let vectorPictures {
            // A vector target keeps what it was painted with: one surface per image for the
            // whole document (`VectorTargetPictures`), given its PNG once.
            let address = image.pixels.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
            do {
                let (surface, made) = try vectorPictures.surface(for: image, address: address)
                if made { attachPNG(of: image, to: surface) }
                paint(surface, of: image, in: rect, cornerRadius: cornerRadius)
                noteStatus("paint an item image")
            } catch {
                failure = failure ?? (error as? RenderError) ?? RenderError("\(error)")
            }
            return
        }
        image.pixels.withUnsafeBufferPointer { buffer in
            // cairo only reads a source surface; the cast satisfies its signature.
            let data = UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height),
                                                              Int32(image.width * 4))
            defer { cairo_surface_destroy(surface) }
            guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
            paint(surface, of: image, in: rect, cornerRadius: cornerRadius)
        }
    }

    /// Paints `surface`, which holds `image`'s pixels, as `draw(_:in:cornerRadius:)` says.
    private func paint(_ surface: OpaquePointer, of image: PixelImage, in rect: CGRect, cornerRadius: Double) {
        for piece in pieces(of: rect, cornerRadius: cornerRadius, opaque: image.isOpaque) {
            cairo_save(pointer)
            if piece.rounded {
                path(rect, cornerRadius: cornerRadius)
                cairo_clip(pointer)
            }
            if let box = piece.box {
                cairo_rectangle(pointer, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
                cairo_clip(pointer)
                // Opaque pixels on whole device pixels, away from the rounded corners: what
                // painting over gives, copied by pixman instead of blended.
                if !piece.rounded { cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE) }
            }
            cairo_translate(pointer, Double(rect.minX), Double(rect.minY))
            cairo_scale(pointer, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
            cairo_set_source_surface(pointer, surface, 0, 0)
            // Pad: edge pixels extend to the rect's edge instead of fading into transparency.
            cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
            cairo_paint(pointer)
            cairo_restore(pointer)
        }
    }

    /// The clips `draw(_:in:cornerRadius:)` paints an image through: the whole rect, rounded; or,
    /// for an opaque image on a raster surface where the rect and its corner squares (the
    /// radius rounded up to whole device pixels) have whole-pixel edges, three rectangles that
    /// leave out the corners (copied) and the four corner squares, rounded (blended). The
    /// corners' coverage can differ from the whole rounded clip's by up to about 11 levels of 255
    /// (cairo rasterises a smaller clip its own way; measured on the frames of
    /// scripts/bench-images-scenario.json); every other pixel is the same.
    func pieces(of rect: CGRect, cornerRadius: Double, opaque: Bool) -> [(rounded: Bool, box: CGRect?)] {
        let whole: [(rounded: Bool, box: CGRect?)] = [(true, nil)]
        let radius = Self.radius(cornerRadius, of: rect)
        guard opaque, radius > 0, cairo_surface_get_type(cairo_get_target(pointer)) == CAIRO_SURFACE_TYPE_IMAGE else { return whole }
        // Only a plain scale (no rotation or shear): the pieces' edges then stay on pixel edges.
        var (ax, ay, bx, by) = (1.0, 0.0, 0.0, 1.0)
        cairo_user_to_device_distance(pointer, &ax, &ay)
        cairo_user_to_device_distance(pointer, &bx, &by)
        guard ax > 0, ay == 0, bx == 0, by == ax else { return whole }
        // 1e-9 px: a radius that is a whole number of pixels up to rounding stays that number.
        let side = (radius * ax - 1e-9).rounded(.up) / ax
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        guard 2 * side < x1 - x0, 2 * side < y1 - y0 else { return whole }
        for (ux, uy) in [(x0, y0), (x1, y1), (x0 + side, y0 + side), (x1 - side, y1 - side)] {
            var x = ux, y = uy
            cairo_user_to_device(pointer, &x, &y)
            // Whole pixels up to the rounding of points times scale (far below 1e-6 px in frames
            // of at most 8192 px).
            guard abs(x - x.rounded()) < 1e-6, abs(y - y.rounded()) < 1e-6 else { return whole }
        }
        let box = { (x: Double, y: Double, width: Double, height: Double) in CGRect(x: x, y: y, width: width, height: height) }
        return [
            (false, box(x0, y0 + side, x1 - x0, y1 - y0 - 2 * side)),
            (false, box(x0 + side, y0, x1 - x0 - 2 * side, side)),
            (false, box(x0 + side, y1 - side, x1 - x0 - 2 * side, side)),
            (true, box(x0, y0, side, side)), (true, box(x1 - side, y0, side, side)),
            (true, box(x0, y1 - side, side, side)), (true, box(x1 - side, y1 - side, side, side)),
        ]
    }

    /// Gives `surface` (wrapping `image`'s pixels) the image's PNG bytes as its mime data, which
    /// cairo's SVG surface embeds as they are instead of encoding the pixels again with its own
    /// PNG writer for every frame (most of an SVG frame's time with item images). The bytes are
    /// cairo's own encoding of the same pixels, made once per image (`PixelImage.png`), so the
    /// document is what cairo writes without them. cairo keeps the mime data past this call
    /// (the SVG surface replays its drawing at the end of the page), so it gets its own copy.
    private func attachPNG(of image: PixelImage, to surface: OpaquePointer) {
        // Empty when cairo fails to encode, which leaves cairo to encode the pixels itself as before.
        let bytes = image.png.bytes {
            let (bytes, status) = CairoSurface.cairoPNG(surface)
            return status == CAIRO_STATUS_SUCCESS ? bytes : []
        }
        guard !bytes.isEmpty, let copy = malloc(bytes.count) else { return }
        bytes.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        let status = cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_PNG, copy.assumingMemoryBound(to: UInt8.self),
                                                 UInt(bytes.count), { free($0) }, copy)
        if status != CAIRO_STATUS_SUCCESS { free(copy) }
    }
}
