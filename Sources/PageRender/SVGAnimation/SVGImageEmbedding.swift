import Foundation

/// How an animated SVG stores an item image: as a `data:` URI of the picture at the size the
/// frames draw it (the look's images are already scaled to each item at the scenario's pixels
/// per point). The rule: a picture with any transparency is a PNG (JPEG has no alpha); an opaque
/// one is a JPEG at `jpegQuality` when that is smaller than its PNG, else the PNG, which is then
/// both smaller and exact (flat colours, drawings, screenshots). Photographs come out as JPEG.
package enum SVGImageEmbedding {
    /// libjpeg quality 90: a design choice. Its 8 × 8 blocks stay below 32 levels of error on
    /// photographs (the browser test's tolerance, which the test checks on photo samples), at
    /// about a fifth of the PNG's bytes on scripts/bench-images-scenario.json's photographs.
    static let jpegQuality = 90

    package enum Format: String, Sendable {
        case png, jpeg
    }

    package struct Embedded: Sendable {
        package var format: Format
        package var width: Int
        package var height: Int
        /// Bytes of the encoded picture (before base64).
        package var byteCount: Int
        var dataURI: String
    }

    static func embed(_ image: PixelImage) throws -> Embedded {
        let png = try image.pngFile()
        var format = Format.png, bytes = png
        if image.isOpaque {
            let jpeg = try JPEGEncoder.encode(image, quality: jpegQuality)
            if jpeg.count < png.count { (format, bytes) = (.jpeg, jpeg) }
        }
        let uri = "data:image/\(format.rawValue);base64," + Data(bytes).base64EncodedString()
        return Embedded(format: format, width: image.width, height: image.height, byteCount: bytes.count, dataURI: uri)
    }
}
