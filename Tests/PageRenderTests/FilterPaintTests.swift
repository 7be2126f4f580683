import Foundation
import Testing
@testable import PageRender

/// A group's filters as the painter draws them, against values computed outside the code: the
/// blur of a hard edge against the Gaussian's step response at the pixel centres (Python's
/// math.erf), colour matrices against the rows docs/effects.md states, worked by hand, and the order
/// filters → opacity.
@Suite struct FilterPaintTests {
    typealias Support = EffectPaintSupport
    static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// An opaque black rect from x = 100 to 300 (taller than the scene, so its rows see a straight
    /// vertical edge) blurred with `radius` (σ = radius pt, [model]) on a transparent scene.
    static func blurredEdge(radius: Double, scale: Double) throws -> CairoSurface {
        let group = SceneGroup(id: .item(0), filters: [.blur(sigma: radius)],
                               children: [.rect(CGRect(x: 100, y: -100, width: 200, height: 600), fill: Color(red: 0, green: 0, blue: 0))])
        return try ScenePainter.rasterize(Support.scene(group, size: CGSize(width: 400, height: 400), background: clear), scale: scale)
    }

    /// σ = 4 px (the box passes): alpha of columns 93…107 of row 200, the step at x = 100 blurred
    /// by a Gaussian of σ 4 at the pixel centres (Python: 255 · Φ((i + 0.5 − 100)/4)): 13.28,
    /// 21.56, 33.23, 48.65, 67.83, 90.23, 114.82, 140.18, 164.77, 187.17, 206.35, 221.77, 233.44,
    /// 241.72, 247.25. Within 3 of 255: three box passes are within 2.5 of the Gaussian
    /// (`PixelFilters.boxBlurFromSigma`).
    @Test func blurOfAHardEdgeFollowsTheGaussian() throws {
        let surface = try Self.blurredEdge(radius: 4, scale: 1)
        let expected = [13.28, 21.56, 33.23, 48.65, 67.83, 90.23, 114.82, 140.18, 164.77, 187.17, 206.35, 221.77, 233.44, 241.72, 247.25]
        for (i, e) in expected.enumerated() {
            let alpha = Double(Support.pixel(surface, 93 + i, 200) >> 24)
            #expect(abs(alpha - e) <= 3, "column \(93 + i): alpha \(alpha), Gaussian \(e)")
        }
        // The right edge mirrors the left one: x = 300 + (100 − x).
        for i in 0..<15 {
            let a = Support.pixel(surface, 93 + i, 200) >> 24, b = Support.pixel(surface, 306 - i, 200) >> 24
            #expect(abs(Int(a) - Int(b)) <= 1, "columns \(93 + i) and \(306 - i): \(a) against \(b)")
        }
    }

    /// σ = 1.5 px at 1 px/pt (the kernel, below 2 px), Python as above: columns 96…103 → 2.50,
    /// 12.19, 40.46, 94.21, 160.79, 214.54, 242.81, 252.50, within 1.5 (8-bit rounding twice).
    /// The same radius at 2 px/pt is σ = 3 px with the edge at x = 200 px: the pixel right of it
    /// holds 255 · Φ(0.5 / 3) = 144.38 (Python), within 3, and pixels mirrored about the edge add
    /// up to 255 (Φ(a) + Φ(−a) = 1).
    @Test func blurRadiusIsInTheGroupsPoints() throws {
        let sharp = try Self.blurredEdge(radius: 1.5, scale: 1)
        for (i, e) in [2.50, 12.19, 40.46, 94.21, 160.79, 214.54, 242.81, 252.50].enumerated() {
            let alpha = Double(Support.pixel(sharp, 96 + i, 200) >> 24)
            #expect(abs(alpha - e) <= 1.5, "column \(96 + i): alpha \(alpha), Gaussian \(e)")
        }
        let doubled = try Self.blurredEdge(radius: 1.5, scale: 2)
        let centre = Double(Support.pixel(doubled, 200, 400) >> 24)
        #expect(abs(centre - 144.38) <= 3, "alpha \(centre) at the edge's pixel")
        for k in 1...8 {
            let inside = Int(Support.pixel(doubled, 200 + k, 400) >> 24), outside = Int(Support.pixel(doubled, 199 - k, 400) >> 24)
            #expect(abs(inside + outside - 255) <= 2, "columns \(200 + k) and \(199 - k): \(inside) + \(outside)")
        }
    }

    /// σ = 10 px, blurred on a grid twice as coarse and scaled up (`PixelFilters.reduction`):
    /// still the Gaussian's step response, Python 255 · Φ((i + 0.5 − 100)/10) at columns 84…116
    /// every 4: 15.45, 31.89, 57.79, 92.61, 132.58, 171.78, 204.60, 228.06, 242.38, within 3.
    @Test func aLargeBlurOnACoarserGridFollowsTheGaussian() throws {
        let surface = try Self.blurredEdge(radius: 10, scale: 1)
        for (i, e) in [15.45, 31.89, 57.79, 92.61, 132.58, 171.78, 204.60, 228.06, 242.38].enumerated() {
            let alpha = Double(Support.pixel(surface, 84 + 4 * i, 200) >> 24)
            #expect(abs(alpha - e) <= 3, "column \(84 + 4 * i): alpha \(alpha), Gaussian \(e)")
        }
    }

    /// σ = 12 px, blurred on a grid three times as coarse (⌊σ / 4⌋, `PixelFilters.reduction`) and
    /// scaled up: Python 255 · Φ((i + 0.5 − 100)/12) at columns 76…124 every 6: 6.40, 18.46,
    /// 43.08, 82.46, 131.74, 180.02, 217.06, 239.30, 249.75, within 3.
    @Test func aBlurOnAGridThreeTimesCoarserFollowsTheGaussian() throws {
        #expect(PixelFilters.reduction([.blur(sigma: 12)], scale: 1) == 3)
        let surface = try Self.blurredEdge(radius: 12, scale: 1)
        for (i, e) in [6.40, 18.46, 43.08, 82.46, 131.74, 180.02, 217.06, 239.30, 249.75].enumerated() {
            let alpha = Double(Support.pixel(surface, 76 + 6 * i, 200) >> 24)
            #expect(abs(alpha - e) <= 3, "column \(76 + 6 * i): alpha \(alpha), Gaussian \(e)")
        }
    }

    /// One opaque square of `fill` with `filters`, read at its centre on a transparent scene:
    /// premultiplied ARGB.
    static func filtered(_ fill: Color, _ filters: [Filter], opacity: Double = 1) throws -> (a: Int, r: Int, g: Int, b: Int) {
        let group = SceneGroup(id: .item(0), opacity: opacity, filters: filters,
                               children: [.rect(CGRect(x: 10, y: 10, width: 20, height: 20), fill: fill)])
        let surface = try ScenePainter.rasterize(Support.scene(group, size: CGSize(width: 40, height: 40), background: clear), scale: 1)
        let p = Support.pixel(surface, 20, 20)
        return (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// docs/effects.md's rows by hand:
    ///  - grayscale(1) of red (1, 0, 0): luma 0.2126 → 54.2 in each channel;
    ///  - saturation(0) of (1, 0.2, 0) (255, 51, 0): 0.2126 + 0.7152 · 0.2 = 0.35564 → 90.7;
    ///    saturation(0.5) of it: R = (0.2126 + 0.39365) + (0.7152 − 0.3576) · 0.2 = 0.67777 → 172.8,
    ///    G = 0.1063 + (0.7152 + 0.1424) · 0.2 = 0.27782 → 70.8, B = 0.1063 + 0.3576 · 0.2 = 0.17782 → 45.3;
    ///  - hueRotation(90°) of red: c = 0, s = 1: R = 0.2126 − 0.2126 = 0, G = 0.2126 + 0.1430 =
    ///    0.3556 → 90.7, B = 0.2126 − 0.7873 < 0 → 0;
    ///  - brightness(0.2) of (0.2, 0.4, 0.6): (0.4, 0.6, 0.8) → 102, 153, 204; contrast(0.5) of
    ///    (0, 0.4, 1): 0.5 · RGB + 0.25 → 0.25, 0.45, 0.75 → 63.8, 114.8, 191.3.
    /// Each within 1 of 255.
    @Test func colourMatricesMatchTheSpecificationsRows() throws {
        func check(_ got: (a: Int, r: Int, g: Int, b: Int), _ e: (Double, Double, Double), _ name: String) {
            #expect(got.a == 255, "\(name): alpha \(got.a)")
            #expect(abs(Double(got.r) - e.0) <= 1 && abs(Double(got.g) - e.1) <= 1 && abs(Double(got.b) - e.2) <= 1, "\(name): \(got) against \(e)")
        }
        let red = Color(red: 1, green: 0, blue: 0), orange = Color(red: 1, green: 0.2, blue: 0)
        check(try Self.filtered(red, [.colorMatrix(.grayscale(1))]), (54.2, 54.2, 54.2), "grayscale 1")
        check(try Self.filtered(orange, [.colorMatrix(.saturation(0))]), (90.7, 90.7, 90.7), "saturation 0")
        check(try Self.filtered(orange, [.colorMatrix(.saturation(0.5))]), (172.8, 70.8, 45.3), "saturation 0.5")
        check(try Self.filtered(red, [.colorMatrix(.hueRotation(degrees: 90))]), (0, 90.7, 0), "hueRotation 90")
        check(try Self.filtered(Color(red: 0.2, green: 0.4, blue: 0.6), [.colorMatrix(.brightness(0.2))]), (102, 153, 204), "brightness 0.2")
        check(try Self.filtered(Color(red: 0, green: 0.4, blue: 1), [.colorMatrix(.contrast(0.5))]), (63.8, 114.8, 191.3), "contrast 0.5")
    }

    /// Colour matrices act on un-premultiplied colour: a half-transparent red (alpha 0.5, which
    /// cairo stores as 128) through brightness(0.5) is (1, 0.5, 0.5) at alpha 128, premultiplied
    /// (128, 64, 64); adding 0.5 to the premultiplied colour would give (255, 128, 128). And the
    /// group's opacity applies to the filtered picture: an opaque red at opacity 0.5 through
    /// grayscale(1) is luma 0.2126 at alpha 128, premultiplied 0.2126 · 128 = 27.2.
    @Test func filtersActOnUnpremultipliedColourThenOpacity() throws {
        let bright = try Self.filtered(Color(red: 1, green: 0, blue: 0, alpha: 0.5), [.colorMatrix(.brightness(0.5))])
        #expect(abs(bright.a - 128) <= 1 && abs(bright.r - 128) <= 1 && abs(bright.g - 64) <= 1 && abs(bright.b - 64) <= 1, "\(bright)")
        let gray = try Self.filtered(Color(red: 1, green: 0, blue: 0), [.colorMatrix(.grayscale(1))], opacity: 0.5)
        #expect(abs(gray.a - 128) <= 1 && abs(gray.r - 27) <= 1 && gray.r == gray.g && gray.g == gray.b, "\(gray)")
    }
}
