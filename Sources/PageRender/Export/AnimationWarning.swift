import Foundation

/// A problem with an animation that was still written as requested; the command line words the
/// fix with its options.
package enum AnimationWarning: Sendable, Equatable, CustomStringConvertible {
    /// `count` of `total` GIF frame delays are under 2 cs (the source sampled at `fps`, when it
    /// has one rate): browsers play them as 10 cs (docs/animation.md).
    case shortGIFDelays(count: Int, total: Int, fps: Double?)
    /// The same for an APNG, which is written with GIF's centisecond delays.
    case shortAPNGDelays(count: Int, total: Int, fps: Double?)

    /// The cause, without the fix.
    package var problem: String {
        switch self {
        case let .shortGIFDelays(count, total, fps):
            let rate = fps.map { " at \(JSONValue.format($0)) fps" } ?? ""
            return "\(count) of \(total) GIF frame delays are under 2 cs\(rate): GIF stores whole centiseconds and browsers play delays under 2 cs as 10 cs, so the GIF will run slower than the timeline"
        case let .shortAPNGDelays(count, total, fps):
            let rate = fps.map { " at \(JSONValue.format($0)) fps" } ?? ""
            return "\(count) of \(total) APNG frame delays are under 2 cs\(rate): they are written in whole centiseconds as GIF's and browsers play delays under 2 cs as 10 cs, so the APNG will run slower than the timeline"
        }
    }

    package var description: String {
        switch self {
        case .shortGIFDelays, .shortAPNGDelays: "\(problem); sample at 50 fps or lower, or write WebP"
        }
    }
}
