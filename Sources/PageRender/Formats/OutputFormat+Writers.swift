extension OutputFormat {
    /// The writers the table names, one per kind of file, each behind `Writer`'s signature.
    package enum Writers {
        /// An animated image (GIF, WebP, APNG): the frames encoded by `encode` as they are drawn,
        /// streamed into the staged file (or made in memory for standard output).
        static func animatedImage(_ encode: @escaping Encoder) -> Writer {
            { subject, destination, settings, progress in
                let frames = try subject.animation(settings)
                var export: AnimatedExport
                switch destination {
                case let .file(path, output):
                    export = try output.stream(to: path) { sink in try encode(frames, sink, settings, progress) }
                case .memory:
                    export = try AnimatedExport.inMemory { sink in try encode(frames, sink, settings, progress) }
                }
                return Written(size: export.size, bytes: export.bytes, details: .animation(export, frames: frames))
            }
        }

        /// A video through the `ffmpeg` program (`VideoExport`), looked for before a frame is drawn.
        static func video(_ format: VideoFormat) -> Writer {
            { subject, destination, settings, progress in
                let (path, output) = try destination.file("a video")
                _ = try FFmpegProcess.locate(searchPath: settings.searchPath)
                let frames = try subject.animation(settings)
                let options = VideoExport.Options(format: format, quality: settings.videoQuality, searchPath: settings.searchPath,
                                                  deadlines: settings.deadlines)
                let written = try VideoExport.write(frames, to: path, in: output, options: options, progress: progress)
                return Written(size: written.bytes, details: .video(written, frames: frames))
            }
        }

        /// An animated SVG, built in memory, then staged.
        static let animatedSVG: Writer = { subject, destination, settings, _ in
            let document = try subject.animatedSVG(settings)
            return Written(size: document.bytes.count, bytes: try destination.put(document.bytes), details: .vectors(document))
        }

        /// One picture as a PNG (a filmstrip, the frame of a difference).
        static let picture: Writer = { subject, destination, settings, _ in
            let image = try subject.picture(settings)
            let bytes = try image.pngBytes()
            return Written(size: bytes.count, bytes: try destination.put(bytes), details: .picture(width: image.width, height: image.height))
        }

        /// The offset plot, as an SVG when the file's name ends in .svg, else a PNG.
        static let offsetPlot: Writer = { subject, destination, settings, _ in
            var vector = false
            if case let .file(path, _) = destination { vector = fileExtension(of: path) == "svg" }
            let bytes = try subject.offsetPlot(settings).file(vector ? .svg : .png, scale: settings.chartScale)
            return Written(size: bytes.count, bytes: try destination.put(bytes), details: .document)
        }

        /// The HTML page that plays the run, its frames drawn under `progress`.
        static let report: Writer = { subject, destination, settings, progress in
            let bytes = try subject.report(settings).document(progress: progress)
            return Written(size: bytes.count, bytes: try destination.put(bytes), details: .document)
        }

        /// A folder of frame files in `format` and its manifest (`FrameSequence.write`).
        static func frames(_ format: FrameFormat) -> Writer {
            { subject, destination, settings, progress in
                let (path, output) = try destination.file("a folder of frames")
                let sequence = try subject.frameSequence(settings)
                // A PNG thread holds its drawing surface and the frame it encodes from it.
                var threads = settings.threads
                if format == .png {
                    let frames = try sequence.animation()
                    threads = DrawingMemory.threads(threads, bytesPerThread: frames.drawingBytes + frames.width * frames.height * 4)
                }
                let count = try sequence.write(to: path, in: output, format: format, threads: threads, codec: settings.pngCodec, progress: progress)
                return Written(size: 0, details: .frames(count: count))
            }
        }
    }
}
