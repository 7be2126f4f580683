import Foundation
import Testing
@testable import PageRender

extension Scene {
    /// Every shape that is not a group, in drawing order, groups opened (their transforms,
    /// clips and opacities not applied): for tests that look for a shape wherever it sits.
    var leafShapes: [Scene.Shape] { Scene.leaves(shapes) }

    static func leaves(_ shapes: [Scene.Shape]) -> [Scene.Shape] {
        shapes.flatMap { shape -> [Scene.Shape] in
            if case let .group(group) = shape { return leaves(group.children) }
            return [shape]
        }
    }
}

/// The scene tree's groups: transforms compose as matrices, a group's opacity applies to the
/// group as one picture, a clip cuts in the parent's coordinates. Expected values are worked by
/// hand (matrix products, Porter-Duff OVER with 8-bit rounding) and stated at each test.
@Suite struct SceneTreeTests {
    static func raster(_ shapes: [Scene.Shape], width: Double = 20, height: Double = 10, scale: Double = 1) throws -> RGBImage {
        RGBImage(try ScenePainter.rasterize(Scene(size: CGSize(width: width, height: height), background: .white, shapes: shapes), scale: scale))
    }

    /// Scale by 2 then move by (3, 4), then turn a quarter clockwise about the origin:
    /// (1, 1) -> (2, 2) -> (5, 6) -> (-6, 5); as one matrix [0 -2 -4; 2 0 3].
    @Test func transformsComposeInOrder() {
        let inner = Transform2D.scale(2, 2).concatenating(.translation(3, 4))
        let whole = inner.concatenating(.rotation(Double.pi / 2))
        let p = whole.apply(CGPoint(x: 1, y: 1))
        #expect(abs(Double(p.x) + 6) < 1e-12 && abs(Double(p.y) - 5) < 1e-12)
        #expect(abs(whole.a) < 1e-12 && abs(whole.c + 2) < 1e-12 && abs(whole.tx + 4) < 1e-12)
        #expect(abs(whole.b - 2) < 1e-12 && abs(whole.d) < 1e-12 && abs(whole.ty - 3) < 1e-12)
        #expect(Transform2D.identity.concatenating(inner) == inner && inner.concatenating(.identity) == inner)
    }

    /// A nested group's rect lands where the composed matrix puts it: a 2 × 2 rect at (1, 1)
    /// in a group scaled by 2 inside a group moved by (10, 2) covers x 12…16, y 4…8.
    @Test func nestedGroupsDrawThroughTheComposedTransform() throws {
        let rect = Scene.Shape.rect(CGRect(x: 1, y: 1, width: 2, height: 2), fill: .black)
        let nested = Scene.Shape.group(SceneGroup(transform: .translation(10, 2), children: [
            .group(SceneGroup(transform: .scale(2, 2), children: [rect])),
        ]))
        let image = try Self.raster([nested])
        let expected = try Self.raster([.rect(CGRect(x: 12, y: 4, width: 4, height: 4), fill: .black)])
        #expect(image == expected)
        #expect(image[11, 5] == 0xFFFFFF && image[12, 4] == 0x000000 && image[15, 7] == 0x000000 && image[16, 7] == 0xFFFFFF)
    }

    /// Two overlapping black squares in a group at 50 %: the overlap is as grey as the rest
    /// (the group is one picture: 255 × 0.5 = 127.5, cairo's 8-bit result 127 or 128), where two
    /// squares at 50 % each would darken it to 255 × 0.25 = 64.
    @Test func groupOpacityAppliesToTheGroupAsAWhole() throws {
        let a = Scene.Shape.rect(CGRect(x: 0, y: 0, width: 12, height: 10), fill: .black)
        let b = Scene.Shape.rect(CGRect(x: 8, y: 0, width: 12, height: 10), fill: .black)
        let image = try Self.raster([.group(SceneGroup(opacity: 0.5, children: [a, b]))])
        for x in [2, 10, 17] { #expect((127...128).contains(image[x, 5] & 0xFF), "x = \(x): \(image[x, 5] & 0xFF)") }
        let separate = try Self.raster([.rect(CGRect(x: 0, y: 0, width: 12, height: 10), fill: Color(white: 0, alpha: 0.5)),
                                         .rect(CGRect(x: 8, y: 0, width: 12, height: 10), fill: Color(white: 0, alpha: 0.5))])
        #expect((63...64).contains(separate[10, 5] & 0xFF))
    }

    /// The clip is in the parent's coordinates, before the group's transform: a clip to x 0…10
    /// around a group moved by 5 keeps a 10-pt-wide rect's first 5 pt (x 5…10), not 10.
    @Test func aClipCutsInTheParentsCoordinates() throws {
        let group = Scene.Shape.group(SceneGroup(transform: .translation(5, 0), clip: .rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
                                                 children: [.rect(CGRect(x: 0, y: 0, width: 10, height: 10), fill: .black)]))
        let image = try Self.raster([group])
        #expect(image == (try Self.raster([.rect(CGRect(x: 5, y: 0, width: 5, height: 10), fill: .black)])))
    }

    /// A rounded clip cuts the corners: with a 5-pt radius on a 20 × 10 rect the corner pixel
    /// (0…1, 0…1) lies wholly outside the arc (its inner corner (1, 1) is 5.66 pt from the arc's
    /// centre (5, 5)), so it stays white; the middle is black.
    @Test func aRoundedClipCutsTheCorners() throws {
        let group = Scene.Shape.group(SceneGroup(clip: .roundedRect(CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 5),
                                                 children: [.rect(CGRect(x: 0, y: 0, width: 20, height: 10), fill: .black)]))
        let image = try Self.raster([group])
        #expect(image[0, 0] == 0xFFFFFF && image[10, 5] == 0x000000)
    }

    /// A plain group (identity, opacity 1, no clip) draws exactly as its children in its place.
    @Test func aPlainGroupDrawsLikeItsChildren() throws {
        let shapes: [Scene.Shape] = [.circle(center: CGPoint(x: 7, y: 5), radius: 4, fill: .red),
                                     .text("Ab", center: CGPoint(x: 14, y: 5), size: 8, color: .black)]
        #expect(try Self.raster([.group(SceneGroup(id: .item(3), children: shapes))], scale: 2) == Self.raster(shapes, scale: 2))
    }

    /// An affine projective transform draws as its affine part.
    @Test func anAffineProjectiveTransformIsItsAffinePart() throws {
        let projective = ProjectiveTransform(m11: 2, m12: 0, m13: 0, m21: 0, m22: 2, m23: 0, m31: 6, m32: 2, m33: 2)
        #expect(projective.affine == .translation(3, 1))
        #expect(projective.apply(CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 2))
        #expect(ProjectiveTransform(m11: 1, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1).affine == nil)
        let rect = Scene.Shape.rect(CGRect(x: 0, y: 0, width: 4, height: 4), fill: .black)
        #expect(try Self.raster([.group(SceneGroup(projective: projective, children: [rect]))])
                == Self.raster([.group(SceneGroup(transform: .translation(3, 1), children: [rect]))]))
    }
}
