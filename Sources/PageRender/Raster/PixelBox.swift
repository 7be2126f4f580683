/// A box of whole pixels: x..<maxX by y..<maxY, where a picture goes on its target or the part of
/// a picture a kernel reads.
struct PixelBox: Equatable {
    var x: Int, y: Int, maxX: Int, maxY: Int
    var width: Int { maxX - x }
    var height: Int { maxY - y }

    init(x: Int, y: Int, maxX: Int, maxY: Int) {
        self.x = x; self.y = y; self.maxX = maxX; self.maxY = maxY
    }

    /// The whole pixels that `bounds` touches (limited to ±2^24 px, far outside any frame, so
    /// a point sent near infinity by a perspective stays a number).
    init(_ bounds: BoundingBox) {
        func whole(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
            v.isNaN ? 0 : Int(min(16_777_216, max(-16_777_216, v)).rounded(rule))
        }
        self.init(x: whole(bounds.minX, .down), y: whole(bounds.minY, .down), maxX: whole(bounds.maxX, .up), maxY: whole(bounds.maxY, .up))
    }

    /// `d` pixels (rounded up) more on every side.
    func grown(by d: Double) -> PixelBox {
        let n = Int(d.rounded(.up))
        return PixelBox(x: x - n, y: y - n, maxX: maxX + n, maxY: maxY + n)
    }

    /// The common pixels; nil when there are none.
    func intersection(_ other: PixelBox) -> PixelBox? {
        let box = PixelBox(x: max(x, other.x), y: max(y, other.y), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return box.width > 0 && box.height > 0 ? box : nil
    }
}
