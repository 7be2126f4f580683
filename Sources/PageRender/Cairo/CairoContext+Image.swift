internal import CCairo
import Foundation

extension CairoContext {
    /// Paints `image` over `rect` (points), clipped to the rect rounded by `cornerRadius`. The
    /// pixels are wrapped, not copied; where the image's pixels meet the device's one to one at
    /// whole-pixel positions (an item image scaled for the frame's scale), pixman copies them.
    func draw(_ image: PixelImage, in rect: CGRect, cornerRadius: Double) {
        guard rect.width > 0, rect.height > 0 else { return }
        image.pixels.withUnsafeBufferPointer { buffer in
            // cairo only reads a source surface; the cast satisfies its signature.
            let data = UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height),
                                                              Int32(image.width * 4))
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
            if let surface, cairo_surface_get_type(cairo_get_target(pointer)) == CAIRO_SURFACE_TYPE_SVG { attachPNG(of: image, to: surface) }
            cairo_save(pointer)
            path(rect, cornerRadius: cornerRadius)
            cairo_clip(pointer)
            cairo_translate(pointer, Double(rect.minX), Double(rect.minY))
            cairo_scale(pointer, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
            cairo_set_source_surface(pointer, surface, 0, 0)
            // Pad: edge pixels extend to the rect's edge instead of fading into transparency.
            cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
            cairo_paint(pointer)
            cairo_restore(pointer)
        }
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
