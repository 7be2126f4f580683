import Foundation
@testable import PageRender

/// Scenes of one effect group and readings of their pixels, for the painter's effect tests.
enum EffectPaintSupport {
    /// A scene of `size` points with `group` on `background`.
    static func scene(_ group: SceneGroup, size: CGSize = CGSize(width: 500, height: 400), background: Color = Color(red: 1, green: 1, blue: 1)) -> Scene {
        Scene(size: size, background: background, shapes: [.group(group)])
    }

    /// The premultiplied ARGB32 pixel at (x, y) of `surface`.
    static func pixel(_ surface: CairoSurface, _ x: Int, _ y: Int) -> UInt32 {
        surface.withPixels { raw, stride in
            raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)[x]
        }
    }

    /// How much of pixel (x, y) black covers on white, 0…1, from its red channel.
    static func black(_ surface: CairoSurface, _ x: Int, _ y: Int) -> Double {
        1 - Double((pixel(surface, x, y) >> 16) & 0xFF) / 255
    }

    /// Where a black shape's edge crosses pixel row `y` between columns `from` (outside the shape)
    /// and `to` (inside it, either side), from the coverage of the pixels between: an edge at
    /// x = e covers e − floor(e) of its pixel on the far side, so the sum of the uncovered
    /// fractions from `from` on is e − from (or from + 1 − e leftwards).
    static func edgeAlongRow(_ surface: CairoSurface, y: Int, from: Int, to: Int) -> Double {
        if from < to { return Double(from) + (from..<to).reduce(0) { $0 + 1 - black(surface, $1, y) } }
        return Double(from + 1) - (to + 1...from).reduce(0) { $0 + 1 - black(surface, $1, y) }
    }

    /// The same down pixel column `x`, from row `from` (outside) to row `to` (inside).
    static func edgeAlongColumn(_ surface: CairoSurface, x: Int, from: Int, to: Int) -> Double {
        if from < to { return Double(from) + (from..<to).reduce(0) { $0 + 1 - black(surface, x, $1) } }
        return Double(from + 1) - (to + 1...from).reduce(0) { $0 + 1 - black(surface, x, $1) }
    }

    /// The y of the straight edge from `a` to `b` at x.
    static func lineY(_ a: (Double, Double), _ b: (Double, Double), atX x: Double) -> Double {
        a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0)
    }
}
