import Foundation
import Testing
@testable import PageRender

/// Every look field draws, so rendering a look with effects prints nothing: the raster effects
/// (rotation3D, blur, the colour effects) through a picture of the item, the 2-D ones, the border,
/// the gradient and `look.finger` as shapes. (Until they drew, a warning named the fields that
/// were read but not drawn; nothing is left for it to name.)
@Suite struct EffectWarningTests {
    @Test func looksWithEffectsDrawWithoutAWarning() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let raster = #"{"items": {"transition": {"effects": [{"scale": 0.85}, {"rotation3D": {"angle": 30, "axis": [0, 1, 0]}}, {"blur": 2}, {"grayscale": 0.5}]}}}"#
        let flat = ##"{"items": {"transition": {"effects": [{"scale": 0.85}, {"opacity": 0.5}]}, "border": {"width": 2, "color": "#000"}}, "finger": false, "background": {"gradient": ["#000", "#FFF"]}}"##
        let pager = #"{"items": {"layoutEffect": {"kind": "pager", "transformer": "coverFlow"}}}"#
        let scenarios = [Array(EffectsBadInputTests.base.utf8)] + [raster, flat, pager].map { EffectsBadInputTests.variant(("look", $0)) }
        for (i, scenario) in scenarios.enumerated() {
            let result = try CLI.run(["render", "-", "--out", scratch.url.appendingPathComponent("frames\(i)").path, "--quiet"], stdin: scenario)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        }
    }
}
