internal import CCairo

extension PixelImage {
    /// The picture as a PNG file from cairo's writer (RGBA when any pixel is translucent), made
    /// once per picture and shared with the SVG frames' embedding (`CairoContext.draw`).
    func pngFile() throws -> [UInt8] {
        let bytes = png.bytes {
            pixels.withUnsafeBufferPointer { buffer in
                let data = UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
                let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
                defer { cairo_surface_destroy(surface) }
                guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return [] }
                let (bytes, status) = CairoSurface.cairoPNG(surface)
                return status == CAIRO_STATUS_SUCCESS ? bytes : []
            }
        }
        guard !bytes.isEmpty else { throw RenderError("cairo could not encode a \(width)×\(height) item image as PNG") }
        return bytes
    }
}
