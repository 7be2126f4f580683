/// A frame in planar Y'CbCr with BT.709's matrix in limited ("TV") range, the form a video
/// encoder takes: the luma plane, then Cb, then Cr, each a byte per sample, rows packed. With
/// 4:2:0 each chroma sample covers a 2 × 2 block of pixels and takes the mean of their colour
/// (the block's centre, as MPEG-1 and JPEG site it); with 4:4:4 every pixel has its own.
///
/// Converting here rather than in `ffmpeg` (its `scale` filter took a third of its CPU time on
/// the samples, BENCHMARKS.md "Video") lets a repeated frame be sent again without converting
/// it again, and sends 1.5 (4:2:0) or 3 bytes per pixel on the pipe instead of 4.
///
/// The matrix is ITU-R BT.709-6 item 3.2 (Kr 0.2126, Kb 0.0722) applied to the 8-bit R'G'B'
/// values as they are (no linearisation, as every encoder does), item 3.4's quantisation:
/// Y' = 16 + 219 E'Y, Cb and Cr = 128 + 224 E'C, rounded to the nearest level.
package struct YCbCrFrame: Sendable {
    /// Chroma subsampling.
    package enum Subsampling: Sendable {
        /// Chroma halved both ways (ffmpeg's `yuv420p`); both sides must be even.
        case s420
        /// Full chroma (`yuv444p`).
        case s444
    }

    package let subsampling: Subsampling
    /// The three planes, one after the other.
    package private(set) var bytes: [UInt8] = []

    package init(subsampling: Subsampling) {
        self.subsampling = subsampling
    }

    // Coefficients scaled by 2^16 (luma) and by 2^16 / 4 for a 2 × 2 block's sums (chroma, which
    // shift by 18 after adding the four pixels). Each is round(k × 219/255 × 2^16) for luma and
    // round(k × 224/255 × 2^16) for chroma, with k from BT.709: luma 0.2126, 0.7152, 0.0722;
    // Cb -0.2126/1.8556, -0.7152/1.8556, 0.5; Cr 0.5, -0.7152/1.5748, -0.0722/1.5748.
    private static let yR = 11966, yG = 40254, yB = 4064
    private static let cbR = -6596, cbG = -22189, cbB = 28784
    private static let crR = 28784, crG = -26145, crB = -2639

    /// Converts `image` (its pixels `0x00RRGGBB`) into this frame's planes, reusing its memory.
    package mutating func convert(_ image: RGBImage) {
        let width = image.width, height = image.height
        let lumaCount = width * height
        let chromaCount: Int
        switch subsampling {
        case .s420:
            precondition(width % 2 == 0 && height % 2 == 0, "4:2:0 needs even sides")
            chromaCount = lumaCount / 4
        case .s444:
            chromaCount = lumaCount
        }
        if bytes.count != lumaCount + 2 * chromaCount {
            bytes = [UInt8](repeating: 0, count: lumaCount + 2 * chromaCount)
        }
        let subsampling = subsampling
        image.pixels.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { planes in
                let luma = planes.baseAddress!
                let cb = luma + lumaCount, cr = cb + chromaCount
                for i in 0..<lumaCount {
                    luma[i] = Self.luma(source[i])
                }
                switch subsampling {
                case .s444:
                    for i in 0..<lumaCount {
                        let p = source[i]
                        let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
                        cb[i] = UInt8(truncatingIfNeeded: (Self.cbR * r + Self.cbG * g + Self.cbB * b + (128 << 16) + (1 << 15)) >> 16)
                        cr[i] = UInt8(truncatingIfNeeded: (Self.crR * r + Self.crG * g + Self.crB * b + (128 << 16) + (1 << 15)) >> 16)
                    }
                case .s420:
                    let chromaWidth = width / 2
                    for cy in 0..<height / 2 {
                        let top = 2 * cy * width, bottom = top + width, row = cy * chromaWidth
                        for cx in 0..<chromaWidth {
                            let a = source[top + 2 * cx], b2 = source[top + 2 * cx + 1]
                            let c = source[bottom + 2 * cx], d = source[bottom + 2 * cx + 1]
                            let r = Int(a >> 16 & 0xFF) + Int(b2 >> 16 & 0xFF) + Int(c >> 16 & 0xFF) + Int(d >> 16 & 0xFF)
                            let g = Int(a >> 8 & 0xFF) + Int(b2 >> 8 & 0xFF) + Int(c >> 8 & 0xFF) + Int(d >> 8 & 0xFF)
                            let b = Int(a & 0xFF) + Int(b2 & 0xFF) + Int(c & 0xFF) + Int(d & 0xFF)
                            cb[row + cx] = UInt8(truncatingIfNeeded: (Self.cbR * r + Self.cbG * g + Self.cbB * b + (128 << 18) + (1 << 17)) >> 18)
                            cr[row + cx] = UInt8(truncatingIfNeeded: (Self.crR * r + Self.crG * g + Self.crB * b + (128 << 18) + (1 << 17)) >> 18)
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func luma(_ p: UInt32) -> UInt8 {
        let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
        return UInt8(truncatingIfNeeded: (yR * r + yG * g + yB * b + (16 << 16) + (1 << 15)) >> 16)
    }
}
