import Foundation

/// Writes an animation as an MP4 or WebM video through the system's `ffmpeg` program (see
/// `FFmpegProcess` for why a program and not the libraries). Frames go to it as raw Y'CbCr planes
/// (`YCbCrFrame`, converted here) on a pipe, a batch at a time, so memory does not grow with the frame count and no frame is written
/// to disk. The video has a constant frame rate, the source's fps, and shows every frame for its
/// time: a frame held longer (`--hold`) is repeated. How often it plays is the player's (the
/// `loop` attribute of `<video>`), so no loop mode is stored.
package enum VideoExport {
    /// How the video is encoded.
    package struct Options: Sendable {
        /// The container and codec.
        package var format: VideoFormat
        /// The encoder's quality level.
        package var quality: VideoFormat.Quality
        /// The PATH searched for `ffmpeg`; nil: this process's.
        package var searchPath: String?
        /// How long `ffmpeg` may hang before it is stopped.
        package var deadlines: FFmpegProcess.Deadlines

        /// Options for `format` at `quality`.
        package init(format: VideoFormat, quality: VideoFormat.Quality = .medium, searchPath: String? = nil,
                     deadlines: FFmpegProcess.Deadlines = .standard) {
            self.format = format
            self.quality = quality
            self.searchPath = searchPath
            self.deadlines = deadlines
        }
    }

    /// What was written, for the caller's summary.
    package struct Written: Sendable {
        /// The video's size in pixels: the frames', an odd side made even for MP4.
        package var width: Int
        package var height: Int
        /// Frames in the video, held frames counted; and its rate.
        package var frames: Int
        package var fps: Double
        /// The file's size in bytes.
        package var bytes: Int
    }

    /// Encodes `source` into the file `path`, staged in `output` (which the caller commits):
    /// an `ffmpeg` that fails, hangs, reports a write error or leaves a file that is not a whole
    /// video (`VideoFileCheck`) leaves nothing behind, and the previous file stays until the
    /// commit. Throws `VideoError.programMissing` before anything is staged when `ffmpeg` is
    /// not on the PATH. `progress(done, total)` follows the frames, on the caller's thread.
    package static func write(_ source: AnimationSource, to path: String, in output: OutputTransaction, options: Options,
                             progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Written {
        let executable = try FFmpegProcess.locate(searchPath: options.searchPath)
        guard let fps = source.fps else { throw VideoError(.noFrameRate) }
        let repeats = source.timing.delays(unit: 1000 / fps)
        // An odd side of an MP4 gets one more column or row, repeating the frame's last one.
        let even = options.format.needsEvenSides
        let width = even ? (source.width + 1) / 2 * 2 : source.width
        let height = even ? (source.height + 1) / 2 * 2 : source.height
        let padded = width != source.width || height != source.height
        var size = 0
        try output.stageFile(path) { staged in
            let ffmpeg = try FFmpegProcess(executable: executable, arguments: options.format.arguments(
                width: width, height: height, fps: fps, quality: options.quality, path: staged), deadlines: options.deadlines)
            // Each batch converted on all cores into frames kept from batch to batch (no memory
            // allocated for them after the first batch); a frame that repeats the one before is
            // not converted again but sent as the last converted frame was.
            let subsampling = options.format.subsampling, repeated = source.repeated
            // `held`: the last frame sent, kept for repeats at the start of the next batch.
            var converted: [YCbCrFrame] = [], held = YCbCrFrame(subsampling: subsampling)
            var whole: [RGBImage?] = []
            try source.forEachBatch { first, images, _ in
                while converted.count < images.count { converted.append(YCbCrFrame(subsampling: subsampling)) }
                try converted.withUnsafeMutableBufferPointer { buffer in
                    // Frame i is converted only by the thread that takes index i.
                    nonisolated(unsafe) let slots = buffer
                    // A padding picture per thread, so no more threads than `DrawingMemory` allows.
                    try ParallelFrames.run(count: images.count, threads: DrawingMemory.threads(ProcessInfo.processInfo.activeProcessorCount,
                                                                                                bytesPerThread: width * height * 4),
                                           workers: &whole, makeWorker: { RGBImage.empty }) { padding, i in
                        if first + i > 0 && repeated?.repeatsPrevious(first + i) == true { return }
                        if padded {
                            try padding.pad(images[i], repeatingEdgesTo: width, height)
                            slots[i].convert(padding)
                        } else {
                            slots[i].convert(images[i])
                        }
                    }
                }
                var last: Int?
                for i in images.indices {
                    if first + i == 0 || repeated?.repeatsPrevious(first + i) != true { last = i }
                    try (last.map { converted[$0] } ?? held).bytes.withUnsafeBytes { bytes in
                        for _ in 0..<repeats[first + i] { try ffmpeg.write(bytes) }
                    }
                }
                if let last { swap(&held, &converted[last]) }
                progress(first + images.count, source.frameCount)
            }
            try ffmpeg.finish()
            try VideoFileCheck.verify(staged, format: options.format, frames: repeats.reduce(0, +))
            var info = stat()
            size = stat(SystemPath.c(staged), &info) == 0 ? Int(info.st_size) : 0
        }
        return Written(width: width, height: height, frames: repeats.reduce(0, +), fps: fps, bytes: size)
    }
}
