import Foundation
import Testing
@testable import PageRender

/// The pictures a drawing thread keeps from the frame before (`EffectPictureCache`) change no
/// byte: a sequence of frames drawn on one reused surface, where each frame differs from the one
/// before in one thing a kept picture is made from (nothing, the placement by one point, the
/// angle, the card's colour, the blur), gives the bytes of each frame drawn on a fresh surface.
@Suite struct EffectPictureCacheTests {
    typealias Support = EffectPaintSupport

    static func card(degrees: Double, x: Double = 100, blue: Double = 0.9, blur: Double? = nil) -> Scene {
        let h = Rotation3D(degrees: degrees, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1, width: 300, height: 200).homography
        let children: [Scene.Shape] = [
            .rect(CGRect(x: 0, y: 0, width: 300, height: 200), fill: Color(red: 0.2, green: 0.6, blue: blue), cornerRadius: 12),
            .text("7", center: CGPoint(x: 150, y: 100), size: 60, color: Color(red: 1, green: 1, blue: 1), bold: true),
        ]
        return Support.scene(SceneGroup(id: .item(0), transform: .translation(x, 100), projective: h,
                                        filters: blur.map { [.blur(sigma: $0)] } ?? [], children: children))
    }

    @Test func keptPicturesGiveTheBytesOfAFreshDraw() throws {
        let frames = [
            Self.card(degrees: 30),
            Self.card(degrees: 30),               // the same frame: its painted picture again
            Self.card(degrees: 30, x: 101),       // moved: a new painted picture, the same flat one
            Self.card(degrees: 20, x: 101),       // turned further: the same flat picture
            Self.card(degrees: 20, x: 101, blue: 0.5), // another colour: a new flat picture
            Self.card(degrees: 20, x: 101, blue: 0.5, blur: 3), // blurred: the part drawn
            Self.card(degrees: 20, x: 101, blue: 0.5, blur: 3),
            Self.card(degrees: 20, x: 101, blue: 0.5),
        ]
        var used = ReusedSurface(scale: 2, supersampling: 1)
        for (i, frame) in frames.enumerated() {
            var fresh = ReusedSurface(scale: 2, supersampling: 1)
            let kept = try used.rasterize(frame).rgbaBytes()
            #expect(kept == (try fresh.rasterize(frame).rgbaBytes()), "frame \(i)")
        }
    }
}
