import Foundation
import Testing
@testable import PageRender

/// `look.items.inset` through the binary: the card drawn inside its cell (docs/scenario.md).
@Suite struct LookSurfaceTests {
    @Test func anInsetCardLeavesItsCellsEdgeToTheBackground() throws {
        // One 200 × 150 cell at x 50…250, y 25…175 of a white 300 × 200 screen; inset 20 left and
        // right, 10 top and bottom: the black card spans x 70…230, y 35…165.
        let rgb = try LookTextTests.frame(LookTextTests.scenario(items: #""label": false, "inset": {"left": 20, "right": 20, "top": 10, "bottom": 10}"#))
        func pixel(_ x: Int, _ y: Int) -> Int { Int(rgb[(y * 300 + x) * 3]) }
        #expect(pixel(60, 100) == 255 && pixel(240, 100) == 255 && pixel(150, 30) == 255 && pixel(150, 170) == 255)
        #expect(pixel(72, 100) == 0 && pixel(228, 100) == 0 && pixel(150, 37) == 0 && pixel(150, 163) == 0)
        // One number insets every side.
        let all = try LookTextTests.frame(LookTextTests.scenario(items: #""label": false, "inset": 30"#))
        #expect(Int(all[(100 * 300 + 75) * 3]) == 255 && Int(all[(100 * 300 + 85) * 3]) == 0)
        let scratch = try Scratch()
        let file = try scratch.write("s.json", LookTextTests.scenario(items: #""inset": -5"#))
        let bad = try CLI.run(["render", file, "--out", scratch.path("f")])
        #expect(bad.status == 2 && bad.stderr.contains("look.items.inset") && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
    }
}

/// An opaque item image is not drawn over the card's colour, so the colour cannot show as a
/// hairline along the image's antialiased rounded edge (the "coloured hairline around a photo's
/// anti-aliased edge" a user saw).
@Suite struct ImageEdgeTests {
    /// `blue.png` in `scratch`: 40 × 30 px of pure blue, written by PIL (not the project's encoder).
    static func writeBluePNG(in scratch: Scratch) throws {
        try scratch.write("blue.py", """
        from PIL import Image
        Image.new("RGB", (40, 30), (0, 0, 255)).save("\(scratch.path("blue.png"))")
        """)
        _ = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("blue.py")])
    }

    @Test func noCardColourAroundAnOpaqueImage() throws {
        let scratch = try Scratch()
        try Self.writeBluePNG(in: scratch)
        // A red card (#FF0000) under a solid blue picture on white, corners of 16 pt at @2x:
        // white over blue gives R = G at every edge pixel; red showing through gives R > G.
        let json = LookTextTests.scenario(items: #""label": false, "images": ["\#(scratch.path("blue.png"))"]"#, card: "#FF0000")
            .replacingOccurrences(of: "\"scale\": 1", with: "\"scale\": 2").replacingOccurrences(of: "\"cornerRadius\": 0", with: "\"cornerRadius\": 16")
        let file = try scratch.write("s.json", json)
        let result = try CLI.run(["render", file, "--out", scratch.path("f")])
        #expect(result.status == 0, "\(result.stderr)")
        let rgb = try PNGThroughPIL.rgb(Array(try Data(contentsOf: scratch.url.appendingPathComponent("f/frame-0000.png"))))
        var worst = 0, edge = 0
        for k in stride(from: 0, to: rgb.count, by: 3) {
            let r = Int(rgb[k]), g = Int(rgb[k + 1]), b = Int(rgb[k + 2])
            if b > g + 10 && r > 0 { edge += 1 }
            worst = max(worst, r - g)
        }
        #expect(edge > 0, "the image's antialiased edge should be in the frame")
        #expect(worst <= 1, "red shows through by \(worst) levels at the image's edge")
    }
}

/// `look.items.shadow` through the binary: a blurred silhouette of the card under it, moved by
/// the offset (docs/looks.md: σ = radius).
@Suite struct ItemShadowTests {
    @Test func theShadowFallsUnderTheCardByItsOffset() throws {
        // A white card at y 25…175 on white: the shadow (black at 0.5, offset 10 down, radius 2,
        // so σ 2 and a reach of 6) spans y 35…185 blurred by ±6: 5 pt below the card (y 180) it
        // is dark (0.5 × Φ(2.5) of black: about 128); 10 pt past its edge (y 195) and above the
        // card (y 22) the background stays white.
        let rgb = try LookTextTests.frame(LookTextTests.scenario(
            items: ##""label": false, "shadow": {"color": "#000000", "opacity": 0.5, "radius": 2, "offset": [0, 10]}"##, card: "#FFFFFF"))
        func grey(_ y: Int) -> Int { Int(rgb[(y * 300 + 150) * 3]) }
        #expect(abs(grey(180) - 128) <= 8, "below the card: \(grey(180))")
        #expect(grey(195) == 255 && grey(22) == 255 && grey(100) == 255, "\(grey(195)) \(grey(22)) \(grey(100))")
        // Without a radius the silhouette is sharp: 0.5 black exactly, to the pixel.
        let sharp = try LookTextTests.frame(LookTextTests.scenario(
            items: ##""label": false, "shadow": {"opacity": 0.5, "radius": 0, "offset": [0, 10]}"##, card: "#FFFFFF"))
        #expect(abs(Int(sharp[(180 * 300 + 150) * 3]) - 128) <= 1 && Int(sharp[(186 * 300 + 150) * 3]) == 255)
    }

    @Test func badShadowsAreRefusedInOneLine() throws {
        let scratch = try Scratch()
        for (shadow, path) in [(#"{"opacity": 2}"#, "look.items.shadow.opacity"), (#"{"radius": -1}"#, "look.items.shadow.radius"),
                               (#"{"offset": [1]}"#, "look.items.shadow.offset"), (#"{"blur": 3}"#, "look.items.shadow.blur")] {
            let file = try scratch.write("s.json", LookTextTests.scenario(items: #""shadow": \#(shadow)"#))
            let result = try CLI.run(["render", file, "--out", scratch.path("f")])
            #expect(result.status == 2 && result.stderr.contains(path) && result.stderr.split(separator: "\n").count == 1, "\(shadow): \(result.stderr)")
        }
    }
}

/// Gradients in `look.items.colors` through the binary (docs/scenario.md): stops evenly spaced
/// along the angle, and SwiftUI's `color.gradient` as documented (a fifth of the way to white at
/// the top, the colour at the bottom).
@Suite struct ItemGradientTests {
    /// The card's colour at its centre column, `y` pt down the 200-pt screen (card y 25…175).
    static func column(_ colors: String) throws -> (Int) -> [Int] {
        let rgb = try LookTextTests.frame(Self.scenario(colors))
        return { y in let k = (y * 300 + 150) * 3; return [Int(rgb[k]), Int(rgb[k + 1]), Int(rgb[k + 2])] }
    }

    /// LookTextTests' one-card scenario with `colors` as its colour list.
    static func scenario(_ colors: String) -> String {
        LookTextTests.scenario(items: #""label": false"#).replacingOccurrences(of: ##""colors": ["#000000"]"##, with: #""colors": [\#(colors)]"#)
    }

    static func near(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test func stopsRunAlongTheAngle() throws {
        // Top to bottom (90, the default) over the 150-pt card: red at the top edge, blue at the
        // bottom, half and half in the middle (y 100).
        let two = try Self.column(##"{"gradient": ["#FF0000", "#0000FF"]}"##)
        #expect(Self.near(two(26), [254, 0, 1], 3) && Self.near(two(174), [1, 0, 254], 3) && Self.near(two(100), [128, 0, 127], 3), "\(two(26)) \(two(100)) \(two(174))")
        // Three stops: green in the middle.
        let three = try Self.column(##"{"gradient": ["#FF0000", "#00FF00", "#0000FF"]}"##)
        #expect(Self.near(three(100), [0, 255, 0], 3), "\(three(100))")
        // Angle 0 runs left to right: the centre column is the middle of the ramp at every height.
        let across = try Self.column(##"{"gradient": ["#FF0000", "#0000FF"], "angle": 0}"##)
        #expect(Self.near(across(40), [128, 0, 127], 3) && Self.near(across(160), [128, 0, 127], 3))
        // color.gradient: (0, 0, 255) + 0.2 (255 - c) = (51, 51, 255) at the top, the colour below.
        let standard = try Self.column(##"{"gradient": "#0000FF"}"##)
        #expect(Self.near(standard(26), [51, 51, 255], 3) && Self.near(standard(174), [0, 0, 255], 3), "\(standard(26)) \(standard(174))")
    }

    @Test func badGradientsAreRefusedInOneLine() throws {
        let scratch = try Scratch()
        for (entry, path) in [(##"{"gradient": ["#FF0000"]}"##, "look.items.colors[0].gradient"),
                              (##"{"gradient": ["#FF0000", "#00F"], "angle": 400}"##, "look.items.colors[0].angle"),
                              (##"{"gradient": "#00F", "angle": 0}"##, "look.items.colors[0].angle"),
                              (##"{"gradient": ["#FF0000", "blue"]}"##, "look.items.colors[0].gradient[1]"),
                              (##"{"stops": ["#FF0000", "#00F"]}"##, "look.items.colors[0].stops")] {
            let file = try scratch.write("s.json", Self.scenario(entry))
            let result = try CLI.run(["render", file, "--out", scratch.path("f")])
            #expect(result.status == 2 && result.stderr.contains(path) && result.stderr.split(separator: "\n").count == 1, "\(entry): \(result.stderr)")
        }
        // One stop is a gradient short of stops, said as such, with the one-colour form beside it.
        let file = try scratch.write("s.json", Self.scenario(##"{"gradient": ["#FF0000"]}"##))
        let one = try CLI.run(["render", file, "--out", scratch.path("f")]).stderr
        #expect(one.contains("look.items.colors[0].gradient: a gradient needs 2 to 16 stops, got 1") && one.contains(##"{"gradient": "#RRGGBB"}"##), "\(one)")
    }
}

/// `look.items.text.placement: "below"` with an item image, through the binary: the image fills
/// the card above the caption band and the band is the card's colour (docs/looks.md).
@Suite struct CaptionBandTests {
    @Test func theImageStopsAtTheBand() throws {
        let scratch = try Scratch()
        try ImageEdgeTests.writeBluePNG(in: scratch)
        // The 200 × 150 card at x 50…250, y 25…175 of the white screen, red; a 17-pt caption:
        // the band is round(1.2 × 17 + 16) = 36 pt, y 139…175; the photo fills y 25…139.
        let rgb = try LookTextTests.frame(LookTextTests.scenario(
            items: #""images": ["\#(scratch.path("blue.png"))"], "texts": ["Dawn"], "text": {"size": 17, "placement": "below"}"#, card: "#FF0000"))
        func pixel(_ x: Int, _ y: Int) -> [Int] { let k = (y * 300 + x) * 3; return [Int(rgb[k]), Int(rgb[k + 1]), Int(rgb[k + 2])] }
        #expect(pixel(150, 30) == [0, 0, 255] && pixel(240, 137) == [0, 0, 255], "photo: \(pixel(150, 30)) \(pixel(240, 137))")
        // The band's right end, past the leading-aligned text.
        #expect(pixel(240, 141) == [255, 0, 0] && pixel(240, 172) == [255, 0, 0], "band: \(pixel(240, 141)) \(pixel(240, 172))")
        #expect(pixel(240, 178) == [255, 255, 255], "below the card: \(pixel(240, 178))")
    }
}
