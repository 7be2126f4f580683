/// How colours that the palette lacks are approximated. Flat UI looks best undithered (gifski's
/// advice too): dithering turns flat fills next to anti-aliased edges into noise and makes frames
/// differ where nothing moved. Exact palettes never dither.
package enum Dithering: String, Sendable, CaseIterable {
    /// Nearest palette colour for every pixel.
    case none
    /// An 8×8 Bayer threshold pattern; static across frames, so unchanged areas stay unchanged.
    case ordered
    /// Floyd–Steinberg error diffusion (1976) within each frame's changed pixels.
    case floydSteinberg = "floyd-steinberg"

    /// The 8×8 Bayer matrix, values 0…63 (Bayer 1973, recursive construction).
    static let bayer8: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]
}
