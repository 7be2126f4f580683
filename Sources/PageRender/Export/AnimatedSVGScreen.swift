import Foundation

/// One scenario's screen in an animated SVG (`AnimatedSVG`, and each column of
/// `AnimatedSVGSheet`): its motion simulated again at the device's refresh rate, what changes
/// per sample (`AnimatedSVGTracks`, and the items' effects, `AnimatedSVGItemTracks`), and the
/// markup of the screen (inside its device, if any) whose moving parts are CSS animations under
/// element ids that start with a prefix, so several screens share one file.
struct AnimatedSVGScreen {
    let screen: ScreenScene
    let samples: [Timeline.Sample]
    let tracks: AnimatedSVGTracks
    let itemTracks: AnimatedSVGItemTracks

    /// The screen of `scenes` at `timeline`'s device-rate samples (`Timeline.keyframeSamples`),
    /// drawn in `look`; what an SVG cannot draw as the frames do is refused here, before anything
    /// is written.
    init(scenes: FrameScenes, timeline: Timeline, look: LookSpec) throws {
        guard !timeline.keyframeSamples.isEmpty else {
            throw RenderError("the timeline has no samples, so there is nothing to animate; simulate the scenario first")
        }
        screen = scenes.screen
        samples = timeline.keyframeSamples
        tracks = AnimatedSVGTracks(screen: screen, samples: samples)
        itemTracks = try AnimatedSVG.effectTracks(look: look, screen: screen, samples: samples, drawn: tracks.visibleItems)
    }

    /// Size of what is drawn (the device's frame, or the screen without one), pt.
    var frameSize: CGSize { screen.device?.frameSize ?? screen.layout.screen }

    /// The screen as SVG at the origin, `frameSize` points, its animations added to `css` under
    /// ids starting with `prefix`, its definitions to `definitions`; drawn at `scale` px/pt.
    func markup(prefix: String, css: inout AnimatedSVGStyle, definitions: SVGDefinitions, scale: Double) throws -> String {
        var markup = SVGShapeMarkup(definitions: definitions)
        var screenMarkup = ""
        if let gradient = screen.backgroundGradient {
            screenMarkup += try markup.markup(.gradientRect(CGRect(origin: .zero, size: screen.layout.screen), from: gradient.from, to: gradient.to,
                                                            cornerRadius: 0, angle: gradient.angle))
        }
        let tolerance = AnimatedSVG.tolerancePixels / scale
        // The content row, moved by the offset; each item moved by its effect, if any.
        let items = try AnimatedSVG.effected(screen: screen, tracks: itemTracks, prefix: prefix, times: tracks.times, css: &css, markup: &markup,
                                             tolerance: tolerance)
        screenMarkup += "<g id=\"\(prefix)c\">" + items + "</g>"
        css.translation(prefix + "c", times: tracks.times, values: tracks.translations, tolerance: tolerance)
        screenMarkup += try markup.markup(screen.fixed)
        screenMarkup += dots(prefix: prefix, css: &css)
        if screen.showsFinger { screenMarkup += fingerMarkup(prefix: prefix, css: &css, markup: markup, scale: scale) }

        guard let device = screen.device else {
            return SVGPaint.rect(CGRect(origin: .zero, size: frameSize), cornerRadius: 0, paint: SVGPaint.attributes(screen.background)) + screenMarkup
        }
        let wrapped = device.wrap(Scene(size: screen.layout.screen, background: screen.background, shapes: [AnimatedSVG.slot]))
        var body = SVGPaint.rect(CGRect(origin: .zero, size: wrapped.size), cornerRadius: 0, paint: SVGPaint.attributes(wrapped.background))
        var deviceMarkup = markup
        deviceMarkup.slot = screenMarkup
        body += try deviceMarkup.markup(wrapped.shapes)
        return body
    }

    /// The page control: every dot on the screen drawn once, a dot whose colour changes animated between its
    /// two colours, and the whole control hidden while no sample has a page.
    private func dots(prefix: String, css: inout AnimatedSVGStyle) -> String {
        let control = screen.pageControl
        guard !control.shown.isEmpty, tracks.currentDots.contains(where: { $0 != nil }) else { return "" }
        var out = "<g id=\"\(prefix)p\">"
        for i in control.shown {
            let center = control.center(i)
            let colors = tracks.currentDots.map { $0 == i ? control.style.currentDot : control.style.dot }
            let id = prefix + "p\(i)"
            let first = colors.first(where: { _ in true })!
            let animated = colors.contains { $0 != first }
            let paint = animated ? "id=\"\(id)\"" : SVGPaint.attributes(first)
            out += "<circle cx=\"\(SVGNumber.text(Double(center.x)))\" cy=\"\(SVGNumber.text(Double(center.y)))\" r=\"\(SVGNumber.text(control.style.diameter / 2))\" \(paint)/>"
            if animated { css.discrete(id, property: "fill", times: tracks.times, values: colors.map(SVGPaint.css)) }
        }
        if tracks.currentDots.contains(where: { $0 == nil }) {
            css.discrete(prefix + "p", property: "opacity", times: tracks.times, values: tracks.currentDots.map { $0 == nil ? "0" : "1" })
        }
        return out + "</g>"
    }

    /// The finger's disc, drawn at position 0 along the axis and moved by the track; hidden
    /// while it does not touch. While hidden it keeps the position it shows next (or last), so
    /// no keyframe is spent on a motion nobody sees.
    private func fingerMarkup(prefix: String, css: inout AnimatedSVGStyle, markup: SVGShapeMarkup, scale: Double) -> String {
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
        css.translation(prefix + "f", times: tracks.times, values: values, tolerance: AnimatedSVG.tolerancePixels / scale)
        if tracks.fingers.contains(where: { $0 == nil }) {
            css.discrete(prefix + "h", property: "opacity", times: tracks.times, values: tracks.fingers.map { $0 == nil ? "0" : "1" })
            return "<g id=\"\(prefix)h\"><g id=\"\(prefix)f\">" + disc + "</g></g>"
        }
        return "<g id=\"\(prefix)f\">" + disc + "</g>"
    }
}
