import Foundation
import Testing
@testable import PageRender

/// `look.items.texts`, `look.items.text` and `look.title` as an object, through the binary: a
/// good value drawn where docs/scenario.md places it (pixels of `render`'s frame, read by PIL),
/// a bad one refused in one line naming the field and what is allowed.
@Suite struct LookTextTests {
    /// One 200 × 150 black card on a white 300 × 200 screen, at rest (a slow fling that does not
    /// move it past its place matters little: frame 0 is read).
    static func scenario(items: String, title: String = "", card: String = "#000000") -> String {
        """
        {"screen": {"width": 300, "height": 200, "scale": 1}, "strategy": {"kind": "free"},
         "content": {"items": {"count": 1, "size": {"width": 200, "height": 150}}, "contentInset": {"left": 50, "right": 50}},
         "look": {"preset": "cards", "background": "#FFFFFF", "statusBar": false, "pageControl": false, \(title)
                  "items": {"colors": ["\(card)"], "cornerRadius": 0, \(items)}},
         "gesture": {"kind": "fling", "velocity": 0}, "fps": 30}
        """
    }

    /// The RGB pixels of frame 0 of `json`.
    static func frame(_ json: String) throws -> [UInt8] {
        let scratch = try Scratch()
        let file = try scratch.write("s.json", json)
        let result = try CLI.run(["render", file, "--out", scratch.path("f")])
        #expect(result.status == 0, "\(result.stderr)")
        return try PNGThroughPIL.rgb(Array(try Data(contentsOf: scratch.url.appendingPathComponent("f/frame-0000.png"))))
    }

    /// Rows `rows` of the 300-px-wide frame, on the card's columns (50…250): how many pixels are
    /// near `color`.
    static func count(_ rgb: [UInt8], rows: Range<Int>, near color: [Int]) -> Int {
        var n = 0
        for y in rows {
            for x in 50..<250 {
                let k = (y * 300 + x) * 3
                if abs(Int(rgb[k]) - color[0]) < 40 && abs(Int(rgb[k + 1]) - color[1]) < 40 && abs(Int(rgb[k + 2]) - color[2]) < 40 { n += 1 }
            }
        }
        return n
    }

    @Test func textsArePlacedWhereTheStyleSays() throws {
        // The card spans y 25…175 (centred on the 200-pt screen). 40-pt capitals: at the top they
        // fill about y 37…66 (12 pt margin, cap height 0.73 × 40); at the bottom about y 125…154;
        // below, in the 64-pt band at y 111…175.
        let red = [255, 0, 0]
        let top = try Self.frame(Self.scenario(items: ##""texts": ["WWWW"], "text": {"size": 40, "color": "#FF0000", "placement": "top"}"##))
        #expect(Self.count(top, rows: 37..<66, near: red) > 300 && Self.count(top, rows: 80..<175, near: red) == 0)
        let bottom = try Self.frame(Self.scenario(items: ##""texts": ["WWWW"], "text": {"size": 40, "color": "#FF0000", "placement": "bottom"}"##))
        #expect(Self.count(bottom, rows: 125..<155, near: red) > 300 && Self.count(bottom, rows: 25..<110, near: red) == 0)
        let centre = try Self.frame(Self.scenario(items: ##""texts": ["WWWW"], "text": {"size": 40, "color": "#FF0000"}"##))
        #expect(Self.count(centre, rows: 85..<115, near: red) > 300 && Self.count(centre, rows: 25..<70, near: red) == 0)
        // The label's template gives way to the texts: no white "1" on the card; without a style the
        // texts draw as the label does, white.
        #expect(Self.count(centre, rows: 25..<175, near: [255, 255, 255]) == 0)
        let plain = try Self.frame(Self.scenario(items: #""texts": ["WWWW"]"#))
        #expect(Self.count(plain, rows: 25..<175, near: [255, 255, 255]) > 200)
    }

    @Test func aTitleObjectSetsSizeAndStyle() throws {
        // Black text over a grey card. Inline: centred on the screen in the 44-pt bar under the
        // 20-pt status bar area (centre y 42); large: from the layout margin, its baseline 18 + 20
        // pt below that area (y 58).
        func columns(_ rgb: [UInt8], rows: Range<Int>) -> (Int, Int) {
            var xs: [Int] = []
            for y in rows { for x in 0..<300 where rgb[(y * 300 + x) * 3] < 60 { xs.append(x) } }
            return (xs.min() ?? -1, xs.max() ?? -1)
        }
        let inline = try Self.frame(Self.scenario(items: #""label": false"#, title: #""title": {"text": "Deals", "size": 12, "style": "inline"},"#, card: "#CCCCCC"))
        let (l, r) = columns(inline, rows: 30..<55)
        #expect(l > 100 && r < 200 && abs((l + r) - 300) <= 4, "inline title spans \(l)…\(r)")
        let large = try Self.frame(Self.scenario(items: #""label": false"#, title: #""title": {"text": "Deals", "size": 20, "style": "large"},"#, card: "#CCCCCC"))
        let (ll, lr) = columns(large, rows: 38..<58)
        #expect(ll >= 8 && ll <= 24 && lr > ll + 40, "large title spans \(ll)…\(lr)")
        #expect(columns(large, rows: 60..<200).0 == -1, "nothing dark below the large title's baseline")
    }

    @Test func badValuesAreRefusedInOneLine() throws {
        let scratch = try Scratch()
        let rows: [(String, String, String)] = [
            (#""texts": []"#, "", "look.items.texts"),
            (#""texts": [5]"#, "", "look.items.texts[0]"),
            (#""text": {"size": 1000}"#, "", "look.items.text.size"),
            (#""text": {"weight": "heavy"}"#, "", "look.items.text.weight"),
            (#""text": {"placement": "left"}"#, "", "look.items.text.placement"),
            (##""text": {"colour": "#FFF"}"##, "", "look.items.text.colour"),
            (#""label": false"#, #""title": {"text": "T", "style": "huge"},"#, "look.title.style"),
            (#""label": false"#, #""title": {"size": 20},"#, "look.title.text"),
        ]
        for (items, title, path) in rows {
            let file = try scratch.write("s.json", Self.scenario(items: items, title: title))
            let result = try CLI.run(["render", file, "--out", scratch.path("f")])
            let lines = result.stderr.split(separator: "\n")
            #expect(result.status == 2 && lines.count == 1 && lines[0].contains(path), "\(items) \(title): \(result.stderr)")
        }
    }
}
