import Foundation
import Testing
@testable import PageRender

/// The painter draws a group's projective transform through the homography, perspective-correct,
/// independently of how effects are computed: a black 300 × 200 card (flat colour, square corners,
/// so its edges can be read from the pixels' coverage) placed at (100, 100) on white, its edges
/// where the projected corners put them. Expected corners: rotation3DEffect 45° about y,
/// perspective 1, projected by hand with docs/effects.md's definition (the same table as
/// EffectGeometryTests) and scripts/reference-effects.py (FSPager's coverFlow at p = 0.25), both
/// independent of the painter.
@Suite struct ProjectivePaintTests {
    typealias Support = EffectPaintSupport
    static let card = Scene.Shape.rect(CGRect(x: 0, y: 0, width: 300, height: 200), fill: Color(red: 0, green: 0, blue: 0))

    static func turnedCard(_ h: ProjectiveTransform) -> SceneGroup {
        SceneGroup(id: .item(0), transform: .translation(100, 100), projective: h, children: [card])
    }

    /// Reads the card's four edges at `scale` px/pt and checks them against `corners` (TL, TR, BR,
    /// BL in the card's points): the left and right edges along the middle row, the top and bottom
    /// edges down the middle column, each within a quarter of a pixel.
    static func checkEdges(_ h: ProjectiveTransform, corners c: [(Double, Double)], scale: Double) throws {
        let surface = try ScenePainter.rasterize(Support.scene(turnedCard(h)), scale: scale)
        func px(_ v: Double) -> Double { (v + 100) * scale }
        let midRow = Int(px(100))
        let left = Support.edgeAlongRow(surface, y: midRow, from: Int(px(c[0].0)) - 4, to: Int(px(c[0].0)) + 4)
        let right = Support.edgeAlongRow(surface, y: midRow, from: Int(px(c[1].0)) + 4, to: Int(px(c[1].0)) - 4)
        #expect(abs(left - px(c[0].0)) < 0.25, "left edge \(left) px, expected \(px(c[0].0))")
        #expect(abs(right - px(c[1].0)) < 0.25, "right edge \(right) px, expected \(px(c[1].0))")
        // The middle column's centre, in the card's points.
        let column = Int(px(150)), x = (Double(column) + 0.5) / scale - 100
        let top = px(Support.lineY(c[0], c[1], atX: x)), bottom = px(Support.lineY(c[3], c[2], atX: x))
        let readTop = Support.edgeAlongColumn(surface, x: column, from: Int(top) - 4, to: Int(top) + 4)
        let readBottom = Support.edgeAlongColumn(surface, x: column, from: Int(bottom) + 4, to: Int(bottom) - 4)
        #expect(abs(readTop - top) < 0.25, "top edge \(readTop) px, expected \(top)")
        #expect(abs(readBottom - bottom) < 0.25, "bottom edge \(readBottom) px, expected \(bottom)")
        // Inside the quad the card is black, well outside it the background stays white.
        #expect(Support.black(surface, Int(px(150)), midRow) > 0.99)
        #expect(Support.black(surface, Int(px(c[0].0)) - 3, midRow) < 0.01)
    }

    /// 45° about y, anchor centre, perspective 1 (D = 300): TL (−14.08, −54.69), TR (228.36,
    /// 26.12), BR (228.36, 173.88), BL (−14.08, 254.69); at 1 and 2 px/pt.
    @Test(arguments: [1.0, 2.0])
    func rotation3DEdgesAtTheSpecificationsCorners(scale: Double) throws {
        let h = Rotation3D(degrees: 45, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1, width: 300, height: 200).homography
        try Self.checkEdges(h, corners: [(-14.08, -54.69), (228.36, 26.12), (228.36, 173.88), (-14.08, 254.69)], scale: scale)
    }

    /// −28.644° (card 1 at s = 0 under `phase.value * −30`): (43.81, 19.33), (323.14, −31.52),
    /// (323.14, 231.52), (43.81, 180.67).
    @Test(arguments: [1.0, 2.0])
    func negativeAngleTurnsTheOtherWay(scale: Double) throws {
        let h = Rotation3D(degrees: -28.644, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1, width: 300, height: 200).homography
        try Self.checkEdges(h, corners: [(43.81, 19.33), (323.14, -31.52), (323.14, 231.52), (43.81, 180.67)], scale: scale)
    }

    /// FSPager's coverFlow at p = 0.25 (W 300, proposed spacing −166.67): corners from
    /// scripts/reference-effects.py, (39.9383, 13.8464), (308.2079, −11.1994), (308.2079,
    /// 211.1994), (39.9383, 186.1536); the homography from the layout effect itself.
    @Test(arguments: [1.0, 2.0])
    func coverFlowEdgesAtTheReferenceCorners(scale: Double) throws {
        let spacing = try #require(PagerTransformer.coverFlow.proposedSpacing(width: 300, minimumScale: 0.65))
        let placement = LayoutEffect.Placement(centre: 196.5 + 0.25 * (300 + spacing), length: 300, crossLength: 200, container: 393,
                                               spacing: spacing, axis: .horizontal, itemCount: 10)
        let h = LayoutEffect.pager(.coverFlow, minimumScale: 0.65, minimumAlpha: 0.6).apply(placement).geometry
        try Self.checkEdges(h, corners: [(39.9383, 13.8464), (308.2079, -11.1994), (308.2079, 211.1994), (39.9383, 186.1536)], scale: scale)
    }

    /// The mapping is perspective-correct, not affine: a card split into a black left half and a
    /// white right half (on grey) turned 45° shows the split where the homography puts x = 150,
    /// the anchor's column, which stays at 150 + 100 px, while an affine map through the corners
    /// would put it halfway between the projected side edges ((−14.08 + 228.36) / 2 = 107.14).
    @Test func interiorPointsFollowTheHomography() throws {
        let h = Rotation3D(degrees: 45, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1, width: 300, height: 200).homography
        let halves = SceneGroup(transform: .translation(100, 100), projective: h, children: [
            .rect(CGRect(x: 0, y: 0, width: 150, height: 200), fill: Color(red: 0, green: 0, blue: 0)),
            .rect(CGRect(x: 150, y: 0, width: 150, height: 200), fill: Color(red: 1, green: 1, blue: 1)),
        ])
        let surface = try ScenePainter.rasterize(Support.scene(halves, background: Color(red: 0.5, green: 0.5, blue: 0.5)), scale: 1)
        let split = Support.edgeAlongRow(surface, y: 200, from: 256, to: 244)
        #expect(abs(split - 250) < 0.25, "split at \(split) px")
    }

    /// Drawing the same frame on a thread whose reused memory held a larger picture before gives
    /// the same bytes as a fresh thread: the pictures do not depend on what the memory held.
    @Test func reusedMemoryGivesTheSameBytes() throws {
        let big = Rotation3D(degrees: 30, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1, width: 300, height: 200).homography
        var small = Self.turnedCard(Rotation3D(degrees: -20, axis: [1, 0, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1, width: 300, height: 200).homography)
        small.filters = [.blur(sigma: 2)]
        var used = ReusedSurface(scale: 2, supersampling: 1), fresh = ReusedSurface(scale: 2, supersampling: 1)
        var wide = Self.turnedCard(big)
        wide.children = [.rect(CGRect(x: -50, y: -50, width: 400, height: 300), fill: Color(red: 0.2, green: 0.6, blue: 0.9))]
        _ = try used.rasterize(Support.scene(wide))
        let again = try used.rasterize(Support.scene(small)).rgbaBytes()
        #expect(again == (try fresh.rasterize(Support.scene(small)).rgbaBytes()))
    }
}
