internal import CCairo

extension CairoSurface {
    /// Decodes a PNG file with cairo's reader (libpng) into a new ARGB32 surface, so tests can
    /// check an encoder against an independent decoder. Opaque PNGs come back with alpha 255.
    convenience init(png bytes: [UInt8]) throws {
        var reader = PNGByteReader(bytes: bytes)
        let decoded = withUnsafeMutablePointer(to: &reader) { context in
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = closure!.assumingMemoryBound(to: PNGByteReader.self)
                return reader.pointee.read(into: data!, count: Int(length))
            }, context)!
        }
        defer { cairo_surface_destroy(decoded) }
        guard cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(decoded)))
            throw RenderError("cannot decode the PNG (\(bytes.count) bytes): \(reason); check that it is a whole PNG file")
        }
        try self.init(width: Int(cairo_image_surface_get_width(decoded)), height: Int(cairo_image_surface_get_height(decoded)))
        let cr = cairo_create(pointer)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
    }
}

/// Feeds cairo's PNG reader from memory.
private struct PNGByteReader {
    let bytes: [UInt8]
    var position = 0

    mutating func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard position + count <= bytes.count else { return CAIRO_STATUS_READ_ERROR }
        bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + position, count: count) }
        position += count
        return CAIRO_STATUS_SUCCESS
    }
}
