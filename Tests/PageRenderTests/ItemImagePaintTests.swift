import Foundation
import Testing
@testable import PageRender

/// How the painter puts an item image into a frame: an opaque image on whole device pixels is
/// copied in pieces (three rectangles without the corners, the four corner squares rounded), any
/// other image is blended through the one rounded clip. The expected pixels are cairo's own
/// painting of the same image inside a rounded clip (a `SceneGroup` with a rounded clip around an
/// unrounded image), which takes neither shortcut.
@Suite struct ItemImagePaintTests {
    /// A 40 × 30 pt card at (5, 7) pt, corner radius 6 pt, on a 50 × 44 pt grey frame.
    static let rect = CGRect(x: 5, y: 7, width: 40, height: 30)
    static let radius = 6.0

    /// An image of `rect` at `scale` px per point whose pixels all differ (a gradient with a
    /// fixed alpha), premultiplied.
    static func image(scale: Int, alpha: UInt32) -> PixelImage {
        let width = 40 * scale, height = 30 * scale
        let pixels = (0..<(width * height)).map { i -> UInt32 in
            let x = UInt32(i % width), y = UInt32(i / width)
            let (r, g, b) = (x * 255 / UInt32(width), y * 255 / UInt32(height), (x + y) % 256)
            return alpha << 24 | (r * alpha / 255) << 16 | (g * alpha / 255) << 8 | b * alpha / 255
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    static func frames(_ image: PixelImage, scale: Double) throws -> (painted: RGBImage, reference: RGBImage) {
        let background = Color(white: 0.9)
        let size = CGSize(width: 50, height: 44)
        let painted = Scene(size: size, background: background, shapes: [.image(image, in: rect, cornerRadius: radius)])
        let reference = Scene(size: size, background: background,
                              shapes: [.group(SceneGroup(clip: .roundedRect(rect, cornerRadius: radius), children: [.image(image, in: rect, cornerRadius: 0)]))])
        return (RGBImage(try ScenePainter.rasterize(painted, scale: scale)), RGBImage(try ScenePainter.rasterize(reference, scale: scale)))
    }

    static func channels(_ pixel: UInt32) -> [Int] { [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)] }

    @Test(arguments: [1, 2, 3])
    func anOpaqueImageMatchesTheRoundedClipAwayFromTheCornersAndNearlyInThem(scale: Int) throws {
        let image = Self.image(scale: scale, alpha: 255)
        #expect(image.isOpaque)
        let (painted, reference) = try Self.frames(image, scale: Double(scale))
        // Corner squares: the radius in whole pixels from each corner of the card.
        let side = Int(Self.radius) * scale
        let (x0, y0, x1, y1) = (5 * scale, 7 * scale, 45 * scale, 37 * scale)
        func inCorner(_ x: Int, _ y: Int) -> Bool {
            (x < x0 + side || x >= x1 - side) && (y < y0 + side || y >= y1 - side) && x >= x0 && x < x1 && y >= y0 && y < y1
        }
        var largest = 0
        for y in 0..<painted.height {
            for x in 0..<painted.width {
                if inCorner(x, y) {
                    largest = max(largest, zip(Self.channels(painted[x, y]), Self.channels(reference[x, y])).map { abs($0 - $1) }.max()!)
                } else {
                    #expect(painted[x, y] == reference[x, y], "(\(x), \(y)) at @\(scale)x")
                }
            }
        }
        // At most 16 of 255 in an antialiased corner pixel (measured up to 11 on the frames of
        // scripts/bench-images-scenario.json): cairo rasterises the smaller clip its own way.
        #expect(largest <= 16, "corner difference \(largest) at @\(scale)x")
    }

    @Test func aTranslucentImageIsBlendedThroughTheRoundedClip() throws {
        let image = Self.image(scale: 2, alpha: 0x80)
        #expect(!image.isOpaque)
        let (painted, reference) = try Self.frames(image, scale: 2)
        #expect(painted.pixels == reference.pixels)
        // The card's middle shows the grey background through the half-transparent image:
        // 0xE6 (0.9 of 255) at half weight plus the premultiplied pixel.
        let pixel = image.pixels[30 * 80 + 40]
        let expected = Self.channels(pixel).map { $0 + (0xE6 * 0x7F + 127) / 255 }
        let middle = Self.channels(painted[10 + 40, 14 + 30])
        #expect(zip(middle, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(middle) vs \(expected)")
    }

    /// Which clips an image is painted through: seven pieces only for an opaque image whose card
    /// and corner squares fall on whole device pixels, else the one rounded clip.
    @Test func onlyAnOpaqueImageOnWholePixelsIsPaintedInPieces() throws {
        for scale in [1.0, 2.0, 3.0] {
            let context = try CairoContext(CairoSurface(width: 150, height: 132))
            context.scale(scale)
            let pieces = context.pieces(of: Self.rect, cornerRadius: Self.radius, opaque: true)
            #expect(pieces.count == 7 && pieces.filter(\.rounded).count == 4, "@\(scale)x")
            // The pieces tile the card: their areas add up to the card's.
            #expect(pieces.map { Double($0.box!.width * $0.box!.height) }.reduce(0, +) == 40 * 30, "@\(scale)x")
            #expect(context.pieces(of: Self.rect, cornerRadius: Self.radius, opaque: false).count == 1)
            #expect(context.pieces(of: Self.rect.offsetBy(dx: 0.25, dy: 0), cornerRadius: Self.radius, opaque: true).count == 1)
            #expect(context.pieces(of: Self.rect, cornerRadius: 0, opaque: true).count == 1)
        }
        // At @2.5x a 6 pt radius is 15 px, but the card at x = 5 pt starts at 12.5 px, mid-pixel.
        let context = try CairoContext(CairoSurface(width: 150, height: 132))
        context.scale(2.5)
        #expect(context.pieces(of: Self.rect, cornerRadius: Self.radius, opaque: true).count == 1)
        #expect(context.pieces(of: CGRect(x: 4, y: 8, width: 40, height: 30), cornerRadius: Self.radius, opaque: true).count == 7)
    }

    @Test func anImageIsOpaqueOnlyWhenEveryAlphaIs255() {
        #expect(PixelImage(width: 2, height: 1, pixels: [0xFF00_0000, 0xFFFF_FFFF]).isOpaque)
        #expect(!PixelImage(width: 2, height: 1, pixels: [0xFF00_0000, 0xFEFE_FEFE]).isOpaque)
    }
}
