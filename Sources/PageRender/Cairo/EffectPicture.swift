/// A picture of an effect group, ready to paint (`CairoContext.drawRaster`) or kept for the next
/// frame (`EffectPictureCache`): an ARGB32 image surface, where its top-left pixel goes on the
/// target (in the picture's own pixels) and how many target pixels one of its pixels covers.
struct EffectPicture {
    var surface: OpaquePointer
    var x: Int, y: Int
    var reduction = 1.0

    /// The surface's pixels, for the kernels of `Raster/`.
    var pixels: PixelView { PixelView(surface: surface) }
}
