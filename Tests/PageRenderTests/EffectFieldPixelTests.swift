import Foundation
import Testing

/// The widened effect fields through the binary, in pixels: a law of `[phase, value]` pairs past
/// |p| = 1, `rotation3D.anchor` per phase, `layoutEffect` carousel's `rampLength` and
/// `scaleByDistance`'s `minOpacity`, each drawn by `render` and read back by PIL (a transition's
/// `zIndex`: `ZOrderPixelTests`).
/// The expected numbers are worked here from the laws as docs/effects.md and docs/scenario.md
/// state them (and their sources there: SwiftUI's `rotation3DEffect`, UPCarouselFlowLayout's
/// ratio), never from the code's output.
///
/// Every scene is flat blue (#0000FF) cards with square corners on white at 1 px per pt, read at
/// frame 0 on the row through the cards' centres, where a card's run of non-white pixels starts
/// at its left edge and ends at its right (a fractional edge colours its pixel partly: the run
/// covers it).
@Suite struct EffectFieldPixelTests {
    /// Blue cards 200 × 100 on a `screen` × 200 screen, 1 px per pt, the view at `offset`.
    static func scenario(screen: Int, count: Int, spacing: Int, inset: Int = 0, offset: Double, items: String) -> String {
        """
        {"screen": {"width": \(screen), "height": 200, "scale": 1}, "strategy": {"kind": "free"},
         "content": {"items": {"count": \(count), "size": {"width": 200, "height": 100}, "spacing": \(spacing)},
                     "contentInset": {"left": \(inset), "right": \(inset)}},
         "look": {"preset": "cards", "background": "#FFFFFF", "statusBar": false, "pageControl": false,
                  "items": {"label": false, "cornerRadius": 0, "colors": ["#0000FF"], \(items)}},
         "gesture": {"kind": "fling", "offset": \(offset), "velocity": 0}, "fps": 30}
        """
    }

    static func pixel(_ rgb: [UInt8], width: Int, _ x: Int, _ y: Int) -> [Int] {
        let k = (y * width + x) * 3
        return [Int(rgb[k]), Int(rgb[k + 1]), Int(rgb[k + 2])]
    }

    /// The runs [start, end) of non-white pixels on row `y`.
    static func runs(_ rgb: [UInt8], width: Int, y: Int) -> [(Int, Int)] {
        var runs: [(Int, Int)] = [], start: Int?
        for x in 0...width {
            let inked = x < width && pixel(rgb, width: width, x, y).contains { $0 < 250 }
            if inked, start == nil { start = x }
            if !inked, let s = start { runs.append((s, x)); start = nil }
        }
        return runs
    }

    /// `got` has one run per expected edge pair, each edge within one pixel of the drawn edge:
    /// a run starts at floor(left) and ends at ceil(right).
    static func expectRuns(_ got: [(Int, Int)], _ edges: [(Double, Double)], _ what: String) {
        #expect(got.count == edges.count, "\(what): runs \(got), expected edges \(edges)")
        for (run, edge) in zip(got, edges) {
            #expect(abs(Double(run.0) - edge.0.rounded(.down)) <= 1 && abs(Double(run.1) - edge.1.rounded(.up)) <= 1,
                    "\(what): run \(run) against edges \(edge)")
        }
    }

    static func expectColor(_ got: [Int], _ want: [Double], _ what: String) {
        #expect(zip(got, want).allSatisfy { abs(Double($0) - $1) <= 2 }, "\(what): \(got), expected \(want)")
    }

    @Test func aLawPastOneSlotScalesTheThirdCard() throws {
        // scale [[-2, 0.5], [-1, 0.8], [0, 1], [1, 0.8], [2, 0.5]], read at the signed distance
        // d = (centre - W/2) / pitch since the law reaches past ±1. W = 1000, 200-pt cards end to
        // end (pitch 200), offset 100: card i centres at 200 i, d = i - 2.5:
        //   card 0: d -2.5, held at 0.5  -> 100 wide about 0:    [-50, 50], seen [0, 50]
        //   card 1: d -1.5, 0.65         -> 130 about 200:       [135, 265]
        //   card 2: d -0.5, 0.9          -> 180 about 400:       [310, 490]
        //   card 3: d  0.5, 0.9          -> 180 about 600:       [510, 690]
        //   card 4: d  1.5, 0.65         -> 130 about 800:       [735, 865]
        //   card 5: d  2.5, held at 0.5  -> 100 about 1000:      [950, 1050], seen [950, 1000]
        // (A three-phase law would hold cards 0, 1, 4 and 5 at 0.8: 160 wide.)
        let json = Self.scenario(screen: 1000, count: 6, spacing: 0, offset: 100,
                                 items: #""transition": {"effects": [{"scale": [[-2, 0.5], [-1, 0.8], [0, 1], [1, 0.8], [2, 0.5]]}]}"#)
        let rgb = try LookTextTests.frame(json)
        Self.expectRuns(Self.runs(rgb, width: 1000, y: 100), [(0, 50), (135, 265), (310, 490), (510, 690), (735, 865), (950, 1000)], "piecewise scale")
    }

    @Test func theAnchorFollowsThePhase() throws {
        // rotation3D angle [60, 0, -60] about y, perspective 1 (D = max(200, 100) = 200), anchor
        // [[0, 0.5], [0.5, 0.5], [1, 0.5]]: the leading edge's anchor at the leading side, the
        // trailing edge's at the trailing side. Animated with threshold `centered` (r = 0): the
        // first frame is not animated, so the centred card (d = 0, inclusive) is identity and
        // every other card takes its edge's values exactly (f = 0).
        // W = 800, cards 200 wide 40 apart (pitch 240) behind a 300-pt inset, offset -60: card 1
        // lies at x 300…500, centred (flat); card 0 at 60…260 (leading: 60°, anchor x 0); card 2
        // at 540…740 (trailing: -60°, anchor x 1).
        // rotation3DEffect about y (anchor a, u = x - a.x, z = 0): x' = u cos θ, z' = -u sin θ,
        // w = 1 - z'/D, X = a.x + x'/w. On the centre row (v = 0) Y stays 100.
        //   card 2, a.x = 740: the anchor's edge stays at 740; the far edge u = -200, θ = -60°:
        //   x' = -100, z' = -173.21, w = 1.86603, X = 740 - 53.59 = 686.41.
        //   card 0, a.x = 60: u = +200, θ = 60°: x' = 100, z' = -173.21, X = 60 + 53.59 = 113.59.
        // (About the centre the same turns would span 605.09…728.21 and 71.79…194.91.)
        let json = Self.scenario(screen: 800, count: 4, spacing: 40, inset: 300, offset: -60, items: """
            "transition": {"configuration": "animated", "threshold": "centered",
                           "effects": [{"rotation3D": {"angle": [60, 0, -60], "axis": [0, 1, 0], "anchor": [[0, 0.5], [0.5, 0.5], [1, 0.5]]}}]}
            """)
        let rgb = try LookTextTests.frame(json)
        Self.expectRuns(Self.runs(rgb, width: 800, y: 100), [(60, 113.59), (300, 500), (686.41, 740)], "anchor per phase")
    }

    /// On an 800-pt screen, 200-pt cards 40 apart behind a 300-pt inset at offset -300: card 0
    /// centred at x 400 (untouched: 300…500, pure blue), card 1 centred at 640, 240 pt from the
    /// view's centre. `items` draws card 1 over `edges` in blue at `opacity` on white.
    static func expectSecondCard(_ items: String, edges: (Double, Double), opacity: Double, _ what: String) throws {
        let rgb = try LookTextTests.frame(Self.scenario(screen: 800, count: 3, spacing: 40, inset: 300, offset: -300, items: items))
        Self.expectRuns(Self.runs(rgb, width: 800, y: 100), [(300, 500), edges], what)
        Self.expectColor(Self.pixel(rgb, width: 800, 400, 100), [0, 0, 255], "\(what), card 0")
        let faded = 255 * (1 - opacity)
        Self.expectColor(Self.pixel(rgb, width: 800, 640, 100), [faded, faded, 255], "\(what), card 1")
    }

    @Test func rampLengthSpreadsTheCarouselsRamp() throws {
        // carousel, sideItemScale 0.5, sideItemAlpha 0.4, rampLength 480 (UPCarouselFlowLayout's
        // maxDistance, by default the pitch 240): card 1, 240 pt away, has ratio (480 - 240)/480
        // = 0.5, scale 0.5 + 0.5 (1 - 0.5) = 0.75 (150 wide about 640: 565…715) and alpha
        // 0.4 + 0.5 (1 - 0.4) = 0.7. (The default ramp would give ratio 0: 100 wide, alpha 0.4.)
        try Self.expectSecondCard(#""layoutEffect": {"kind": "carousel", "sideItemScale": 0.5, "sideItemAlpha": 0.4, "rampLength": 480}"#,
                                  edges: (565, 715), opacity: 0.7, "rampLength")
    }

    @Test func minOpacityFadesWithTheScale() throws {
        // scaleByDistance, minScale 0.6, length 480, minOpacity 0.2: card 1's midX 640 lies 240
        // from W/2 = 400: t = 240/480 = 0.5, scale 1 - 0.4 × 0.5 = 0.8 (160 wide: 560…720),
        // opacity 1 - 0.8 × 0.5 = 0.6.
        try Self.expectSecondCard(#""visualEffect": {"recipe": "scaleByDistance", "minScale": 0.6, "length": 480, "minOpacity": 0.2}"#,
                                  edges: (560, 720), opacity: 0.6, "minOpacity")
    }
}
