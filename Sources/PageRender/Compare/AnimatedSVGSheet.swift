import Foundation

/// A comparison sheet as one animated SVG: the GIF sheet's layout (`ComparisonSheet`), its
/// headings written once, each column's screen animated as the demo file animates one
/// (`AnimatedSVGWriter` over its scenes at the device's rate) on one clock, and the clock line and each
/// column's caption changing at the sheet's frames as the GIF's do: every text they show is
/// written once and shown while it holds (discrete keyframes). No x-ray: its header's numbers
/// change at every device frame.
package enum AnimatedSVGSheet {
    /// The sheet of `compared` (scenario files or custom strategies, sampled at one fps), `pixelWidth` px wide (nil:
    /// the GIF sheet's size), playing `loop` times with `hold` ms at both ends.
    package static func document(_ compared: [ComparedScenario], loop: LoopMode, hold: Double, pixelWidth: Int? = nil,
                                 effects: SVGEffects = .html) throws -> AnimatedSVG.Document {
        let scale = compared.first?.screenScale ?? 1
        let sheet = try ComparisonSheet(compared, scale: scale)
        let columns = sheet.columns, fps = sheet.fps
        let screens = compared.map { s in
            SceneTracks(scenes: s.scenes(options: SceneOptions()), samples: s.timeline.keyframeSamples)
        }
        let size = sheet.size
        let pixels = pixelWidth.map { Double($0) / Double(size.width) } ?? columns.sheetScale
        let count = compared.frameCount
        let times = (0..<count).map { Double($0) * 1000 / fps }
        var css = AnimatedSVGStyle(duration: 2 * hold + Double(count) * 1000 / fps, loop: loop, hold: hold, start: 0)
        let definitions = try SVGDefinitions(scale: pixels)
        let markup = SVGShapeMarkup(definitions: definitions)
        let paper = SVGPaint.attributes(PlotStyle.paper)

        var body: [AnimatedSVGWriter.Segment] = []
        body.append(.svg(SVGPaint.rect(CGRect(origin: .zero, size: size), cornerRadius: 0, paint: paper)))
        body.append(.svg(try markup.markup(columns.headings(top: SheetColumns.margin + ComparisonSheet.clockHeight))))
        // The clock and the captions are the GIF sheet's own shapes at each of its frames.
        let clock = (0..<count).map { sheet.clockShapes(atFrame: $0) }
        body.append(.svg(try changing("t", clock, times: times, css: &css, markup: markup)))
        for i in compared.indices {
            let top = sheet.screenTop
            // Screens are drawn at the columns' zoom, as the GIF sheet composes them.
            let x = SVGNumber.text(columns.x[i]), y = SVGNumber.text(top), zoom = SVGNumber.text(columns.zoom, decimals: 6)
            // Cut to the screen, as the GIF sheet draws each screen's own picture (a standalone
            // file is cut by its viewport); the clip in the translated space, inside the move.
            let frame = CGRect(origin: .zero, size: screens[i].size)
            let clip = definitions.clip(frame, cornerRadius: 0)
            var writer = AnimatedSVGWriter(tracks: screens[i], prefix: "s\(i)_", scale: pixels * columns.zoom, effects: effects, css: css,
                                           definitions: definitions)
            let screen = try writer.body()
            css = writer.css
            body += AnimatedSVGWriter.wrapped(screen, svg: ("<g transform=\"translate(\(x) \(y))" + (columns.zoom == 1 ? "" : " scale(\(zoom))") + "\"><g clip-path=\"url(#\(clip))\">", "</g></g>"),
                                              html: ("<div class=\"g\" style=\"transform:translate(\(x)px,\(y)px)" + (columns.zoom == 1 ? "" : " scale(\(zoom))")
                                                     + "\"><div class=\"g\" style=\"clip-path:path('\(AnimatedSVGWriter.outline(frame, cornerRadius: 0))')\">", "</div></div>"))
            let captions = (0..<count).map { sheet.captionShapes(i, atFrame: $0) }
            body.append(.svg(try changing("k\(i)_", captions, times: times, css: &css, markup: markup)))
        }
        return AnimatedSVG.document(size: size, scale: pixels, css: css, definitions: definitions, body: AnimatedSVGWriter.joined(body))
    }

    /// Shapes that change at the sheet's frames (`states[k]` from `times[k]`): each distinct
    /// state written once, as a group shown while it holds.
    private static func changing(_ prefix: String, _ states: [[Scene.Shape]], times: [Double], css: inout AnimatedSVGStyle, markup: SVGShapeMarkup) throws -> String {
        var distinct: [[Scene.Shape]] = []
        for state in states where !distinct.contains(state) { distinct.append(state) }
        guard distinct.count > 1 else { return try markup.markup(distinct.first ?? []) }
        var out = ""
        for (n, state) in distinct.enumerated() {
            let id = prefix + String(n, radix: 36)
            out += "<g id=\"\(id)\">" + (try markup.markup(state)) + "</g>"
            css.discrete(id, property: "opacity", times: times, values: states.map { $0 == state ? "1" : "0" })
        }
        return out
    }
}

extension [ComparedScenario] {
    /// These inputs side by side as one animated SVG comparison sheet (scenario files and
    /// strategies written outside the library alike, sampled at one fps), playing `loop` times
    /// with `hold` ms at both ends, `pixelWidth` px wide (nil: the GIF sheet's size).
    package func animatedSVGSheet(loop: LoopMode = .forever, hold: Double = 0, pixelWidth: Int? = nil) throws -> [UInt8] {
        try AnimatedSVGSheet.document(self, loop: loop, hold: hold, pixelWidth: pixelWidth).bytes
    }
}
