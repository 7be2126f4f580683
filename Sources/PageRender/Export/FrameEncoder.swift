/// Turns one scene into the bytes of one frame file. An encoder may keep buffers between frames,
/// so each worker thread owns one.
protocol FrameEncoder {
    mutating func encode(_ scene: Scene) throws -> [UInt8]
}

/// Rasterises into one surface reused while the frame size stays the same, then encodes the
/// pixels with `codec`.
struct PNGFrameEncoder: FrameEncoder {
    let scale: Double
    let codec: PNGCodec
    private var surface: CairoSurface?
    private var encoder: PNGEncoder?

    init(scale: Double, codec: PNGCodec) {
        self.scale = scale
        self.codec = codec
    }

    mutating func encode(_ scene: Scene) throws -> [UInt8] {
        let size = FrameRasterizer.pixelSize(of: scene, scale: scale)
        if surface?.width != size.width || surface?.height != size.height {
            surface = try CairoSurface(width: size.width, height: size.height)
        }
        try FrameRasterizer.rasterize(scene, scale: scale, into: surface!)
        switch codec {
        case .cairo:
            return try surface!.pngBytesWithCairo()
        case .libdeflate:
            if encoder == nil { encoder = try PNGEncoder() }
            return try encoder!.encode(surface!)
        }
    }
}

/// One SVG document per scene, sized in px with 1 px per point whatever the render scale.
struct SVGFrameEncoder: FrameEncoder {
    mutating func encode(_ scene: Scene) throws -> [UInt8] {
        try SVGWriter.document(for: scene)
    }
}
