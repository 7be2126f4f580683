import Foundation
import Testing
@testable import PageRender

/// A chain of colour effects in an animated SVG: CSS clamps after each filter function, the
/// raster painter once after the whole matrix, so the chain is written as CSS functions only when
/// the colours the group paints stay inside 0…1 after every effect but the last. The expected
/// values are worked by hand from the hue-rotation rows (docs/effects.md, `transition`, colour
/// effects: Rec. 709 luma rows, OpenSwiftUI's coefficients) in each test.
@Suite struct FilterListChainTests {
    /// Apple's hue-and-scale: a hue rotation of 40°, then a brightness of 0.2.
    static let chain = Filter.colorMatrix(ColorMatrix.hueRotation(degrees: 40).then(.brightness(0.2)))

    @Test func inRangeColoursGiveTheFunctions() throws {
        let definitions = try SVGDefinitions(scale: 2)
        // #AF52DE turned 40°: (0.906, 0.283, 0.610), inside 0…1; white stays white (each row
        // sums to 1 to 1e-4).
        let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
        let list = FilterList.functions([Self.chain], definitions: definitions, colours: [purple, Color(red: 1, green: 1, blue: 1)])
        // b = 0.2 ≥ 0: contrast(1/(1 + 0.4)) then brightness(1.4), which add 0.2 together.
        #expect(list.map(\.css) == ["hue-rotate(40deg)", "contrast(0.7143)", "brightness(1.4)"])
        #expect(definitions.markup.isEmpty)
    }

    @Test func aColourTheFirstEffectTakesOutOfRangeGivesAMatrix() throws {
        let definitions = try SVGDefinitions(scale: 2)
        // Pure red turned 90°: blue = 0.2126 − 0.7873 = −0.5747, which CSS would clamp to 0
        // before the brightness while the painter adds the brightness first.
        let chain = Filter.colorMatrix(ColorMatrix.hueRotation(degrees: 90).then(.brightness(0.2)))
        let list = FilterList.functions([chain], definitions: definitions, colours: [Color(red: 1, green: 0, blue: 0)])
        #expect(list.count == 1 && list[0].name.hasPrefix("url(#f"), "\(list.map(\.css))")
        #expect(definitions.markup.contains("<feColorMatrix"))
    }

    @Test func unknownColoursGiveAMatrix() throws {
        let definitions = try SVGDefinitions(scale: 2)
        let list = FilterList.functions([Self.chain], definitions: definitions, colours: nil)
        #expect(list.count == 1 && list[0].name.hasPrefix("url(#f"), "\(list.map(\.css))")
    }

    @Test func aLoneEffectNeedsNoColours() throws {
        let definitions = try SVGDefinitions(scale: 2)
        let list = FilterList.functions([.colorMatrix(.hueRotation(degrees: 40))], definitions: definitions, colours: nil)
        #expect(list.map(\.css) == ["hue-rotate(40deg)"])
    }
}
