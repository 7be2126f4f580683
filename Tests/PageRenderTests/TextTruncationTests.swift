import Foundation
import Testing
@testable import PageRender

/// Labels and titles longer than their room end in "…" (docs/scenario.md, "look"), as UILabel's
/// default tail truncation does, instead of running onto the neighbouring cards and off the
/// screen. Pixels by hand from the carousel (ContentLookTests): at the first offset card 0 spans
/// x = 24 … 324, its label centred at y = 212 + 210 = 422 with 8 pt of margin each side; the gap
/// to card 1 (x = 324 … 340) is the background #F2F2F7; the 34-pt title's baseline is 47 + 52 = 99
/// pt down, from the 16-pt margin to at most 390 - 16 = 374.
@Suite struct TextTruncationTests {
    static func firstFrame(label: String, title: String) throws -> RGBImage {
        let look = #"{"preset": "cards", "statusBar": false, "pageControl": false, "title": "\#(title)", "items": {"label": "\#(label)"}}"#
        let (scenes, timeline) = try ContentLookTests.frames(ContentLookTests.carousel(kind: "free", look: look))
        return RGBImage(try FrameRasterizer.rasterize(scenes.scene(for: timeline.samples[0]), scale: 1))
    }

    @Test func aLongLabelStaysInsideItsCard() throws {
        let image = try Self.firstFrame(label: "Card {n} " + String(repeating: "W", count: 120), title: "Featured")
        for y in stride(from: 400, through: 444, by: 4) {
            #expect(image[332, y] == 0xF2F2F7, "gap between cards 0 and 1 at y = \(y)")
            #expect(image[320, y] == 0x007AFF, "card 0 inside its 8-pt label margin at y = \(y)")
        }
        // The label is drawn (white, bold) near the card's left margin: not cut to nothing.
        #expect((30...80).contains { x in (400...444).contains { image[x, $0] == 0xFFFFFF } })
    }

    @Test func aLongTitleEndsBeforeTheRightMargin() throws {
        let image = try Self.firstFrame(label: "{n}", title: String(repeating: "W", count: 60))
        for y in stride(from: 70, through: 100, by: 2) {
            for x in [378, 384, 389] { #expect(image[x, y] == 0xF2F2F7, "(\(x), \(y))") }
        }
        #expect((20...60).contains { x in (70...100).contains { image[x, $0] == 0x000000 } })
    }

    /// Text that fits is drawn exactly as without the limit.
    @Test func textThatFitsIsUnchanged() throws {
        let text = Scene.Shape.text("Card 12", center: CGPoint(x: 60, y: 20), size: 16, color: .black, bold: true)
        func raster(_ shape: Scene.Shape) throws -> RGBImage {
            RGBImage(try FrameRasterizer.rasterize(Scene(size: CGSize(width: 120, height: 40), background: .white, shapes: [shape]), scale: 2))
        }
        #expect(try raster(.truncated(maxWidth: 104, text)) == raster(text))
        #expect(try raster(.truncated(maxWidth: 30, text)) != raster(text))
    }
}
