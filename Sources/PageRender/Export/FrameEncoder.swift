/// Turns one scene into the bytes of one frame file. An encoder may keep buffers between frames,
/// so each worker thread owns one.
protocol FrameEncoder {
    mutating func encode(_ scene: Scene) throws -> [UInt8]
}

/// Rasterises into one surface reused while the frame size stays the same, then encodes the
/// pixels with `codec`. With `supersampling` above 1 the scene is drawn that many times finer and
/// box-filtered down (`RGBImage.boxDownsampled`), then encoded by `PNGEncoder`.
struct PNGFrameEncoder: FrameEncoder {
    let scale: Double
    let codec: PNGCodec
    let supersampling: Int
    private var surface: CairoSurface?
    private var encoder: PNGEncoder?

    init(scale: Double, codec: PNGCodec, supersampling: Int = 1) {
        self.scale = scale
        self.codec = codec
        self.supersampling = supersampling
    }

    mutating func encode(_ scene: Scene) throws -> [UInt8] {
        if supersampling > 1 {
            let size = FrameRasterizer.pixelSize(of: scene, scale: scale)
            let image = RGBImage(try FrameRasterizer.rasterize(scene, scale: scale * Double(supersampling)))
                .boxDownsampled(by: supersampling, width: size.width, height: size.height)
            if encoder == nil { encoder = try PNGEncoder() }
            return try image.pngBytes(encoder: encoder!)
        }
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
