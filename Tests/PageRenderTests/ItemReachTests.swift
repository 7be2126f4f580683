import Foundation
import Testing
@testable import PageRender

/// Items are culled by what they paint, through the binary: a card off the screen whose shadow
/// reaches in, and a card whose layout effect and transition together carry it in, are drawn;
/// and `simulate --items` reports a layout effect combined with a transition without repeating a
/// name. Every expected pixel and corner is worked by hand below from the scenario's numbers.
@Suite struct ItemReachTests {
    /// A white 300 × 200 screen at @1x, two black 60 × 60 cards in a row starting 100 pt in,
    /// `spacing` apart (card 1 at x = 160 + spacing), `items` added to the look's items.
    static func scenario(spacing: Int, items: String) -> String {
        """
        {"screen": {"width": 300, "height": 200, "scale": 1}, "strategy": {"kind": "free"},
         "content": {"items": {"count": 2, "size": {"width": 60, "height": 60}, "spacing": \(spacing)}, "contentInset": {"left": 100, "right": 100}},
         "look": {"preset": "cards", "background": "#FFFFFF", "statusBar": false, "pageControl": false,
                  "items": {"colors": ["#000000"], "cornerRadius": 0, "label": false, \(items)}},
         "gesture": {"kind": "fling", "velocity": 0}, "fps": 30}
        """
    }

    /// The red channel along row y = 100 of frame 0.
    static func row(_ json: String) throws -> [Int] {
        let rgb = try LookTextTests.frame(json)
        return (0..<300).map { Int(rgb[(100 * 300 + $0) * 3]) }
    }

    @Test func aShadowReachingInFromACardOffTheScreenIsDrawn() throws {
        // Card 1 at x 320…380, 20 pt past the screen's right edge; its shadow (black at 0.5, no
        // blur) moved 40 pt left covers x 280…340: half black (128) from x 280 to the edge.
        let row = try Self.row(Self.scenario(spacing: 160, items: ##""shadow": {"color": "#000000", "opacity": 0.5, "radius": 0, "offset": [-40, 0]}"##))
        #expect(abs(row[285] - 128) <= 1 && abs(row[299] - 128) <= 1, "x 285: \(row[285]), x 299: \(row[299])")
        #expect(row[275] == 255, "left of the shadow: \(row[275])")
    }

    /// A zoom of 2 (every item, everywhere) under a transition's constant scale of 1.5: each card
    /// is drawn 3 times its size about its centre.
    static let tripled = #""layoutEffect": {"kind": "zoom", "minScale": 2, "maxScale": 2}, "transition": {"effects": [{"scale": [1.5, 1.5, 1.5]}]}"#

    @Test func aLayoutEffectAndATransitionTogetherReachAsFarAsTheyDraw() throws {
        // Card 1 at x 355…415 (spacing 195), centre 385: tripled it spans 295…475, so its left
        // 5 pt are on the screen. Each effect alone reaches less far (the zoom 30 pt, the
        // transition's 1.5 on a 60-pt card 15 pt), and so did their sum.
        let row = try Self.row(Self.scenario(spacing: 195, items: Self.tripled))
        #expect(row[293] == 255 && row[296] == 0 && row[299] == 0, "x 293: \(row[293]), 296: \(row[296]), 299: \(row[299])")
    }

    @Test func simulateItemsKeepsTheLayoutsValuesApartFromTheChains() throws {
        let scratch = try Scratch()
        let file = try scratch.write("s.json", Self.scenario(spacing: 185, items: Self.tripled))
        let result = try CLI.run(["simulate", file, "--items", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        // The parser refuses duplicate keys, as the scenario reader does.
        let json = try JSONParser.parse(Array(result.stdout.utf8))
        guard case let .array(samples)? = json["samples"], case let .array(items)? = samples.first?["items"] else {
            Issue.record("no items in \(result.stdout.prefix(300))")
            return
        }
        // Card 1 at x 345…405, y 70…130, centre (375, 100): tripled, x 285…465, y 10…190.
        let card = try #require(items.first { $0["index"] == .number(1) })
        #expect(card["effects"]?["scale"] == .object([("x", .number(1.5)), ("y", .number(1.5))]))
        #expect(card["effects"]?["layoutEffect"]?["scale"] == .number(2))
        #expect(card["corners"] == .array([[285, 10], [465, 10], [465, 190], [285, 190]].map { .array($0.map { JSONValue.number(Double($0)) }) }))
    }
}
