import CCairo

extension CairoSurface {
    /// An opaque surface holding `image`'s pixels, for writing computed pictures (differences,
    /// sheets) with the surface's encoders.
    public convenience init(_ image: RGBImage) throws {
        try self.init(width: image.width, height: image.height)
        cairo_surface_flush(pointer)
        let data = cairo_image_surface_get_data(pointer)!
        let stride = self.stride
        for y in 0..<image.height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
            for x in 0..<image.width { row[x] = 0xFF00_0000 | image.pixels[y * image.width + x] }
        }
        cairo_surface_mark_dirty(pointer)
    }
}
