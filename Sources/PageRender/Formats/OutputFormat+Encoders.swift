extension OutputFormat {
    /// What an animated image's encoder is told besides the frames; each encoder reads what
    /// applies to it (the format's `options` say which).
    package struct AnimationSettings: Sendable {
        package var loop: LoopMode
        /// Dithering where a GIF's colours are reduced.
        package var dithering: Dithering
        /// A lossy WebP's quality (1…100); nil for a lossless one.
        package var webPQuality: Double?

        package init(loop: LoopMode = .forever, dithering: Dithering = .none, webPQuality: Double? = nil) {
            (self.loop, self.dithering, self.webPQuality) = (loop, dithering, webPQuality)
        }
    }

    /// Encodes an animation into a sink as the frames come (a lossy WebP is assembled in memory
    /// by libwebp, then appended), calling `progress(done, total)` on the caller's thread.
    package typealias Encoder = @Sendable (_ source: AnimationSource, _ sink: ByteSink, _ settings: AnimationSettings,
                                           _ progress: (_ done: Int, _ total: Int) -> Void) throws -> AnimatedExport

    /// The encoders of the animated images: one signature for GIF, WebP and APNG. The animated
    /// SVG (a document built from the scenes), the videos (the `ffmpeg` program) and the stills
    /// are written by their commands' own paths.
    static let encoders: [String: Encoder] = [
        "gif": { source, sink, settings, progress in
            try GIFExport.write(source, into: sink, options: .init(loop: settings.loop, dithering: settings.dithering), progress: progress)
        },
        "webp": { source, sink, settings, progress in
            guard let quality = settings.webPQuality else {
                return try WebPExport.write(source, into: sink, options: .init(loop: settings.loop), progress: progress)
            }
            var export = try WebPExport.encode(source, options: .init(loop: settings.loop, lossless: false, quality: quality), progress: progress)
            try sink.append(export.bytes)
            export.bytes = []
            return export
        },
        "apng": { source, sink, settings, progress in
            try APNGExport.write(source, into: sink, options: .init(loop: settings.loop), progress: progress)
        },
    ]

    /// The format's encoder into a sink, nil for a format not written that way.
    package var encoder: Encoder? { Self.encoders[name] }
}
