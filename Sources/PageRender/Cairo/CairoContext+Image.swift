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
}
