extension OutputFormat {
    /// Encodes an animation into a sink as the frames come (a lossy WebP is assembled in memory
    /// by libwebp, then appended), calling `progress(done, total)` on the caller's thread.
    package typealias Encoder = @Sendable (_ source: AnimationSource, _ sink: ByteSink, _ settings: Settings,
                                           _ progress: (_ done: Int, _ total: Int) -> Void) throws -> AnimatedExport

    /// The encoders of the animated images, one signature for the three; the table's writers
    /// (`Writers.animatedImage`) stream what they make into the file.
    enum Encoders {
        static let gif: Encoder = { source, sink, settings, progress in
            try GIFExport.write(source, into: sink, options: .init(loop: settings.loop, dithering: settings.dithering), progress: progress)
        }

        static let webP: Encoder = { source, sink, settings, progress in
            guard let quality = settings.webPQuality else {
                return try WebPExport.write(source, into: sink, options: .init(loop: settings.loop), progress: progress)
            }
            var export = try WebPExport.encode(source, options: .init(loop: settings.loop, lossless: false, quality: quality), progress: progress)
            try sink.append(export.bytes)
            export.bytes = []
            return export
        }

        static let apng: Encoder = { source, sink, settings, progress in
            try APNGExport.write(source, into: sink, options: .init(loop: settings.loop), progress: progress)
        }
    }
}
