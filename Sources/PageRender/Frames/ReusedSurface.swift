/// What one drawing thread keeps between the frames it draws: the Cairo surface `ScenePainter`
/// paints into, made again only when the frame size changes, so a thread draws any number of
/// frames into one surface. Scenes are drawn at `scale` px/pt, `supersampling` times finer and
/// box-filtered down when it is above 1 (`FrameSequence.resized(toPixelWidth:)`). The pixels do not depend on what the surface held
/// before (`ScenePainter.rasterize(_:scale:into:)`), so neither do the frames' bytes.
struct ReusedSurface {
    let scale: Double
    let supersampling: Int
    private var surface: CairoSurface?
    /// The memory of effect groups' pictures, kept between frames like the surface.
    private let scratch = EffectScratch()
    /// Surfaces this drawer has made, for the tests that check they are reused.
    private(set) var surfacesMade = 0
    /// Bytes of effect pictures kept from the last frame (`EffectPictureCache`).
    var keptPictureBytes: Int { scratch.pictures.bytes }

    init(scale: Double, supersampling: Int) {
        self.scale = scale
        self.supersampling = supersampling
    }

    /// `scene` drawn at `scale` × `supersampling` px/pt into this drawer's surface, which the
    /// caller may read until the next call.
    mutating func rasterize(_ scene: Scene) throws -> CairoSurface {
        let drawnScale = scale * Double(supersampling)
        let size = ScenePainter.pixelSize(of: scene, scale: drawnScale)
        // Under ulimit -v, an error now rather than a trap in the runtime mid-frame.
        try MemoryHeadroom.ensure(surfaceBytes: size.width * size.height * 4)
        if surface?.width != size.width || surface?.height != size.height {
            surface = try CairoSurface(width: size.width, height: size.height)
            surfacesMade += 1
        }
        try ScenePainter.rasterize(scene, scale: drawnScale, into: surface!, scratch: scratch)
        return surface!
    }

    /// `scene` as pixels at `scale` into `picture`, whose storage is kept when it already has the
    /// frame's size (`RGBImage.reshape`).
    mutating func draw(_ scene: Scene, into picture: inout RGBImage) throws {
        let drawn = try rasterize(scene)
        guard supersampling > 1 else { return try picture.setPixels(of: drawn) }
        let size = ScenePainter.pixelSize(of: scene, scale: scale)
        try picture.setBoxDownsampled(drawn, by: supersampling, width: size.width, height: size.height)
    }
}
