/// A rectangle of whole pixels.
struct PixelRect: Sendable, Equatable, Hashable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var area: Int { width * height }
}
