import Foundation
import Testing
@testable import PageRender

/// `simulate --items` through the binary: against numbers worked outside the code from the rules
/// docs/effects.md states (SwiftUI's `scrollTransition` edge fractions under the default
/// interactive configuration, and `rotation3DEffect`'s projection as OpenSwiftUI's matrices,
/// tested against Apple's binary, define it). On a 393-pt scroll view with 300-pt cards 16 apart
/// behind 32-pt margins, card 1 at rest has f_BT = 0.0452, so it scales to 0.8090, fades to 0.5226
/// and turns -28.644°; its corners after `.scaleEffect(0.809).rotation3DEffect(-28.644°)` on a
/// 300 × 200 card are (60.80, 32.24), (282.12, -0.36), (282.12, 200.36), (60.80, 167.76). And
/// against the pixels `render` draws.
@Suite struct ItemReportTests {
    static func scenario(width: Int, effects: String, colors: String = "", chrome: String = "") -> String {
        """
        {"screen": {"width": \(width), "height": 200, "scale": 1},
         "content": {"items": {"count": 4, "size": {"width": 300, "height": 200}, "spacing": 16}, "contentInset": {"left": 32, "right": 32}},
         "look": {"preset": "cards", "background": "#FFFFFF", \(chrome) "items": {"label": false, \(colors) "transition": {"effects": \(effects)}}},
         "strategy": {"kind": "free"}, "gesture": {"kind": "swipe", "distance": 40, "duration": 100}, "fps": 30}
        """
    }

    /// The `items` of the first sample of `simulate --items` on `json`.
    static func firstItems(_ json: String, in scratch: Scratch) throws -> [[String: Any]] {
        let file = try scratch.write("s.json", json)
        let result = try CLI.run(["simulate", file, "--items"])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let samples = try #require(root["samples"] as? [[String: Any]])
        return try #require(samples.first?["items"] as? [[String: Any]])
    }

    static func number(_ v: Any?) -> Double { (v as? NSNumber)?.doubleValue ?? .nan }

    @Test func theSpecificationsWorkedCardReadsAsData() throws {
        let scratch = try Scratch()
        let items = try Self.firstItems(Self.scenario(width: 393, effects: #"[{"scale": 0.8}, {"rotation3D": {"angle": [30, 0, -30], "axis": [0, 1, 0], "perspective": 1}}, {"opacity": 0.5}]"#),
                                        in: scratch)
        let card = try #require(items.first { Self.number($0["index"]) == 1 })
        let frame = try #require(card["frame"] as? [String: Any])
        #expect(Self.number(frame["x"]) == 348 && Self.number(frame["y"]) == 0 && Self.number(frame["width"]) == 300)
        let effects = try #require(card["effects"] as? [String: Any])
        let scale = try #require(effects["scale"] as? [String: Any])
        #expect(abs(Self.number(scale["x"]) - 0.8090) < 1e-4)
        let turn = try #require(effects["rotation3D"] as? [String: Any])
        #expect(abs(Self.number(turn["angle"]) - -28.644) < 1e-3)
        #expect(abs(Self.number(card["opacity"]) - 0.5226) < 1e-4)
        let corners = try #require(card["corners"] as? [[Any]]).map { ($0.map { Self.number($0) }) }
        let expected: [[Double]] = [[60.80, 32.24], [282.12, -0.36], [282.12, 200.36], [60.80, 167.76]]
        for (got, want) in zip(corners, expected) {
            // The table's two decimals (and its angle rounded to 0.001°, scale to 0.0001).
            #expect(abs(got[0] - (348 + want[0])) < 0.03 && abs(got[1] - want[1]) < 0.03, "\(got) against \(want)")
        }
        // Card 0 sits inside the viewport: identity, drawn where it is laid out.
        let first = try #require(items.first { Self.number($0["index"]) == 0 })
        #expect(first["corners"] as? [[Double]] == [[32, 0], [332, 0], [332, 200], [32, 200]] && Self.number(first["opacity"]) == 1)
    }

    /// The reported corners and opacity are where and how the frame draws the card: on a 500-pt
    /// screen card 1 (blue #3366CC on white) enters past the right edge, scaled and faded; the PNG
    /// of the same sample shows the blend of blue at the reported opacity inside the reported
    /// rect, and white 3 px outside its left, top and bottom edges.
    @Test func reportedCornersAndOpacityMatchThePixels() throws {
        let scratch = try Scratch()
        let json = Self.scenario(width: 500, effects: #"[{"scale": 0.8}, {"opacity": 0.5}]"#, colors: ##""colors": ["#3366CC"],"##)
        let items = try Self.firstItems(json, in: scratch)
        let card = try #require(items.first { Self.number($0["index"]) == 1 })
        let corners = try #require(card["corners"] as? [[Any]]).map { $0.map { Self.number($0) } }
        let opacity = Self.number(card["opacity"])
        #expect(opacity < 1 && opacity > 0)
        let render = try CLI.run(["render", scratch.path("s.json"), "--out", scratch.path("frames")])
        #expect(render.status == 0, "\(render.stderr)")
        let rgb = try PNGThroughPIL.rgb(Array(try Data(contentsOf: scratch.url.appendingPathComponent("frames/frame-0000.png"))))
        func pixel(_ x: Double, _ y: Double) -> [Int] {
            let k = (Int(y) * 500 + Int(x)) * 3
            return [Int(rgb[k]), Int(rgb[k + 1]), Int(rgb[k + 2])]
        }
        let blue: [Double] = [0x33, 0x66, 0xCC]
        let blend: [Int] = blue.map { Int(($0 * opacity + 255 * (1 - opacity)).rounded()) }
        let white = [255, 255, 255]
        let left = corners[0][0], top = corners[0][1], bottom = corners[3][1]
        #expect(corners[1][0] > 500 && left < 400, "card 1 should cross the right edge: \(corners)")
        let midY = (top + bottom) / 2, inside = left + 40
        let probes: [(Double, Double, [Int])] = [(inside, midY, blend), (left + 3, midY, blend), (inside, top + 3, blend), (inside, bottom - 3, blend),
                                                 (left - 3, midY, white), (inside, top - 3, white), (inside, bottom + 3, white)]
        for (x, y, want) in probes {
            let got = pixel(x, y)
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "(\(x), \(y)): \(got), expected \(want)")
        }
    }

    /// A turned card's reported corners and opacity against the pixels. Card 1 (blue #3366CC on
    /// white) enters the 500-pt screen turned about y by `rotation3D` [30, 0, -30] and faded by
    /// opacity 0.5 at its edge. A turn about y maps each vertical line of the card to a vertical
    /// line (X and the divisor w depend only on the point's x) and straight lines to straight
    /// lines, so the frame draws the quad of the reported corners: its left edge the vertical
    /// through TL and BL, its top and bottom the lines TL–TR and BL–BR, filled with the blend of
    /// blue at the reported opacity.
    @Test func aTurnedCardsCornersAndOpacityMatchThePixels() throws {
        let scratch = try Scratch()
        let json = Self.scenario(width: 500, effects: #"[{"rotation3D": {"angle": [30, 0, -30], "axis": [0, 1, 0]}}, {"opacity": 0.5}]"#,
                                 colors: ##""colors": ["#3366CC"], "cornerRadius": 0,"##, chrome: #""statusBar": false, "pageControl": false,"#)
        let items = try Self.firstItems(json, in: scratch)
        let card = try #require(items.first { Self.number($0["index"]) == 1 })
        let c = try #require(card["corners"] as? [[Any]]).map { $0.map { Self.number($0) } }
        let opacity = Self.number(card["opacity"])
        // The card's left side is pushed away (a negative turn at the trailing edge): it is drawn
        // shorter than the 200-pt screen, with white above and below it.
        #expect(c[0][0] == c[3][0] && c[0][1] > 2 && c[3][1] < 198 && c[0][0] > 300 && c[0][0] < 480, "\(c)")
        #expect(opacity > 0.5 && opacity < 1)
        let render = try CLI.run(["render", scratch.path("s.json"), "--out", scratch.path("frames")])
        #expect(render.status == 0, "\(render.stderr)")
        let rgb = try PNGThroughPIL.rgb(Array(try Data(contentsOf: scratch.url.appendingPathComponent("frames/frame-0000.png"))))
        func inked(_ x: Int, _ y: Int) -> Bool { (0..<3).contains { rgb[(y * 500 + x) * 3 + $0] < 250 } }
        // The left edge: on the middle row, the first inked pixel right of card 0 (flat at
        // 32…332) is the one holding x = TL.x.
        let left = c[0][0]
        let firstColumn = try #require((333..<500).first { inked($0, 100) })
        #expect(abs(Double(firstColumn) - left.rounded(.down)) <= 1, "first inked column \(firstColumn), reported left edge \(left)")
        // Top and bottom a few pixels in: the first and last inked rows of column x are those
        // holding the lines TL–TR and BL–BR over the column's width.
        func line(_ p: [Double], _ q: [Double], at x: Double) -> Double { p[1] + (x - p[0]) * (q[1] - p[1]) / (q[0] - p[0]) }
        for x in [Int(left) + 4, Int(left) + 60] {
            let top = min(line(c[0], c[1], at: Double(x)), line(c[0], c[1], at: Double(x + 1)))
            let bottom = max(line(c[3], c[2], at: Double(x)), line(c[3], c[2], at: Double(x + 1)))
            let rows = (0..<200).filter { inked(x, $0) }
            let first = try #require(rows.first), last = try #require(rows.last)
            #expect(abs(Double(first) - top.rounded(.down)) <= 1, "column \(x): first inked row \(first), reported top \(top)")
            #expect(abs(Double(last) - (bottom.rounded(.up) - 1)) <= 1, "column \(x): last inked row \(last), reported bottom \(bottom)")
        }
        // Inside, the blend of blue at the reported opacity.
        let k = (100 * 500 + Int(left) + 30) * 3
        let want = [0x33, 0x66, 0xCC].map { Double($0) * opacity + 255 * (1 - opacity) }
        for channel in 0..<3 {
            #expect(abs(Double(rgb[k + channel]) - want[channel]) <= 2, "channel \(channel): \(rgb[k + channel]), expected \(want[channel])")
        }
    }

    @Test func csvHasOneRowPerItemAndSample() throws {
        let scratch = try Scratch()
        let file = try scratch.write("s.json", Self.scenario(width: 393, effects: #"[{"scale": 0.8}]"#))
        let result = try CLI.run(["simulate", file, "--items", "--format", "csv"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == Substring(ItemReport.csvHeader))
        // Every row has the header's 18 fields (the effects object quoted, its quotes doubled).
        #expect(lines.dropFirst().allSatisfy { $0.hasSuffix("\"") && $0.split(separator: ",", maxSplits: 17).count == 18 })
        #expect(lines.contains { $0.hasPrefix("0,1,true,348,0,300,200,") })
    }
}
