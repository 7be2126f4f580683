/// Checks a video `ffmpeg` wrote before it replaces anything: an exit status of 0 is not taken
/// for a finished file (ffmpeg 5.1's Matroska muxer exits 0 after "No space left on device",
/// and a program named ffmpeg may be anything). The container's structure must cover the file
/// exactly, with the parts a muxer writes last (`ContainerWalk`), and hold as many frames as
/// were streamed.
enum VideoFileCheck {
    /// Throws `VideoError.damagedVideo` naming the first problem of the `format` file at `path`,
    /// which should hold `frames` frames.
    static func verify(_ path: String, format: VideoFormat, frames: Int) throws {
        guard let file = MarkReader(path) else { throw damaged("there is no regular file where it was to be written") }
        guard file.size > 0 else { throw damaged("it is empty") }
        let counted: Int
        do {
            counted = try format == .mp4 ? ContainerWalk.mp4Samples(file) : ContainerWalk.webMBlocks(file)
        } catch {
            throw damaged(error.problem)
        }
        guard counted == frames else {
            throw damaged("it holds \(counted) frames, but \(frames) were sent (\(file.size) bytes)")
        }
    }

    private static func damaged(_ problem: String) -> VideoError {
        VideoError(.damagedVideo(program: FFmpegProcess.program, problem: problem))
    }
}
