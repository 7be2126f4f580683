import Testing
@testable import PageRender

/// The conversion the videos are encoded from, against BT.709's 100 % colour bars in 8-bit
/// limited range as SMPTE RP 219 tabulates them (white 235/128/128, yellow 219/16/138, cyan
/// 188/154/16, green 173/42/26, magenta 78/214/230, red 63/102/240, blue 32/240/118, black
/// 16/128/128), not against the code's own arithmetic.
@Suite struct YCbCrFrameTests {
    static let bars: [(rgb: UInt32, y: UInt8, cb: UInt8, cr: UInt8)] = [
        (0xFFFFFF, 235, 128, 128), (0xFFFF00, 219, 16, 138), (0x00FFFF, 188, 154, 16), (0x00FF00, 173, 42, 26),
        (0xFF00FF, 78, 214, 230), (0xFF0000, 63, 102, 240), (0x0000FF, 32, 240, 118), (0x000000, 16, 128, 128),
    ]

    @Test func fullChromaGivesEveryBarItsTabulatedLevels() {
        let image = RGBImage(width: 8, height: 1, pixels: Self.bars.map(\.rgb))
        var frame = YCbCrFrame(subsampling: .s444)
        frame.convert(image)
        #expect(Array(frame.bytes[0..<8]) == Self.bars.map(\.y))
        #expect(Array(frame.bytes[8..<16]) == Self.bars.map(\.cb))
        #expect(Array(frame.bytes[16..<24]) == Self.bars.map(\.cr))
    }

    /// Each bar two pixels wide and two high: every 2 × 2 block is one colour, so 4:2:0 keeps the
    /// tabulated chroma; the planes are the luma's 16 × 2 bytes, then 8 Cb, then 8 Cr.
    @Test func halvedChromaOfUniformBlocksKeepsTheBars() {
        let row = Self.bars.flatMap { [$0.rgb, $0.rgb] }
        let image = RGBImage(width: 16, height: 2, pixels: row + row)
        var frame = YCbCrFrame(subsampling: .s420)
        frame.convert(image)
        #expect(frame.bytes.count == 32 + 8 + 8)
        #expect(Array(frame.bytes[0..<16]) == Self.bars.flatMap { [$0.y, $0.y] })
        #expect(Array(frame.bytes[32..<40]) == Self.bars.map(\.cb))
        #expect(Array(frame.bytes[40..<48]) == Self.bars.map(\.cr))
    }

    /// A block of two red and two blue pixels has the mean colour (127.5, 0, 127.5): by BT.709's
    /// formulas (E'Y 0.14240, E'Cb 0.19271, E'Cr 0.22708, times 224 plus 128) Cb 171.17 and
    /// Cr 178.87, so 171 and 179; luma stays per pixel (red 63, blue 32).
    @Test func aMixedBlockTakesTheMeanColour() {
        let image = RGBImage(width: 2, height: 2, pixels: [0xFF0000, 0x0000FF, 0x0000FF, 0xFF0000])
        var frame = YCbCrFrame(subsampling: .s420)
        frame.convert(image)
        #expect(frame.bytes == [63, 32, 32, 63, 171, 179])
    }
}
