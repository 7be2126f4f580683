import Foundation

/// A scenario's demo as one animated SVG: what does not move is written once, what moves is a
/// group animated with CSS `@keyframes` (the content row's translation, the current page dot, the
/// finger), no script, no SMIL, no external reference, so it plays in an `<img>`, in a GitHub
/// README and in any current browser (docs/output.md).
///
/// Time is the scenario's: the motion is sampled at the device's refresh rate and the browser
/// interpolates linearly between keyframes, which stay within `tolerance` of every sample; the
/// first and the last state are held `hold` ms longer, and the last state shows one more frame
/// interval of the scenario's fps, as an animated GIF of the scenario ends.
package enum AnimatedSVG {
    /// What was written.
    package struct Document: Sendable {
        package var bytes: [UInt8]
        /// Displayed size, px.
        package var width: Int
        package var height: Int
        /// Length of one play, ms.
        package var duration: Double
        /// Keyframes over all animated properties.
        package var keyframes: Int
        package var images: [SVGImageEmbedding.Embedded]
    }

    /// Keyframes keep a motion within 0.2 output px of every device-rate sample; with values
    /// written to 0.005 pt (at most 0.05 px up to 10 px/pt) and times to 1e-6 % of the play, the
    /// shown motion stays within the quarter pixel the issue asks for.
    static let tolerancePixels = 0.2

    /// The animated SVG of `scenario` (its timeline simulated again at `physics.deviceRate`),
    /// with the look's decoded `itemImages`, displayed `pixelWidth` px wide (nil: the scenario's
    /// pixels per point), playing `loop` times with `hold` ms at both ends.
    package static func document(scenario: Scenario, itemImages: [PixelImage], loop: LoopMode, hold: Double, pixelWidth: Int? = nil) throws -> Document {
        var deviceRate = scenario
        deviceRate.fps = scenario.physics.deviceRate
        let timeline = try ScrollSimulation.timeline(for: deviceRate)
        let scenes = FrameScenes(scenario: deviceRate, timeline: timeline, options: SceneOptions(itemImages: itemImages))
        guard !timeline.samples.isEmpty else {
            throw RenderError("the timeline has no samples, so there is nothing to animate; simulate the scenario first")
        }
        let screen = scenes.screen
        let tracks = AnimatedSVGTracks(screen: screen, samples: timeline.samples)
        let frameSize = screen.device?.frameSize ?? screen.layout.screen
        let scale = pixelWidth.map { Double($0) / Double(frameSize.width) } ?? scenario.screen.scale
        let t0 = tracks.times[0]
        let duration = 2 * hold + (tracks.times[tracks.times.count - 1] - t0) + 1000 / scenario.fps
        var css = AnimatedSVGStyle(duration: duration, loop: loop, hold: hold, start: t0)

        let itemTracks = try effectTracks(scenario: scenario, screen: screen, samples: timeline.samples, drawn: tracks.visibleItems)
        let definitions = try SVGDefinitions()
        var markup = SVGShapeMarkup(definitions: definitions)
        var screenMarkup = ""
        if let gradient = screen.backgroundGradient {
            screenMarkup += try markup.markup(.gradientRect(CGRect(origin: .zero, size: screen.layout.screen), from: gradient.from, to: gradient.to,
                                                            cornerRadius: 0, angle: gradient.angle))
        }
        // The content row, moved by the offset; each item moved by its effect, if any.
        let items = try effected(screen: screen, tracks: itemTracks, times: tracks.times, css: &css, markup: &markup, tolerance: tolerancePixels / scale)
        screenMarkup += "<g id=\"c\">" + items + "</g>"
        css.translation("c", times: tracks.times, values: tracks.translations, tolerance: tolerancePixels / scale)
        screenMarkup += try markup.markup(screen.fixed)
        screenMarkup += dots(screen: screen, tracks: tracks, css: &css)
        if screen.showsFinger { screenMarkup += fingerMarkup(screen: screen, tracks: tracks, css: &css, markup: markup, scale: scale) }

        var body: String
        if let device = screen.device {
            let wrapped = device.wrap(Scene(size: screen.layout.screen, background: screen.background, shapes: [slot]))
            body = SVGPaint.rect(CGRect(origin: .zero, size: wrapped.size), cornerRadius: 0, paint: SVGPaint.attributes(wrapped.background))
            var device = markup
            device.slot = screenMarkup
            body += try device.markup(wrapped.shapes)
        } else {
            body = SVGPaint.rect(CGRect(origin: .zero, size: frameSize), cornerRadius: 0, paint: SVGPaint.attributes(screen.background)) + screenMarkup
        }
        let width = Int((Double(frameSize.width) * scale).rounded()), height = Int((Double(frameSize.height) * scale).rounded())
        // The mark on line 2, well inside the first 4 KiB where it is looked for (docs/output.md).
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + OutputMark.xmlComment + "\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(SVGNumber.text(Double(frameSize.width))) \(SVGNumber.text(Double(frameSize.height)))\">\n"
        text += "<style>\n" + css.css + "\n</style>\n<defs>" + definitions.markup + "</defs>\n" + body + "\n</svg>\n"
        return Document(bytes: Array(text.utf8), width: width, height: height, duration: duration, keyframes: css.keyframeCount, images: definitions.images)
    }

    /// A shape no scene draws (a polyline without points of negative width): where the device's
    /// wrapping puts the screen, where `SVGShapeMarkup` writes the animated screen.
    static let slot = Scene.Shape.polyline([], color: Color(white: 0, alpha: 0), width: -1)

    /// The page control: every dot drawn once, a dot whose colour changes animated between its
    /// two colours, and the whole control hidden while no sample has a page.
    private static func dots(screen: ScreenScene, tracks: AnimatedSVGTracks, css: inout AnimatedSVGStyle) -> String {
        let control = screen.pageControl
        guard !control.centers.isEmpty, tracks.currentDots.contains(where: { $0 != nil }) else { return "" }
        var out = "<g id=\"p\">"
        for (i, center) in control.centers.enumerated() {
            let colors = tracks.currentDots.map { $0 == i ? control.style.currentDot : control.style.dot }
            let id = "p\(i)"
            let first = colors.first(where: { _ in true })!
            let animated = colors.contains { $0 != first }
            let paint = animated ? "id=\"\(id)\"" : SVGPaint.attributes(first)
            out += "<circle cx=\"\(SVGNumber.text(Double(center.x)))\" cy=\"\(SVGNumber.text(Double(center.y)))\" r=\"\(SVGNumber.text(control.style.diameter / 2))\" \(paint)/>"
            if animated { css.discrete(id, property: "fill", times: tracks.times, values: colors.map(SVGPaint.css)) }
        }
        if tracks.currentDots.contains(where: { $0 == nil }) {
            css.discrete("p", property: "opacity", times: tracks.times, values: tracks.currentDots.map { $0 == nil ? "0" : "1" })
        }
        return out + "</g>"
    }

    /// The finger's disc, drawn at position 0 along the axis and moved by the track; hidden
    /// while it does not touch. While hidden it keeps the position it shows next (or last), so
    /// no keyframe is spent on a motion nobody sees.
    private static func fingerMarkup(screen: ScreenScene, tracks: AnimatedSVGTracks, css: inout AnimatedSVGStyle, markup: SVGShapeMarkup, scale: Double) -> String {
        guard tracks.fingers.contains(where: { $0 != nil }) else { return "" }
        let axis = screen.layout.axis
        // Hidden stretches take the position shown next, or after the last touch the last one.
        let lastTouch = tracks.fingers.lastIndex { $0 != nil }!
        var positions = [Double](repeating: tracks.fingers[lastTouch]!, count: tracks.fingers.count)
        var next = tracks.fingers[lastTouch]!
        for k in (0...lastTouch).reversed() {
            if let finger = tracks.fingers[k] { next = finger }
            positions[k] = next
        }
        let disc = (try? markup.markup([.group(FingerMark.group(at: 0, axis: axis, screen: screen.layout.screen))])) ?? ""
        let values = positions.map { axis == .horizontal ? CGPoint(x: $0, y: 0) : CGPoint(x: 0, y: $0) }
        css.translation("f", times: tracks.times, values: values, tolerance: tolerancePixels / scale)
        if tracks.fingers.contains(where: { $0 == nil }) {
            css.discrete("h", property: "opacity", times: tracks.times, values: tracks.fingers.map { $0 == nil ? "0" : "1" })
            return "<g id=\"h\"><g id=\"f\">" + disc + "</g></g>"
        }
        return "<g id=\"f\">" + disc + "</g>"
    }
}
