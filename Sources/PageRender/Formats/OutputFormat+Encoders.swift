extension OutputFormat {
    /// Encodes an animation into a sink as the frames come, calling `progress(done, total)` on
    /// the caller's thread.
    package typealias Encoder = @Sendable (_ source: AnimationSource, _ sink: ByteSink, _ settings: Settings,
                                           _ progress: (_ done: Int, _ total: Int) -> Void) throws -> AnimatedExport

    /// The encoders of the animated images, one signature for the three; the table's writers
    /// (`Writers.animatedImage`) stream what they make into the file.
    enum Encoders {
        static let gif: Encoder = { source, sink, settings, progress in
            try GIFExport.write(source, into: sink, options: .init(loop: settings.loop, dithering: settings.dithering), progress: progress)
        }

        static let webP: Encoder = { source, sink, settings, progress in
            let options = settings.webPQuality.map { WebPExport.Options(loop: settings.loop, lossless: false, quality: $0) }
                ?? WebPExport.Options(loop: settings.loop)
            return try WebPExport.write(source, into: sink, options: options, progress: progress)
        }

        static let apng: Encoder = { source, sink, settings, progress in
            try APNGExport.write(source, into: sink, options: .init(loop: settings.loop), progress: progress)
        }
    }
}
