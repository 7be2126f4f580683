internal import CCairo

extension PixelView {
    /// An ARGB32 image surface's pixels, flushed so the kernels see what cairo drew; the caller
    /// marks the surface dirty after writing them.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        self.init(pixels: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                  width: Int(cairo_image_surface_get_width(surface)),
                  height: Int(cairo_image_surface_get_height(surface)),
                  stride: Int(cairo_image_surface_get_stride(surface)) / 4)
    }
}
