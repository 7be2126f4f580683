/// Draws a scene into a new surface at `scale` pixels per point.
public enum FrameRasterizer {
    public static func rasterize(_ scene: Scene, scale: Double) throws -> CairoSurface {
        let surface = try CairoSurface(width: Int((Double(scene.size.width) * scale).rounded()),
                                       height: Int((Double(scene.size.height) * scale).rounded()))
        let context = try CairoContext(surface)
        context.scale(scale)
        context.draw(scene)
        return surface
    }
}
