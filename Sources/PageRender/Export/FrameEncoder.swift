/// Turns one scene into the bytes of one frame file. An encoder may keep buffers between frames,
/// so each worker thread owns one.
protocol FrameEncoder {
    mutating func encode(_ scene: Scene) throws -> [UInt8]
}

/// Rasterises into one surface reused while the frame size stays the same, then encodes the
/// pixels with libdeflate.
struct PNGFrameEncoder: FrameEncoder {
    let scale: Double
    private var surface: CairoSurface?
    private var encoder: PNGEncoder?

    init(scale: Double) { self.scale = scale }

    mutating func encode(_ scene: Scene) throws -> [UInt8] {
        let size = FrameRasterizer.pixelSize(of: scene, scale: scale)
        if surface?.width != size.width || surface?.height != size.height {
            surface = try CairoSurface(width: size.width, height: size.height)
        }
        if encoder == nil { encoder = try PNGEncoder() }
        try FrameRasterizer.rasterize(scene, scale: scale, into: surface!)
        return try encoder!.encode(surface!)
    }
}

/// One SVG document per scene, sized in px with 1 px per point whatever the render scale.
struct SVGFrameEncoder: FrameEncoder {
    mutating func encode(_ scene: Scene) throws -> [UInt8] {
        try SVGWriter.document(for: scene)
    }
}
