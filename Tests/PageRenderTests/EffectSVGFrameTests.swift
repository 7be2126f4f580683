import Foundation
import Testing
@testable import PageRender

/// SVG frames (`render --format svg`) show the 2-D effects as transforms and group opacity: the
/// SVG frame of EffectDrawingTests' row with scaled, faded, turned cards, a border and a gradient,
/// drawn by another renderer (librsvg's rsvg-convert), matches the PNG frame, and its faded card
/// reads the colour worked by hand for the PNG (EffectDrawingTests, 1.7's linear column).
@Suite struct EffectSVGFrameTests {
    @Test func anSVGFrameOfEffectsLooksLikeThePNGFrame() throws {
        #expect(FileManager.default.isExecutableFile(atPath: SVGRenderingTests.rsvgConvert), "install librsvg2-bin (make deps)")
        let look = ##", "border": {"width": 3, "color": "#222222"}, "transition": {"configuration": {"interactive": {"curve": "linear"}}, "effects": [{"scale": 0.8}, {"opacity": 0.5}, {"rotation": [-8, 0, 8]}]}"##
        let text = EffectDrawingTests.scenario(look: look, spacing: -40).replacingOccurrences(
            of: ##""background": "#FFFFFF""##, with: ##""background": {"gradient": ["#FFFFFF", "#DDDDEE"], "angle": 60}"##)
        let (scenes, _) = try EffectDrawingTests.frames(text)
        for offset in [-32.0, 60, 150] {
            let scene = scenes.scene(for: Timeline.Sample(t: 0, offset: CGPoint(x: offset, y: 0), phase: .resting))
            let png = try ScenePainter.rasterize(scene, scale: 1)
            let svgBytes = try SVGWriter.document(for: scene)
            #expect(String(decoding: svgBytes, as: UTF8.self).contains("opacity"), "group opacity is written")
            let svg = try SVGRenderingTests.rasterizeWithRsvg(svgBytes)
            #expect(svg.width == png.width && svg.height == png.height)
            // SVGRenderingTests' tolerance: antialiased edges may differ, a misplaced card may not.
            let diff = ReferenceImages.difference(png.rgbaBytes(), svg.rgbaBytes(), threshold: 32)
            #expect(diff.ratio <= 0.01, "offset \(offset): \(diff.mismatched) of \(diff.total) pixels differ")
        }
        // The plain row of 1.7 at rest: card 1's green at 0.575 over white, 108 in red and blue.
        let plain = EffectDrawingTests.scenario(look: #", "transition": {"configuration": {"interactive": {"curve": "linear"}}, "effects": [{"scale": 0.8}, {"opacity": 0.5}]}"#)
        let scene = try EffectDrawingTests.frames(plain).0.scene(for: Timeline.Sample(t: 0, offset: CGPoint(x: -32, y: 0), phase: .resting))
        let image = RGBImage(try SVGRenderingTests.rasterizeWithRsvg(try SVGWriter.document(for: scene)))
        #expect(EffectDrawingTests.near(EffectDrawingTests.rgb(image, 374, 200), [108, 255, 108], within: 2), "\(EffectDrawingTests.rgb(image, 374, 200))")
        #expect(EffectDrawingTests.rgb(image, 372, 200) == EffectDrawingTests.white)
    }
}
