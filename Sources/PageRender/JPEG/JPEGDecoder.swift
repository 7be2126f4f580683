internal import CJPEG

/// Decodes JPEG files with libjpeg-turbo into opaque pixels.
enum JPEGDecoder {
    enum Failure: Error, Equatable {
        /// libjpeg could not decode the bytes; its message.
        case corrupt(String)
        /// The header's size is beyond the limits (nothing was decoded).
        case tooLarge(width: Int, height: Int)
        /// A progressive file with more than `maxScans` scans (decoding stopped at `scans`).
        case tooManyScans(width: Int, height: Int, scans: Int)
        case outOfMemory
    }

    /// Most scans of a progressive file: libjpeg's own progression has 10 for colour and 6 for
    /// grey (jcparam.c, jpeg_simple_progression), and encoders that tune their scripts write a
    /// few tens; each scan walks every block of a component, so 20,000 repeated scans of a
    /// 4096² file cost 53 s of CPU where the file as written cost 0.36 s. At 100 a file costs at
    /// most about 100 such walks (about a second at 4096² px).
    static let maxScans = 100

    /// The file's pixels, refusing sides above `maxSide` px or more than `maxBytes` of pixels
    /// before decoding them, and a progressive file of more than `maxScans` scans.
    static func decode(_ bytes: [UInt8], maxSide: Int, maxBytes: Int, maxScans: Int = maxScans) throws(Failure) -> PixelImage {
        var image = cjpeg_image()
        let status = bytes.withUnsafeBufferPointer { cjpeg_decode($0.baseAddress, $0.count, Int32(maxSide), maxBytes, Int32(maxScans), &image) }
        defer { cjpeg_free(&image) }
        switch status {
        case Int32(CJPEG_OK):
            let count = Int(image.width) * Int(image.height)
            let pixels = Array(UnsafeBufferPointer(start: image.pixels, count: count))
            return PixelImage(width: Int(image.width), height: Int(image.height), pixels: pixels)
        case Int32(CJPEG_TOO_LARGE):
            throw .tooLarge(width: Int(image.width), height: Int(image.height))
        case Int32(CJPEG_TOO_MANY_SCANS):
            throw .tooManyScans(width: Int(image.width), height: Int(image.height), scans: Int(image.scans))
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
