import ArgumentParser
import PageRender

/// What `compare`, `plot` and `report` write: scenarios side by side on one clock, drawn as the
/// format asks: a sheet in time (frames or one animated SVG), a filmstrip, the offset plot or
/// the page that plays them.
struct ComparedRun: OutputSubject {
    let compared: [ComparedScenario]
    /// The scale a sheet of a shape is drawn at without `--width`: the screens' own, or the
    /// largest that fits, with a warning (`Compare.fitted`).
    let fit: (SheetShape, Double) -> Double

    init(_ compared: [ComparedScenario], fit: @escaping (SheetShape, Double) -> Double = { _, scale in scale }) {
        self.compared = compared
        self.fit = fit
    }

    func animation(_ settings: OutputFormat.Settings) throws -> AnimationSource {
        let shape = try ComparisonSheet(compared, scale: 1).shape
        guard let width = settings.width else {
            return try ComparisonSheet(compared, scale: fit(shape, compared[0].screenScale)).animation(hold: settings.hold)
        }
        let scale = try validating { try SheetSizing.drawingScale(shape, pixelWidth: width) }
        return try ComparisonSheet(compared, scale: scale).animation(hold: settings.hold).areaResampled(toPixelWidth: width)
    }

    func animatedSVG(_ settings: OutputFormat.Settings) throws -> AnimatedSVG.Document {
        try validating {
            try AnimatedSVGSheet.document(compared, loop: settings.loop, hold: settings.hold, pixelWidth: settings.width, effects: settings.svgEffects)
        }
    }

    /// The filmstrip.
    func picture(_ settings: OutputFormat.Settings) throws -> RGBImage {
        let shape = try Filmstrip(compared, scale: 1).shape
        guard let width = settings.width else { return try Filmstrip(compared, scale: fit(shape, compared[0].screenScale)).image() }
        let scale = try validating { try SheetSizing.drawingScale(shape, pixelWidth: width) }
        return try Filmstrip(compared, scale: scale).image().areaResampled(toPixelWidth: width)
    }

    func offsetPlot(_ settings: OutputFormat.Settings) throws -> OffsetPlot {
        try OffsetPlot(compared)
    }

    func report(_ settings: OutputFormat.Settings) throws -> HTMLReport {
        try validating { try HTMLReport(compared, scale: compared[0].screenScale) }
    }
}
