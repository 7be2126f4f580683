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
        return RGBImage(try ScenePainter.rasterize(scenes.scene(for: timeline.samples[0]), scale: 1))
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

    /// Text that fits comes back as it is; text that does not is cut to the longest prefix with
    /// "…" that fits. Expected strings worked with fixed advances (10 pt a character, 5 pt for
    /// "…"), independent of any font: "Card 12" is 70 pt wide.
    @Test func fittingKeepsWhatFitsAndCutsWhatDoesNot() {
        let metrics = TextMetrics { string, _, _ in Double(string.filter { $0 != "…" }.count) * 10 + (string.hasSuffix("…") ? 5 : 0) }
        #expect(metrics.fitting("Card 12", in: 70, size: 16, bold: true) == "Card 12")
        // 45 pt: four characters and "…" (45), the space after "Card" dropped.
        #expect(metrics.fitting("Card 12", in: 49, size: 16, bold: true) == "Card…")
        #expect(metrics.fitting("Card 12", in: 4, size: 16, bold: true) == "")
    }

    /// Cairo's measurements are the painter's font's: "Card 12" in 16-pt bold DejaVu Sans is 8924
    /// of 2048 units per em by the advances of DejaVuSans-Bold.ttf's hmtx table (read through its
    /// cmap with a small Python reader of the TrueType tables; cairo's toy text API
    /// does not kern), 69.72 pt, so it fits in 70 pt and not in 69.
    @Test func cairoMetricsMeasureTheDrawnFont() {
        let metrics = TextMetrics.cairo()
        #expect(abs(metrics.advance("Card 12", 16, true) - 69.71875) < 0.01)
        #expect(metrics.fitting("Card 12", in: 70, size: 16, bold: true) == "Card 12")
        #expect(metrics.fitting("Card 12", in: 69, size: 16, bold: true) == "Card…")
    }
}
