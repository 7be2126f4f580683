import Foundation
import Testing
@testable import PageRender

/// Extreme but allowed effect values and malformed `--set` values (reliability attack 4, D06,
/// D08, D12, D15), through the built binary.
@Suite struct ExtremeEffectInputTests {
    /// Eight stacked cards with blur 1000 and a 30° turn (the report's `json/d06.json`), under a
    /// CPU-time limit of 60 s (`ulimit -t`: a bound on work, not a clock; the run now takes
    /// under a second of CPU in a debug build). Before (a01ce4e, the report's D06): the blurred
    /// flat picture behind a perspective was drawn at up to 4096 px a side, 0.5 s of CPU per
    /// item per frame in release (8 s for this scenario; a01ce4e's debug build ran 8 minutes
    /// of CPU before I stopped it). Now it is drawn `PixelFilters.reduction` times coarser.
    @Test func aHugeBlurBehindAPerspectiveCostsLittle() throws {
        try #require(CLI.isAvailable)
        let (_, run) = try LimitedRun.render(#"""
        {"screen": {"width": 200, "height": 150, "scale": 1}, "content": {"items": {"count": 8, "size": {"width": 120, "height": 100}, "spacing": -119}, "contentInset": {"left": 40, "right": 40}}, "look": {"preset": "cards", "items": {"transition": {"effects": [{"blur": [1000, 1000, 1000]}, {"rotation3D": {"angle": [30, 30, 30]}}]}}}, "strategy": {"kind": "page-offsets"}, "gestures": [{"kind": "fling", "velocity": 0.3}], "fps": 30}
        """#, limit: "-t 60")
        #expect(run.status == 0, "\(run.stderr.prefix(300))")
    }

    /// A label under a `scale` of {x 100, y 1}, within the allowed range. Before (a01ce4e's debug
    /// build, this test; the report's D08): "cairo could not create a drawing context: error
    /// occurred in libfreetype" (or "out of memory"), exit 1. Now text that stretched is drawn
    /// as outlines filled through the transform (`CairoContext.showText`), and the run renders.
    @Test func aStretchedLabelIsDrawn() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", #"{"screen": {"width": 200, "height": 150, "scale": 1}, "content": {"items": {"count": 8, "size": {"width": 120, "height": 100}, "spacing": 10}, "contentInset": {"left": 40, "right": 40}}, "look": {"preset": "cards", "items": {"transition": {"effects": [{"scale": {"x": 100, "y": 1}}]}}}, "strategy": {"kind": "page-offsets"}, "gestures": [{"kind": "fling", "velocity": 0.3}], "fps": 30}"#)
        let run = try CLI.run(["render", "s.json", "--out", "f", "--quiet"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileSystem.entries(of: scratch.path("f")).contains("frame-0000.png"))
    }

    /// Outlined text draws what cairo_show_text draws, up to antialiasing: a label under a
    /// stretch just past the threshold against the same label drawn at a stretch just below it,
    /// scaled the same way, is compared in the proportion of pixels that differ.
    @Test func outlinedTextMatchesShownText() throws {
        func drawn(stretch: Double) throws -> [UInt8] {
            let label = Scene.Shape.text("Label 12", center: CGPoint(x: 40, y: 20), size: 14, color: Color(red: 0, green: 0, blue: 0), bold: true)
            let group = SceneGroup(transform: Transform2D(a: stretch, b: 0, c: 0, d: 1, tx: -40 * stretch + 100, ty: 10), children: [label])
            var surface = ReusedSurface(scale: 1, supersampling: 1)
            return try surface.rasterize(EffectPaintSupport.scene(group, size: CGSize(width: 200, height: 60))).rgbaBytes()
        }
        let outlined = try drawn(stretch: CairoContext.outlinedStretch * 1.0001), shown = try drawn(stretch: CairoContext.outlinedStretch * 0.9999)
        // Both drew the label: dark pixels on the white background.
        #expect(outlined.filter { $0 < 64 }.count > 300 && shown.filter { $0 < 64 }.count > 300)
        let differing = zip(outlined, shown).filter { abs(Int($0) - Int($1)) > 64 }.count
        // Antialiased edges only: under 2 % of the channels differ by more than a quarter.
        #expect(Double(differing) / Double(outlined.count) < 0.02, "\(differing) of \(outlined.count)")
    }

    /// `globalMinXRotation` with the smallest divisor the range allows, 5e-324 pt per degree.
    /// Before (a01ce4e's debug build, this test; the report's D12): the angles were ±infinity
    /// and items 1 to 3 were not drawn (the HUD read `angle inf`); the middle of item 1 showed
    /// the background. Now the angle is reduced modulo 360 and the card is drawn.
    @Test func aTinyDivisorGivesFiniteAngles() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("tiny.json", #"""
        {"screen": {"width": 320, "height": 300, "scale": 1}, "content": {"items": {"count": 8, "size": {"width": 120, "height": 100}, "spacing": 10}, "contentInset": {"left": 40, "right": 40}}, "look": {"preset": "cards", "items": {"visualEffect": {"recipe": "globalMinXRotation", "divisor": 5e-324}}}, "strategy": {"kind": "page-offsets"}, "gestures": [{"kind": "swipe", "distance": 130, "duration": 150}], "fps": 30}
        """#)
        let run = try CLI.run(["render", "tiny.json", "--out", "f", "--quiet"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        let frame = RGBImage(try CairoSurface(png: Array(try #require(FileManager.default.contents(atPath: scratch.path("f/frame-0000.png"))))))
        // Item 1 (x 170…290 pt) turned −40° about its centre: its middle row at x 236 is orange,
        // the cards look's second colour; the background is (242, 242, 247).
        let pixel = frame.pixels[110 * frame.width + 236] & 0xFF_FFFF
        #expect(pixel == 0xFF_9500, "\(String(pixel, radix: 16))")
        // The angle itself: −(minX on the screen) / divisor, modulo 360.
        let proxyAngle = VisualEffectRecipe.degrees(-170, per: 5e-324)
        #expect(proxyAngle.isFinite && abs(proxyAngle) < 360)
        #expect(VisualEffectRecipe.degrees(-170, per: 8) == -170.0 / 8)
    }

    /// `--set` values that are not JSON, and a null. Before (a01ce4e's debug build, this test;
    /// the report's D15): `[{"blur":NaN}]` was taken for a string ("must be an array, got …"),
    /// and a null gave two lines for one field.
    @Test(arguments: [
        (#"look.items.transition.effects=[{"blur":NaN}]"#,
         [#"error: s.json: look.items.transition.effects: the value "[{\"blur\":NaN}]" is not valid JSON: invalid JSON at line 1, column 10: unexpected character 'N'; text takes double quotes ("fast"), and the only bare words are true, false and null (NaN and Infinity are not JSON numbers); fix it, or quote it to set a string"#]),
        ("fps=NaN", ["error: s.json: fps: NaN is not a JSON number; give a finite number"]),
        ("fps=1e309", [#"error: s.json: fps: the value "1e309" is not valid JSON: invalid JSON at line 1, column 1: the number 1e309 is out of range; fix it, or quote it to set a string"#]),
        (#"look.items.transition.effects=[{"blur":null}]"#,
         ["error: s.json: look.items.transition.effects[0].blur: is null; give a value or remove the field to use its default"]),
    ] as [(String, [String])])
    func aSetValueThatIsNotJSONIsNamed(_ assignment: String, _ lines: [String]) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", #"{"screen": {"width": 200, "height": 150, "scale": 1}, "content": {"items": {"count": 8, "size": {"width": 120, "height": 100}}}, "look": {"preset": "cards"}, "strategy": {"kind": "page-offsets"}, "gestures": [{"kind": "fling", "velocity": 0.3}]}"#)
        let run = try CLI.run(["render", "s.json", "--out", "f", "--quiet", "--set", assignment], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.errorLines == lines, "\(run.stderr)")
    }
}

