/// An opaque picture as packed 24-bit pixels: one `UInt32` per pixel holding `0x00RRGGBB`,
/// row-major. The animated exporters, the quantiser and the pixel diff all work on this form
/// because comparing and hashing one integer per pixel is what makes them fast.
public struct RGBImage: Sendable, Equatable {
    /// Width, px.
    public var width: Int
    /// Height, px.
    public var height: Int
    /// `width` × `height` pixels, row by row, each `0x00RRGGBB`.
    public var pixels: [UInt32]

    /// A picture of `width` × `height` `pixels` (there must be exactly that many).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "RGBImage needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A picture filled with one colour.
    package init(width: Int, height: Int, fill: UInt32) {
        self.init(width: width, height: height, pixels: [UInt32](repeating: fill & 0xFF_FFFF, count: width * height))
    }

    /// A picture with no pixels: the starting value of a buffer that `reshape` sizes.
    package static let empty = RGBImage(width: 0, height: 0, pixels: [])

    /// Makes this picture `width` × `height`, keeping its pixel storage when it already holds
    /// that many pixels (their values are then the old ones, to be overwritten by the caller), so
    /// a picture drawn again and again at one size allocates once. New storage is a checked
    /// allocation (`MemoryHeadroom`): under an address-space limit that leaves no room for it, a
    /// `RenderError` and an empty picture.
    package mutating func reshape(width: Int, height: Int) throws {
        if pixels.count != width * height {
            // The old storage goes first, so the two are never held at once.
            self = .empty
            pixels = try MemoryHeadroom.allocating(width * height * MemoryLayout<UInt32>.stride, for: "a \(width)×\(height) px picture") {
                [UInt32](repeating: 0, count: width * height)
            }
        }
        self.width = width
        self.height = height
    }

    subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue & 0xFF_FFFF }
    }
}

/// Channel access for packed `0x00RRGGBB` pixels.
extension UInt32 {
    @inline(__always) var redChannel: Int { Int((self >> 16) & 0xFF) }
    @inline(__always) var greenChannel: Int { Int((self >> 8) & 0xFF) }
    @inline(__always) var blueChannel: Int { Int(self & 0xFF) }

    @inline(__always) static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
