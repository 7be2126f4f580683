internal import CCairo

/// An ARGB32 image surface (premultiplied, native-endian 32-bit pixels), freed in deinit.
public final class CairoSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    /// The longest side cairo draws: pixman keeps coordinates in 16-bit fixed point, so an image
    /// surface is at most 32767 px a side.
    package static let largestSide = 32767

    /// A transparent surface of `width` × `height` pixels.
    init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Self.largestSide, height <= Self.largestSide else {
            throw RenderError("surface size \(width)×\(height) px is outside 1…32767; lower the scale or the screen size")
        }
        pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(pointer)))
            cairo_surface_destroy(pointer)
            throw RenderError("cairo could not create a \(width)×\(height) surface: \(reason)")
        }
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Bytes per row of the pixel buffer.
    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// Calls `body` with the surface's pixels (premultiplied ARGB32, one UInt32 per pixel, rows
    /// `stride` bytes apart) after flushing pending drawing.
    func withPixels<R>(_ body: (UnsafeRawBufferPointer, _ stride: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        let data = cairo_image_surface_get_data(pointer)!
        return try body(UnsafeRawBufferPointer(start: data, count: stride * height), stride)
    }

    /// Calls `body` with the surface's pixels to change them (premultiplied ARGB32, rows `stride`
    /// bytes apart), then tells cairo they changed.
    func withMutablePixels<R>(_ body: (UnsafeMutableRawBufferPointer, _ stride: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        let data = cairo_image_surface_get_data(pointer)!
        return try body(UnsafeMutableRawBufferPointer(start: data, count: stride * height), stride)
    }

    /// The surface as a PNG file from cairo's own encoder (libpng, zlib level 6), for comparison
    /// with `PNGEncoder`.
    func pngBytesWithCairo() throws -> [UInt8] {
        let (bytes, status) = Self.cairoPNG(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo could not encode a \(width)×\(height) PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return bytes
    }

    /// Any image surface as cairo's PNG writer encodes it, with cairo's status.
    static func cairoPNG(_ surface: OpaquePointer) -> (bytes: [UInt8], status: cairo_status_t) {
        var bytes: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &bytes) { sink in
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                closure!.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, sink)
        }
        return (bytes, status)
    }
}
