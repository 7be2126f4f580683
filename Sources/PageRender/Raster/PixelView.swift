/// Pixels the raster kernels read and write in place: `width` × `height` premultiplied ARGB32
/// pixels (cairo's image format: one native-endian UInt32 per pixel, alpha in the top byte, colour
/// premultiplied by it), rows `stride` pixels apart. A view, not an owner: whoever made the memory
/// (a cairo surface, a thread's scratch block, a test's array) keeps it alive while a kernel runs.
struct PixelView {
    var pixels: UnsafeMutablePointer<UInt32>
    var width: Int
    var height: Int
    /// Pixels from the start of one row to the start of the next (at least `width`).
    var stride: Int

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// Row `y`'s first pixel.
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * stride }
}
