import Foundation

/// An axis-aligned box by its edges. `init(x:y:width:height:through:)` is the one place the box
/// of a transformed rect is worked out: an item's reach under its effect, a group's ink in its
/// parent's coordinates, the pixels a picture lands on, the box a sprite is drawn in.
struct BoundingBox: Equatable, Sendable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The box around the rect's four corners, (x, y), (x + width, y), (x + width, y + height)
    /// and (x, y + height), each moved by `map` (an affine or projective transform, or several).
    /// Nil when `map` takes a corner nowhere (a perspective sending it behind the eye): its image
    /// is then unbounded.
    init?(x: Double, y: Double, width: Double, height: Double, through map: (Double, Double) -> (x: Double, y: Double)?) {
        var lo = (Double.infinity, Double.infinity), hi = (-Double.infinity, -Double.infinity)
        for (px, py) in [(x, y), (x + width, y), (x + width, y + height), (x, y + height)] {
            guard let p = map(px, py) else { return nil }
            lo = (min(lo.0, p.x), min(lo.1, p.y))
            hi = (max(hi.0, p.x), max(hi.1, p.y))
        }
        self.init(minX: lo.0, minY: lo.1, maxX: hi.0, maxY: hi.1)
    }

    /// `rect`'s box through `map` (see above).
    init?(_ rect: CGRect, through map: (CGPoint) -> CGPoint?) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)) { x, y in
            map(CGPoint(x: x, y: y)).map { (Double($0.x), Double($0.y)) }
        }
    }

    var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}
