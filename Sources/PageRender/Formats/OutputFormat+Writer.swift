extension OutputFormat {
    /// What a writer is told besides its subject: the command's output options, each read by the
    /// formats it applies to (`options` says which).
    package struct Settings: Sendable {
        /// How often an animated image or SVG plays.
        package var loop: LoopMode = .forever
        /// Dithering where a GIF's colours are reduced.
        package var dithering: Dithering = .none
        /// A lossy WebP's quality (1…100); nil for a lossless one.
        package var webPQuality: Double?
        /// A video's quality level.
        package var videoQuality: VideoFormat.Quality = .medium
        /// Milliseconds to pause on the first and on the last frame.
        package var hold: Double = 0
        /// The output's width in pixels, the height in proportion; nil: the frames' own.
        package var width: Int?
        /// How an animated SVG draws turned and filtered cards.
        package var svgEffects: SVGEffects = .html
        /// Pixels per point of a PNG offset plot (an SVG plot is 1 px per point).
        package var chartScale: Double = 2
        /// Threads drawing a folder of frames, and the encoder of its PNG frames.
        package var threads = 1
        package var pngCodec: PNGCodec = .libdeflate
        /// Where `ffmpeg` is looked for (a PATH value; nil: this process's), and how long it may
        /// hang before it is stopped.
        package var searchPath: String?
        package var deadlines: FFmpegProcess.Deadlines = .standard

        package init() {}
    }

    /// Where a writer puts the file.
    package enum Destination {
        /// The file (or folder of frames) `path`, staged in `output`, which the caller commits.
        case file(String, in: OutputTransaction)
        /// Bytes in memory, returned in `Written.bytes`: for standard output, which the caller
        /// writes (a format that cannot be patched at the end is made whole first).
        case memory
    }

    /// What a writer wrote, for the caller's summary.
    package struct Written {
        /// The file's length in bytes (a folder of frames: 0).
        package var size: Int
        /// The file's bytes for `Destination.memory`; empty when it was written to a file.
        package var bytes: [UInt8] = []
        package var details: Details

        package enum Details {
            /// An animated image: the encoder's account of it and the frames it encoded.
            case animation(AnimatedExport, frames: AnimationSource)
            /// A video: what ffmpeg was given and the frames it was made of.
            case video(VideoExport.Written, frames: AnimationSource)
            /// An animated SVG.
            case vectors(AnimatedSVG.Document)
            /// A picture, pixels.
            case picture(width: Int, height: Int)
            /// A chart or a page.
            case document
            /// A folder of `count` frame files and its manifest.
            case frames(count: Int)
        }
    }

    /// Progress of a writer: frames done of the total, from any thread.
    package typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// Writes `subject` as this format to `destination`: one signature for every format, so a
    /// command resolves its format from `--out` and calls the format's `writer`, whatever it is.
    package typealias Writer = @Sendable (_ subject: any OutputSubject, _ destination: Destination, _ settings: Settings,
                                          _ progress: Progress) throws -> Written

    /// Writes `subject` as this format (`writer`).
    package func write(_ subject: any OutputSubject, to destination: Destination, settings: Settings,
                       progress: @escaping Progress = { _, _ in }) throws -> Written {
        try writer(subject, destination, settings, progress)
    }
}

extension OutputFormat.Destination {
    /// Stages `bytes` as the file, or hands them back for `.memory`.
    func put(_ bytes: [UInt8]) throws -> [UInt8] {
        switch self {
        case let .file(path, output):
            try output.write(bytes, to: path)
            return []
        case .memory:
            return bytes
        }
    }

    /// The file's path and transaction; throws for a format that is only written to a file.
    func file(_ title: String) throws -> (path: String, output: OutputTransaction) {
        guard case let .file(path, output) = self else {
            throw RenderError("\(title) is written to a file, not in memory; name a file to write")
        }
        return (path, output)
    }
}
