/// Paints a scene into pixels at `scale` pixels per point with cairo.
public enum ScenePainter {
    /// The surface size in pixels for `scene` at `scale`.
    static func pixelSize(of scene: Scene, scale: Double) -> (width: Int, height: Int) {
        (Int((Double(scene.size.width) * scale).rounded()), Int((Double(scene.size.height) * scale).rounded()))
    }

    /// Draws `scene` into a new surface.
    public static func rasterize(_ scene: Scene, scale: Double) throws -> CairoSurface {
        let size = pixelSize(of: scene, scale: scale)
        let surface = try CairoSurface(width: size.width, height: size.height)
        try rasterize(scene, scale: scale, into: surface)
        return surface
    }

    /// Draws `scene` over the whole of `surface`, replacing what it held, so one surface can be
    /// reused for a whole frame sequence; the pictures of effect groups use `scratch`'s memory
    /// when given (one per drawing thread).
    static func rasterize(_ scene: Scene, scale: Double, into surface: CairoSurface, scratch: EffectScratch? = nil) throws {
        let size = pixelSize(of: scene, scale: scale)
        guard size.width == surface.width, size.height == surface.height else {
            throw RenderError("a \(size.width)×\(size.height) px frame cannot be drawn into a \(surface.width)×\(surface.height) surface; create the surface with ScenePainter.pixelSize")
        }
        let context = try CairoContext(surface)
        context.scratch = scratch
        scratch?.pictures.beginFrame()
        // The background covers a pixel of the last column or row only partly when the scaled
        // size rounded up, and there it is mixed with what the pixel held; cleared first, it
        // holds what a new surface holds, so a reused surface gives the same bytes.
        if Double(scene.size.width) * scale < Double(size.width) || Double(scene.size.height) * scale < Double(size.height) {
            context.clear()
        }
        context.scale(scale)
        context.draw(scene)
        if let failure = context.failure { throw failure }
    }
}
