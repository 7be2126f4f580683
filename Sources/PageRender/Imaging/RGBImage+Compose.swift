extension RGBImage {
    /// Copies `other` into this picture with its top-left corner at (`x`, `y`) pixels; the parts
    /// outside are cut off.
    package mutating func draw(_ other: RGBImage, atX x: Int, y: Int) {
        let left = max(0, x), right = min(width, x + other.width)
        guard left < right else { return }
        for row in max(0, y)..<min(height, y + other.height) {
            let source = (row - y) * other.width + (left - x)
            pixels.replaceSubrange(row * width + left..<row * width + right,
                                   with: other.pixels[source..<source + (right - left)])
        }
    }
}
