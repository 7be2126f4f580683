/// Turns one scene into the bytes of one frame file: a PNG painted through a `ReusedSurface`, or
/// an SVG document. An encoder may keep buffers between
/// frames, so each worker thread owns one.
protocol FrameFileEncoder {
    mutating func encode(_ scene: Scene) throws -> [UInt8]
}

/// Rasterises into one surface reused while the frame size stays the same (`ReusedSurface`), then
/// encodes the pixels with `codec`. With `supersampling` above 1 the scene is drawn that many
/// times finer and box-filtered down into one reused picture, then encoded by `PNGEncoder`.
struct PNGFrameFileEncoder: FrameFileEncoder {
    let codec: PNGCodec
    private var drawer: ReusedSurface
    private var picture = RGBImage.empty
    private var encoder: PNGEncoder?

    init(scale: Double, codec: PNGCodec, supersampling: Int = 1) {
        self.codec = codec
        drawer = ReusedSurface(scale: scale, supersampling: supersampling)
    }

    mutating func encode(_ scene: Scene) throws -> [UInt8] {
        if drawer.supersampling > 1 {
            try drawer.draw(scene, into: &picture)
            if encoder == nil { encoder = try PNGEncoder() }
            return try picture.pngBytes(encoder: encoder!)
        }
        let surface = try drawer.rasterize(scene)
        switch codec {
        case .cairo:
            return PNGMark.marked(try surface.pngBytesWithCairo())
        case .libdeflate:
            if encoder == nil { encoder = try PNGEncoder() }
            return try encoder!.encode(surface)
        }
    }
}

/// One SVG document per scene, sized in px with 1 px per point whatever the render scale; the
/// pictures of effect groups embedded in it have the render scale's pixels (the PNG frames').
struct SVGFrameFileEncoder: FrameFileEncoder {
    var rasterScale: Double

    mutating func encode(_ scene: Scene) throws -> [UInt8] {
        try SVGWriter.document(for: scene, rasterScale: rasterScale)
    }
}
