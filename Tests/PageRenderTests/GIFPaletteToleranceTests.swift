import Testing
@testable import PageRender

/// The gallery test's comparison (`GIFPaletteTolerance`), on frames made here by hand.
struct GIFPaletteToleranceTests {
    /// A 16-level grey ramp drawn over 8 × 1 px, shown with a two-colour table (black and
    /// white, each level mapped to the nearer): every pixel is off by up to 112 levels, yet all
    /// within what the table allows (the nearest table colour). The same ramp shown mirrored
    /// (what a moved picture looks like) puts white where black is drawn: mismatches.
    @Test func tableErrorIsAllowedAndMovedContentIsNot() {
        let levels: [UInt32] = [0, 16, 48, 112, 144, 208, 240, 255]
        let drawn = RGBImage(width: 8, height: 1, pixels: levels.map { $0 << 16 | $0 << 8 | $0 })
        let mapped = RGBImage(width: 8, height: 1, pixels: levels.map { $0 < 128 ? 0 : 0xFF_FFFF })
        var tolerance = GIFPaletteTolerance(shownFrames: [mapped])
        #expect(tolerance.mismatchedPixels(shown: mapped, drawn: drawn, threshold: 8) == 0)
        let mirrored = RGBImage(width: 8, height: 1, pixels: mapped.pixels.reversed())
        var other = GIFPaletteTolerance(shownFrames: [mirrored])
        // Every pixel now shows the table's far colour, at least 143 levels off where the near
        // one is at most 112 away: all 8 beyond the allowance plus 8.
        #expect(other.mismatchedPixels(shown: mirrored, drawn: drawn, threshold: 8) == 8)
    }
}
