internal import CJPEG
import Foundation

/// Encodes opaque pictures as JPEG files with libjpeg-turbo: item photographs embedded in an
/// animated SVG, where a JPEG is a fraction of the PNG of the same pixels.
enum JPEGEncoder {
    /// `image`'s pixels (their alpha is ignored: only opaque pictures are meant) as a baseline
    /// JPEG at `quality` (1…100), 4:2:0 chroma and optimised Huffman tables.
    static func encode(_ image: PixelImage, quality: Int) throws -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cjpeg_encode(pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(min(max(quality, 1), 100)), &out, &length, &message)
        }
        defer { free(out) }
        guard status == Int32(CJPEG_OK), let out else {
            let reason = status == Int32(CJPEG_OUT_OF_MEMORY) ? "out of memory" : String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError("libjpeg could not encode a \(image.width)×\(image.height) picture: \(reason)")
        }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }
}
