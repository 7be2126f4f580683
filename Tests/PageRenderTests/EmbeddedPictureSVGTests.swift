import Foundation
import Testing
@testable import PageRender

/// An SVG frame (render --format svg) shows a group with a perspective or filters as one embedded
/// picture of it as painted; librsvg (rsvg-convert, an independent renderer) draws that document
/// like the PNG frame.
@Suite struct EmbeddedPictureSVGTests {
    /// A card with a label turned 30° about y and blurred 1 pt, on a grey screen with a flat
    /// rect beside it.
    static func scene() -> Scene {
        let h = Rotation3D(degrees: 30, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1, width: 300, height: 200).homography
        let card = SceneGroup(id: .item(0), transform: .translation(100, 100), projective: h, filters: [.blur(sigma: 1)], children: [
            .rect(CGRect(x: 0, y: 0, width: 300, height: 200), fill: Color(red: 0.9, green: 0.3, blue: 0.2), cornerRadius: 16),
            .text("Card 1", center: CGPoint(x: 150, y: 100), size: 40, color: Color(red: 1, green: 1, blue: 1), bold: true),
        ])
        let beside = Scene.Shape.rect(CGRect(x: 20, y: 330, width: 80, height: 40), fill: Color(red: 0.1, green: 0.2, blue: 0.8))
        return Scene(size: CGSize(width: 500, height: 400), background: Color(red: 0.5, green: 0.5, blue: 0.5), shapes: [beside, .group(card)])
    }

    /// One `<image>` (the card; nothing else in the scene is a picture) with PNG data, and
    /// rsvg-convert's pixels within 24 of 255 of the PNG frame's on all but 0.5 % of the pixels
    /// (the embedded picture is the PNG frame's own pixels of the card, at 1 px/pt here, so only
    /// librsvg's placing of the flat rect's and the picture's edges differs).
    @Test func perspectiveGroupIsOneEmbeddedPicture() throws {
        #expect(FileManager.default.isExecutableFile(atPath: SVGRenderingTests.rsvgConvert), "install librsvg2-bin (make deps)")
        let svg = try SVGWriter.document(for: Self.scene(), rasterScale: 1)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.components(separatedBy: "<image").count - 1 == 1)
        #expect(text.contains("data:image/png;base64,"))
        let drawn = try SVGRenderingTests.rasterizeWithRsvg(svg)
        let png = try ScenePainter.rasterize(Self.scene(), scale: 1)
        #expect(drawn.width == png.width && drawn.height == png.height)
        let diff = ReferenceImages.difference(png.rgbaBytes(), drawn.rgbaBytes(), threshold: 24)
        #expect(diff.ratio <= 0.005, "\(diff.mismatched) of \(diff.total) pixels differ")
    }

    /// At 2 px/pt (a @2x render's SVG frames) the picture has twice the pixels and is placed at
    /// half size: rsvg-convert's frame at 1 px/pt stays within 32 of the PNG frame at 1 px/pt on
    /// all but 2 % of the pixels (the card's edges and text are resampled by librsvg).
    @Test func pictureHasTheRenderScalesPixels() throws {
        let svg = try SVGWriter.document(for: Self.scene(), rasterScale: 2)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.components(separatedBy: "<image").count - 1 == 1)
        let drawn = try SVGRenderingTests.rasterizeWithRsvg(svg)
        let png = try ScenePainter.rasterize(Self.scene(), scale: 1)
        let diff = ReferenceImages.difference(png.rgbaBytes(), drawn.rgbaBytes(), threshold: 32)
        #expect(diff.ratio <= 0.02, "\(diff.mismatched) of \(diff.total) pixels differ")
    }
}
