import Foundation
import Testing
@testable import PageRender

/// `CairoContext.paintedBox(of:scale:)`, the box the animated SVG's sprites are drawn in, holds
/// every pixel the painter draws for a group and not much more. The expected pixels come from the
/// painter itself drawing the group alone on a transparent screen large enough that nothing is
/// cut; the box is worked out from the tree (the group's ink, filters and transforms), not from
/// pixels. A 120 × 90 card: turned 50° about y in perspective, blurred σ 6 pt, both, and scaled
/// 0.7 with a blur, at 1 and 2 px/pt.
@Suite struct PaintedBoxTests {
    static let card = Scene.Shape.rect(CGRect(x: 0, y: 0, width: 120, height: 90), fill: Color(red: 0.2, green: 0.4, blue: 0.8), cornerRadius: 12)
    static let turn = Rotation3D(degrees: 50, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1, width: 120, height: 90).homography

    static let groups: [(String, SceneGroup)] = [
        ("turned", SceneGroup(id: .item(0), transform: .translation(200, 150), projective: turn, ink: CGRect(x: 0, y: 0, width: 120, height: 90), children: [card])),
        ("blurred", SceneGroup(id: .item(0), transform: .translation(200, 150), filters: [.blur(sigma: 6)], ink: CGRect(x: 0, y: 0, width: 120, height: 90), children: [card])),
        ("turned and blurred", SceneGroup(id: .item(0), transform: .translation(200, 150), projective: turn, filters: [.blur(sigma: 6)],
                                          ink: CGRect(x: 0, y: 0, width: 120, height: 90), children: [card])),
        ("scaled and blurred", SceneGroup(id: .item(0), transform: Transform2D(a: 0.7, b: 0, c: 0, d: 0.7, tx: 200, ty: 150), filters: [.blur(sigma: 6)],
                                          ink: CGRect(x: 0, y: 0, width: 120, height: 90), children: [card])),
    ]

    /// The pixels the painter draws for `group` on a transparent 520 × 400 pt screen: their box,
    /// in pixels (minX, minY, maxX, maxY, max exclusive).
    static func drawnBox(_ group: SceneGroup, scale: Double) throws -> (Int, Int, Int, Int) {
        let scene = Scene(size: CGSize(width: 520, height: 400), background: Color(white: 0, alpha: 0), shapes: [.group(group)])
        let surface = try ScenePainter.rasterize(scene, scale: scale)
        var lo = (Int.max, Int.max), hi = (-1, -1)
        surface.withPixels { raw, stride in
            for y in 0..<surface.height {
                let row = raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<surface.width where row[x] != 0 {
                    lo = (min(lo.0, x), min(lo.1, y))
                    hi = (max(hi.0, x), max(hi.1, y))
                }
            }
        }
        // Nothing may touch the screen's edge, or the reference would be cut itself.
        #expect(lo.0 > 0 && lo.1 > 0 && hi.0 < surface.width - 1 && hi.1 < surface.height - 1)
        return (lo.0, lo.1, hi.0 + 1, hi.1 + 1)
    }

    @Test(arguments: [1.0, 2.0])
    func theBoxHoldsWhatIsDrawnAndLittleMore(scale: Double) throws {
        for (name, group) in Self.groups {
            let drawn = try Self.drawnBox(group, scale: scale)
            let box = try #require(CairoContext.paintedBox(of: group, scale: scale), "\(name)")
            let px = (Double(box.minX) * scale, Double(box.minY) * scale, Double(box.maxX) * scale, Double(box.maxY) * scale)
            // Every drawn pixel inside the box.
            #expect(px.0 <= Double(drawn.0) && px.1 <= Double(drawn.1) && px.2 >= Double(drawn.2) && px.3 >= Double(drawn.3),
                    "\(name) at \(scale) px/pt: box \(px), drawn \(drawn)")
            // And not much more. The box is that of the card's mapped corners grown by the blur's
            // reach, so it is loose where a rounded or blurred corner paints little (a blurred
            // corner's alpha falls off as the product of two edges' tails) and the turn's near side
            // magnifies that: 1.55 times the drawn area at most here (the turned and blurred card at
            // 1 px/pt). A margin of one ink size each way, or the whole screen, would be many times it.
            let area = (px.2 - px.0) * (px.3 - px.1), drawnArea = Double((drawn.2 - drawn.0) * (drawn.3 - drawn.1))
            #expect(area <= 1.7 * drawnArea, "\(name) at \(scale) px/pt: box \(px) is \(area / drawnArea) times the drawn \(drawn)")
        }
    }
}
