import Foundation

/// Why a video could not be written through the `ffmpeg` program. Structured so that each front
/// end words it (the command line's wording is in `LibraryError+Wording.swift` there); the
/// `description` is a plain sentence naming no option.
package struct VideoError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        /// No folder of the PATH holds the program; `debianPackage` installs it.
        case programMissing(program: String, debianPackage: String)
        /// The program could not be started; `code` is the errno of the failure.
        case cannotStart(program: String, code: Int32)
        /// The program ended without writing the video: `status` says how ("exited with status
        /// 1", "was killed by signal 9"), `lastLine` is the last line of its standard error.
        case programFailed(program: String, status: String, lastLine: String?)
        /// The frames are not evenly spaced in time, so they have no one frame rate.
        case noFrameRate
        /// The program was stopped: it `what` ("read none of its input for") `seconds`.
        case programHung(program: String, what: String, seconds: Double)
        /// The program exited with status 0 after reporting a write error (`line`, escaped).
        case programReportedWriteError(program: String, line: String)
        /// The program exited with status 0 but the file it wrote is not a whole video: `problem`.
        case damagedVideo(program: String, problem: String)
    }

    package var reason: Reason

    package init(_ reason: Reason) {
        self.reason = reason
    }

    /// A plain sentence without any front end's option names.
    package var description: String {
        switch reason {
        case let .programMissing(program, package):
            "cannot write a video: the program \(program) is not on the PATH; install it (Debian: apt-get install \(package))"
        case let .cannotStart(program, code):
            "cannot start \(program): \(String(cString: strerror(code)))"
        case let .programFailed(program, status, lastLine):
            "\(program) \(status) before the video was written" + (lastLine.map { ": \($0)" } ?? " (it wrote no error message)")
        case .noFrameRate:
            "the frames are not evenly spaced in time, so a video has no frame rate to play them at; sample the scenario at one fps"
        case let .programHung(program, what, seconds):
            "\(program) \(what) \(seconds.shortText) s, so it was stopped"
        case let .programReportedWriteError(program, line):
            "\(program) exited with status 0 but reported a write error: \(line)"
        case let .damagedVideo(program, problem):
            "\(program) exited with status 0 but the video it wrote is damaged: \(problem)"
        }
    }
}
