/// A decoded picture for a look (an item's image): premultiplied ARGB32 pixels, one `UInt32` per
/// pixel (`0xAARRGGBB`, alpha in the high byte), row-major, no padding: cairo's own pixel format,
/// so the painter draws it without converting.
package struct PixelImage: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package let pixels: [UInt32]

    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "PixelImage needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Bytes the decoded pixels take: what the image limits count.
    var byteCount: Int { width * height * 4 }
}
