internal import CJPEG

/// Decodes JPEG files with libjpeg-turbo into opaque pixels.
enum JPEGDecoder {
    enum Failure: Error, Equatable {
        /// libjpeg could not decode the bytes; its message.
        case corrupt(String)
        /// The header's size is beyond the limits (nothing was decoded).
        case tooLarge(width: Int, height: Int)
        case outOfMemory
    }

    /// The file's pixels, refusing sides above `maxSide` px or more than `maxBytes` of pixels
    /// before decoding them.
    static func decode(_ bytes: [UInt8], maxSide: Int, maxBytes: Int) throws(Failure) -> PixelImage {
        var image = cjpeg_image()
        let status = bytes.withUnsafeBufferPointer { cjpeg_decode($0.baseAddress, $0.count, Int32(maxSide), maxBytes, &image) }
        defer { cjpeg_free(&image) }
        switch status {
        case Int32(CJPEG_OK):
            let count = Int(image.width) * Int(image.height)
            let pixels = Array(UnsafeBufferPointer(start: image.pixels, count: count))
            return PixelImage(width: Int(image.width), height: Int(image.height), pixels: pixels)
        case Int32(CJPEG_TOO_LARGE):
            throw .tooLarge(width: Int(image.width), height: Int(image.height))
        case Int32(CJPEG_OUT_OF_MEMORY):
            throw .outOfMemory
        default:
            let message = withUnsafeBytes(of: image.message) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            throw .corrupt(message)
        }
    }
}
