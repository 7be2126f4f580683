/// A decoded picture for a look (an item's image): premultiplied ARGB32 pixels, one `UInt32` per
/// pixel (`0xAARRGGBB`, alpha in the high byte), row-major, no padding: cairo's own pixel format,
/// so the painter draws it without converting.
package struct PixelImage: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package let pixels: [UInt32]
    /// Every pixel's alpha is 255 (photographs, JPEG files): the painter may copy the pixels
    /// instead of blending them.
    let isOpaque: Bool
    /// The picture as a PNG file, for outputs that embed it (SVG), made once for all copies.
    let png = EncodedOnce()

    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "PixelImage needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
        isOpaque = pixels.allSatisfy { $0 >= 0xFF00_0000 }
    }

    /// Equal when the pixels are; whether the PNG bytes were made yet does not count.
    package static func == (a: PixelImage, b: PixelImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    /// Bytes the decoded pixels take: what the image limits count.
    var byteCount: Int { width * height * 4 }
}
