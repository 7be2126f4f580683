extension AnimationSource {
    /// Throws unless frame `k`'s `image` is the animation's size: every format stores one canvas
    /// size, and the changed rectangles are found by comparing frames pixel for pixel.
    func checkSize(_ image: RGBImage, frame k: Int) throws {
        guard image.width == width, image.height == height else {
            throw RenderError("frame \(k) is \(image.width)×\(image.height) px but the animation is \(width)×\(height); render every frame at one size")
        }
    }
}
