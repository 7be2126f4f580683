/// What a command hands a format's writer (`OutputFormat.Writer`): the run it writes, drawn only
/// in the form that format asks for: raster frames in time, one animated SVG, one picture, an
/// offset plot, a report or a folder of frames. Each command's subject draws the forms of the
/// formats the command writes (`OutputFormat.commands`) and is asked for no other; the defaults
/// below refuse the rest.
package protocol OutputSubject {
    /// The frames in time (an animated image's, a video's), `settings.hold` ms held at both ends,
    /// `settings.width` px wide when given.
    func animation(_ settings: OutputFormat.Settings) throws -> AnimationSource
    /// The run as one animated SVG.
    func animatedSVG(_ settings: OutputFormat.Settings) throws -> AnimatedSVG.Document
    /// The run as one picture: a filmstrip, the frame of a difference.
    func picture(_ settings: OutputFormat.Settings) throws -> RGBImage
    /// The content offset against time.
    func offsetPlot(_ settings: OutputFormat.Settings) throws -> OffsetPlot
    /// The page that plays the run.
    func report(_ settings: OutputFormat.Settings) throws -> HTMLReport
    /// Every frame, for a folder of frame files.
    func frameSequence(_ settings: OutputFormat.Settings) throws -> FrameSequence
}

extension OutputSubject {
    package func animation(_ settings: OutputFormat.Settings) throws -> AnimationSource { throw Self.undrawn("frames in time") }
    package func animatedSVG(_ settings: OutputFormat.Settings) throws -> AnimatedSVG.Document { throw Self.undrawn("an animated SVG") }
    package func picture(_ settings: OutputFormat.Settings) throws -> RGBImage { throw Self.undrawn("a picture") }
    package func offsetPlot(_ settings: OutputFormat.Settings) throws -> OffsetPlot { throw Self.undrawn("an offset plot") }
    package func report(_ settings: OutputFormat.Settings) throws -> HTMLReport { throw Self.undrawn("a report") }
    package func frameSequence(_ settings: OutputFormat.Settings) throws -> FrameSequence { throw Self.undrawn("a folder of frames") }

    /// A form this subject does not draw: the format table gave a command a format it cannot write.
    private static func undrawn(_ form: String) -> RenderError {
        RenderError("this run does not draw \(form); write one of the formats its command lists in the format table")
    }
}
