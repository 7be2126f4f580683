import Foundation
@testable import PageRender

extension CairoSurface {
    /// Straight (un-premultiplied) RGBA bytes, row-major, 4 bytes per pixel: the form the
    /// reference images and PIL compare.
    func rgbaBytes() -> [UInt8] {
        withPixels { raw, stride in
            var out = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                let row = raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    let a = UInt32(p >> 24), r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    let i = (y * width + x) * 4
                    if a == 0 { continue }
                    if a == 255 {
                        out[i] = UInt8(r); out[i + 1] = UInt8(g); out[i + 2] = UInt8(b)
                    } else {
                        out[i] = UInt8((r * 255 + a / 2) / a)
                        out[i + 1] = UInt8((g * 255 + a / 2) / a)
                        out[i + 2] = UInt8((b * 255 + a / 2) / a)
                    }
                    out[i + 3] = UInt8(a)
                }
            }
            return out
        }
    }
}
