import Foundation
import Testing
@testable import PageRender

/// Item images in SVG frames: cairo's SVG surface embeds each as a PNG; renderpages hands it
/// bytes encoded once per image instead of letting it encode the pixels again in every frame.
@Suite struct SVGItemImageTests {
    /// A 60 × 84 px picture with a colour per pixel (a gradient and a diagonal stripe), so a
    /// misplaced or resampled embedding shows.
    static let picture = PixelImage(width: 60, height: 84, pixels: (0..<(60 * 84)).map { i in
        let x = i % 60, y = i / 60
        return 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 3) << 8 | ((x + y) % 12 < 6 ? 0xF0 : 0x20)
    })

    static func scenes() throws -> (FrameScenes, Timeline) {
        try ContentLookTests.frames(ContentLookTests.carousel(kind: "free", look: #"{"preset": "cards", "items": {"label": false}}"#),
                                    images: [picture])
    }

    /// The documents of two frames, drawn from the same images, embed the same PNG bytes; those
    /// bytes, read back by cairo's PNG reader (libpng), are the 300 × 420 px item image pixel for
    /// pixel; and librsvg draws the frame as the PNG path does (tolerances as in
    /// SVGRenderingTests).
    @Test func embeddedImagesAreEncodedOnceAndDrawAsThePNGFrame() throws {
        let (scenes, timeline) = try Self.scenes()
        let frames = [timeline.samples[0], timeline.samples[timeline.samples.count / 2]]
        let documents = try frames.map { String(decoding: try SVGWriter.document(for: scenes.scene(for: $0)), as: UTF8.self) }
        let embedded = documents.map { document in
            document.components(separatedBy: "data:image/png;base64,").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(!embedded[0].isEmpty && Set(embedded[0]).count == 1, "one distinct image in frame 0")
        #expect(Set(embedded[0]) == Set(embedded[1]))
        let png = try #require(Data(base64Encoded: embedded[0][0]))
        let decoded = RGBImage(try CairoSurface(png: Array(png)))
        let item = try #require(ItemImageSet(images: [Self.picture], itemSizes: [CGSize(width: 300, height: 420)], scale: 1)
            .image(ofItem: 0, size: CGSize(width: 300, height: 420))).image
        #expect(decoded.width == item.width && decoded.height == item.height)
        #expect(decoded.pixels == item.pixels.map { $0 & 0xFF_FFFF })

        let scene = scenes.scene(for: frames[1])
        let png1 = try ScenePainter.rasterize(scene, scale: 1)
        let svg = try SVGRenderingTests.rasterizeWithRsvg(try SVGWriter.document(for: scene))
        let diff = ReferenceImages.difference(png1.rgbaBytes(), svg.rgbaBytes(), threshold: 32)
        #expect(diff.ratio <= 0.01, "\(diff.mismatched) of \(diff.total) pixels differ")
    }

    /// An image already the item's pixel size is drawn as it is (`aspectFilled` returns it), so
    /// the picture the test holds is the one the SVG surface embedded: after two frames its PNG
    /// bytes exist (the closure that would make them again is not called) and they are the
    /// bytes embedded in the documents.
    @Test func anImageIsEncodedOnceForEveryFrame() throws {
        let pixels: [UInt32] = (0..<(300 * 420)).map { (i: Int) -> UInt32 in
            let red = UInt32(i % 300 * 255 / 299), green = UInt32(i / 300 * 255 / 419)
            return 0xFF00_0000 | red << 16 | green << 8 | 0x80
        }
        let picture = PixelImage(width: 300, height: 420, pixels: pixels)
        let (scenes, timeline) = try ContentLookTests.frames(
            ContentLookTests.carousel(kind: "free", look: #"{"preset": "cards", "items": {"label": false}}"#), images: [picture])
        let documents = try [0, 1].map { String(decoding: try SVGWriter.document(for: scenes.scene(for: timeline.samples[$0])), as: UTF8.self) }
        var madeAgain = false
        let bytes = picture.png.bytes { madeAgain = true; return [] }
        #expect(!madeAgain && !bytes.isEmpty)
        for document in documents { #expect(document.contains("data:image/png;base64," + Data(bytes).base64EncodedString())) }
    }
}
