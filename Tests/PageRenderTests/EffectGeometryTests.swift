import Foundation
import Testing
@testable import PageRender

/// The geometry and colour of the visual effects against numbers from outside the code:
/// `rotation3DEffect`'s validation matrices (OpenSwiftUI's symbol dual tests, which compare
/// github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80b/Sources/OpenSwiftUICore/Render/GeometryEffect/Rotation3DEffect.swift
/// against Apple's binary), the corners of a 300 × 200 card projected by hand with that
/// definition (docs/effects.md, `rotation3D`: D = max(w, h)/perspective, Rodrigues about the
/// anchor, w = 1 - z'/D), and colour matrices checked on colours computed by hand from the rows
/// docs/effects.md states (OpenSwiftUI's colour matrices, dual-tested the same way).
@Suite struct EffectGeometryTests {
    static func close(_ a: ProjectiveTransform, _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
        let m = [a.m11, a.m12, a.m13, a.m21, a.m22, a.m23, a.m31, a.m32, a.m33]
        return zip(m, b).allSatisfy { abs($0 - $1) < tolerance }
    }

    @Test func rotation3DMatchesValidationVectors() {
        let y60 = Rotation3D(degrees: 60, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 1, perspective: 1, width: 100, height: 50)
        #expect(Self.close(y60.homography, [0.9330127, 0.2165064, 0.0086603, 0, 1, 0, 2.7333395, -10.7003175, 0.5719873]))
        let x45 = Rotation3D(degrees: 45, axis: [1, 0, 0], anchor: [0.5, 0.5], anchorZ: 2, perspective: 2, width: 100, height: 50)
        #expect(Self.close(x45.homography, [1, 0, 0, -0.7071068, 0.3535534, -0.0141421, 19.0918831, 18.2824856, 1.3818377]))
    }

    static func corners(_ h: ProjectiveTransform) -> [(Double, Double)] {
        [(0.0, 0.0), (300, 0), (300, 200), (0, 200)].map { h.apply($0.0, $0.1)! }
    }

    // (effects, TL, TR, BR, BL) of the 300 × 200 card, axis y, anchor centre, perspective 1 unless stated.
    static let rows: [([AppliedEffect], [(Double, Double)])] = [
        ([rotation(15)], [(-16.43, -14.86), (278.29, 11.46), (278.29, 188.54), (-16.43, 214.86)]),
        ([rotation(30)], [(-23.21, -33.33), (253.92, 20.00), (253.92, 180.00), (-23.21, 233.33)]),
        ([rotation(45)], [(-14.08, -54.69), (228.36, 26.12), (228.36, 173.88), (-14.08, 254.69)]),
        ([rotation(-45)], [(71.64, 26.12), (314.08, -54.69), (314.08, 254.69), (71.64, 173.88)]),
        ([rotation(-28.644)], [(43.81, 19.33), (323.14, -31.52), (323.14, 231.52), (43.81, 180.67)]),
        ([rotation(45, perspective: 0.5)], [(21.16, -21.47), (240.13, 15.02), (240.13, 184.98), (21.16, 221.47)]),
        ([rotation(45, anchor: [0, 0.5])], [(0, 0), (124.26, 41.42), (124.26, 158.58), (0, 200)]),
        ([.scale(x: 0.809, y: 0.809), rotation(-28.644)], [(60.80, 32.24), (282.12, -0.36), (282.12, 200.36), (60.80, 167.76)]),
    ]

    static func rotation(_ degrees: Double, perspective: Double = 1, anchor: [Double] = [0.5, 0.5]) -> AppliedEffect {
        .rotation3D(degrees: degrees, axis: [0, 1, 0], anchor: anchor, anchorZ: 0, perspective: perspective)
    }

    @Test(arguments: rows.indices) func projectedCornersMatchSection3_4(row: Int) {
        let (effects, expected) = Self.rows[row]
        let got = Self.corners(ComposedEffect(effects, width: 300, height: 200).geometry)
        for (g, e) in zip(got, expected) {
            #expect(abs(g.0 - e.0) < 0.01 && abs(g.1 - e.1) < 0.01, "\(g) against \(e)")
        }
    }

    /// A flat rectangle under a rotation about y stays a planar quadrilateral whose vertical edges
    /// stay vertical and whose midline is not the mean of its corners (perspective, not affine).
    @Test func projectionIsNotAffine() {
        let h = ComposedEffect([Self.rotation(45)], width: 300, height: 200).geometry
        #expect(!h.isAffine)
        let mid = h.apply(150, 100)!, left = h.apply(0, 100)!, right = h.apply(300, 100)!
        #expect(abs(mid.0 - (left.0 + right.0) / 2) > 5)
        let inverse = h.inverse!
        let back = inverse.apply(mid.0, mid.1)!
        #expect(abs(back.0 - 150) < 1e-9 && abs(back.1 - 100) < 1e-9)
    }

    /// Planar effects about the centre: scale 0.5 of a 300 × 200 item maps its corner (0, 0)
    /// to (75, 50); a 90° rotation (clockwise on screen) maps (300, 100) to (150, 250); the chain
    /// applies content-first (scale, then offset by 10 moves the scaled item 10 pt).
    @Test func planarEffectsAboutTheCentre() {
        let scale = ComposedEffect([.scale(x: 0.5, y: 0.5)], width: 300, height: 200).geometry
        #expect(scale.apply(0, 0)! == (75, 50))
        let rotation = ComposedEffect([.rotation(degrees: 90)], width: 300, height: 200).geometry.apply(300, 100)!
        #expect(abs(rotation.x - 150) < 1e-9 && abs(rotation.y - 250) < 1e-9)
        let chain = ComposedEffect([.scale(x: 0.5, y: 0.5), .offset(x: 10, y: 0), .opacity(0.5), .opacity(0.5)], width: 300, height: 200)
        #expect(chain.geometry.apply(0, 0)! == (85, 50))
        #expect(chain.opacity == 0.25)
    }

    /// Colour matrices on un-premultiplied colour, expected values from the rows by hand:
    /// saturation 0 and grayscale 1 of red give its luma 0.2126 in every channel; hue rotation
    /// 180° of red gives (0.2126 − 0.7873, 0.2126 + 0.2126, 0.2126 + 0.2126) = (0 clamped, 0.4252,
    /// 0.4252); brightness 0.2 of grey 0.5 gives 0.7; contrast 0.5 of 1 gives 0.75.
    @Test func colourMatricesMatchTheRows() {
        let sat = ColorMatrix.saturation(0).apply(1, 0, 0)
        #expect(abs(sat.0 - 0.2126) < 1e-12 && abs(sat.1 - 0.2126) < 1e-12 && abs(sat.2 - 0.2126) < 1e-12)
        let gray = ColorMatrix.grayscale(1).apply(1, 0, 0)
        #expect(abs(gray.0 - 0.2126) < 1e-12 && abs(gray.2 - 0.2126) < 1e-12)
        let hue = ColorMatrix.hueRotation(degrees: 180).apply(1, 0, 0)
        #expect(hue.0 == 0 && abs(hue.1 - 0.4252) < 1e-9 && abs(hue.2 - 0.4252) < 1e-9)
        #expect(abs(ColorMatrix.brightness(0.2).apply(0.5, 0.5, 0.5).0 - 0.7) < 1e-12)
        #expect(abs(ColorMatrix.contrast(0.5).apply(1, 1, 1).0 - 0.75) < 1e-12)
        // Composition: brightness 0.2 then contrast 0.5 = 0.5·(0.5 + 0.2) + 0.25 = 0.6.
        #expect(abs(ColorMatrix.brightness(0.2).then(.contrast(0.5)).apply(0.5, 0.5, 0.5).0 - 0.6) < 1e-12)
        // Consecutive colour effects merge into one filter; a blur between them keeps them apart.
        let composed = ComposedEffect([.color(.brightness(0.2)), .color(.contrast(0.5)), .blur(radius: 3), .color(.grayscale(1))], width: 10, height: 10)
        #expect(composed.filters.count == 3)
    }
}
