extension RGBImage {
    /// Makes this picture `width` × `height` (at least `image`'s size) holding `image` in its
    /// top-left corner, the columns to its right repeating its last column and the rows below
    /// repeating its last row, so the added edge shows no seam of another colour. Keeps this
    /// picture's storage when it already has that many pixels.
    package mutating func pad(_ image: RGBImage, repeatingEdgesTo width: Int, _ height: Int) throws {
        precondition(width >= image.width && height >= image.height && image.width > 0 && image.height > 0,
                     "padding needs a non-empty picture no larger than the padded size")
        try reshape(width: width, height: height)
        pixels.withUnsafeMutableBufferPointer { out in
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    let from = min(y, image.height - 1) * image.width, to = y * width
                    for x in 0..<image.width { out[to + x] = source[from + x] }
                    let edge = source[from + image.width - 1]
                    for x in image.width..<width { out[to + x] = edge }
                }
            }
        }
    }
}
