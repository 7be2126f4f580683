internal import CWebP

/// The mark of renderpages' output in a WebP file (`OutputMark`): XMP metadata naming it as the
/// creator tool, an `XMP ` chunk after the frames flagged in the `VP8X` header (WebP container
/// specification, "Metadata"): `WebPAnimationWriter` writes it, and libwebp's mux adds it to a
/// lossy animation. About 300 bytes per file, plus the provenance record.
enum WebPMark {
    /// A minimal XMP packet (Adobe XMP specification part 1: x:xmpmeta around one RDF
    /// description) with the mark as `xmp:CreatorTool`.
    static var xmp: [UInt8] { Array("""
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="\(OutputMark.text)"/>\
        </rdf:RDF></x:xmpmeta>
        """.utf8) }

    /// Adds the XMP chunk to `mux` before it is assembled.
    static func add(to mux: OpaquePointer) throws {
        try xmp.withUnsafeBufferPointer { bytes in
            var data = WebPData(bytes: bytes.baseAddress, size: bytes.count)
            // copy_data 1: libwebp keeps its own copy.
            guard WebPMuxSetChunk(mux, "XMP ", &data, 1) == WEBP_MUX_OK else {
                throw RenderError("libwebp could not add the file's XMP metadata; free some memory")
            }
        }
    }

    /// The WebP file `bytes` (as libwebp's animation encoder assembled it) with the XMP chunk.
    static func marked(_ bytes: [UInt8]) throws -> [UInt8] {
        try bytes.withUnsafeBufferPointer { input in
            var source = WebPData(bytes: input.baseAddress, size: input.count)
            // copy_data 0: the mux reads `bytes` in place until it is assembled.
            guard let mux = WebPMuxCreate(&source, 0) else {
                throw RenderError("libwebp could not read back the \(bytes.count)-byte animation it wrote; free some memory")
            }
            defer { WebPMuxDelete(mux) }
            try add(to: mux)
            var data = WebPData()
            WebPDataInit(&data)
            defer { WebPDataClear(&data) }
            guard WebPMuxAssemble(mux, &data) == WEBP_MUX_OK else {
                throw RenderError("libwebp could not assemble the animation with its metadata; free some memory")
            }
            return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
        }
    }
}
