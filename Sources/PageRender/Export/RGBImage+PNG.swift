extension RGBImage {
    /// Writes the picture as a PNG file at `path`, atomically.
    public func writePNG(to path: String) throws {
        let surface = try CairoSurface(self)
        try AtomicFile.write(to: path) { try surface.writePNGWithCairo(to: $0) }
    }
}
