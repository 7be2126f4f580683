internal import CCairo

/// Draws a scene with cairo's SVG surface into an SVG document whose user unit is the point and
/// whose size is in px, so a 375 × 667 pt scene is a 375 × 667 px document. The document carries
/// the mark of renderpages' output (`OutputMark.xmlComment`) after its XML declaration. A group
/// with filters or a true perspective becomes an embedded picture (a PNG `data:` URI in an
/// `<image>`) of the group as painted, `rasterScale` px per point, placed over the pixels it
/// covers (docs/effects.md); 2 px per point by default, the @2x of most phones' screens.
enum SVGWriter {
    /// Under `ulimit -v` a frame that makes pictures asks for a raster frame's memory first
    /// (`MemoryHeadroom`; a vector-only frame needs no surface), and each picture before it is
    /// made; every picture painted is kept until the document is finished, and a frame's
    /// pictures take at most `pictureBudget` bytes, or one frame's pixels when more
    /// (`VectorTargetPictures`). When drawing fails, what cairo replays while the surface is
    /// destroyed is discarded.
    static func document(for scene: Scene, rasterScale: Double = 2, pictureBudget: Int = VectorTargetPictures.budget) throws -> [UInt8] {
        let pictures = VectorTargetPictures(frame: scene.size, scale: rasterScale, budget: pictureBudget)
        if pictures.cost(of: scene.shapes, through: .identity) > 0 {
            let pixels = ScenePainter.pixelSize(of: scene, scale: rasterScale)
            try MemoryHeadroom.ensure(surfaceBytes: pixels.width * pixels.height * 4)
        }
        var sink = SVGByteSink()
        try withUnsafeMutablePointer(to: &sink) { context in
            let surface = cairo_svg_surface_create_for_stream({ closure, data, length in
                let sink = closure!.assumingMemoryBound(to: SVGByteSink.self)
                guard !sink.pointee.discarded else { return CAIRO_STATUS_WRITE_ERROR }
                sink.pointee.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, context, Double(scene.size.width), Double(scene.size.height))!
            // The surface first: its snapshots of the pictures go with it, so no picture is copied.
            defer {
                cairo_surface_destroy(surface)
                pictures.release()
            }
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            do {
                try drawAndFinish(scene, on: surface, rasterScale: rasterScale, pictures: pictures)
            } catch {
                context.pointee.discarded = true
                throw error
            }
        }
        return marked(SVGIdentifiers.renumbered(sink.bytes))
    }

    /// `document` with the mark's comment on the line after the XML declaration (at the top when
    /// there is none).
    static func marked(_ document: [UInt8]) -> [UInt8] {
        let comment = Array((OutputMark.xmlComment + "\n").utf8)
        guard document.starts(with: Array("<?xml".utf8)), let end = document.firstIndex(of: UInt8(ascii: "\n")) else {
            return comment + document
        }
        return Array(document[...end]) + comment + document[(end + 1)...]
    }

    private static func drawAndFinish(_ scene: Scene, on surface: OpaquePointer, rasterScale: Double, pictures: VectorTargetPictures) throws {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo could not create an SVG surface for a \(scene.size.width)×\(scene.size.height) pt scene: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        do {
            let context = try CairoContext(surface: surface)
            context.rasterScale = rasterScale
            context.vectorPictures = pictures
            context.draw(scene)
            if let failure = context.failure { throw failure }
            context.noteStatus("record the SVG frame's drawing")
            if let failure = context.failure { throw failure }
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo could not write the SVG document: \(String(cString: cairo_status_to_string(status)))")
        }
    }
}

/// Collects the document cairo streams out; once `discarded`, takes nothing more.
private struct SVGByteSink {
    var bytes: [UInt8] = []
    var discarded = false
}
