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
    /// written to 0.005 pt (at most 0.05 px up to 10 px/pt) and times to 0.002 ms of the play, the
    /// shown motion stays within a quarter pixel of the frames (docs/animation.md).
    static let tolerancePixels = 0.2

    /// The animated SVG of `scenes` (the run's, with the look's decoded item images) at
    /// `timeline`'s device-rate samples (`Timeline.keyframeSamples`), displayed `pixelWidth` px
    /// wide (nil: `scale` px/pt), playing `loop` times with `hold` ms at both ends; the last
    /// state shows one more frame interval of `fps`, as the run's animated GIF ends. Turned and
    /// filtered parts are drawn as `effects` says.
    package static func document(scenes: FrameScenes, timeline: Timeline, scale screenScale: Double, fps: Double, loop: LoopMode,
                                 hold: Double, pixelWidth: Int? = nil, effects: SVGEffects = .html) throws -> Document {
        let samples = timeline.keyframeSamples
        guard !samples.isEmpty else {
            throw RenderError("the timeline has no samples, so there is nothing to animate; simulate the scenario first")
        }
        return try document(SceneTracks(scenes: scenes, samples: samples), scale: screenScale, fps: fps, loop: loop, hold: hold, pixelWidth: pixelWidth,
                            effects: effects)
    }

    /// The animated SVG of the scenes in `tracks`: nothing is drawn that they do not hold.
    static func document(_ tracks: SceneTracks, scale screenScale: Double, fps: Double, loop: LoopMode, hold: Double, pixelWidth: Int?,
                         effects: SVGEffects) throws -> Document {
        let size = tracks.size
        let scale = pixelWidth.map { Double($0) / Double(size.width) } ?? screenScale
        let times = tracks.times
        let duration = 2 * hold + (times[times.count - 1] - times[0]) + 1000 / fps
        let definitions = try SVGDefinitions(scale: scale)
        var writer = AnimatedSVGWriter(tracks: tracks, prefix: "", scale: scale, effects: effects,
                                       css: AnimatedSVGStyle(duration: duration, loop: loop, hold: hold, start: times[0]), definitions: definitions)
        let segments = try writer.body()
        return document(size: size, scale: scale, css: writer.css, definitions: definitions, body: segments)
    }

    /// The animated SVG of `input`'s run, in its look.
    package static func document(_ input: RenderInput, loop: LoopMode, hold: Double, pixelWidth: Int? = nil,
                                 effects: SVGEffects = .html) throws -> Document {
        try document(scenes: FrameScenes(input), timeline: input.timeline, scale: input.scale, fps: input.fps, loop: loop, hold: hold,
                     pixelWidth: pixelWidth, effects: effects)
    }

    /// The file around `body` (in points, `size` of them), displayed at `scale` px/pt.
    static func document(size: CGSize, scale: Double, css: AnimatedSVGStyle, definitions: SVGDefinitions, body segments: [AnimatedSVGWriter.Segment]) -> Document {
        let html = segments.contains { if case .html = $0 { true } else { false } }
        let body = AnimatedSVGWriter.markup(segments, size: size)
        let width = Int((Double(size.width) * scale).rounded()), height = Int((Double(size.height) * scale).rounded())
        // The mark on line 2, well inside the first 4 KiB where it is looked for (docs/output.md).
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + OutputMark.xmlComment + "\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(SVGNumber.text(Double(size.width))) \(SVGNumber.text(Double(size.height)))\">\n"
        text += "<style>\n" + css.css + (html ? "\n" + AnimatedSVGWriter.htmlStyle : "") + "\n</style>\n<defs>" + definitions.markup + "</defs>\n" + body + "\n</svg>\n"
        return Document(bytes: Array(text.utf8), width: width, height: height, duration: css.duration, keyframes: css.keyframeCount, images: definitions.images)
    }
}
