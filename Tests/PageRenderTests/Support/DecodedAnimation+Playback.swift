@testable import PageRender

/// Playing a decoded animation back, as the tests compare it with the frames it was made from.
extension DecodedAnimation {
    /// Total display time in ms.
    var duration: Double { frames.reduce(0) { $0 + $1.duration } }

    /// The frame on screen at `t` ms after the start (the last frame from its start onwards).
    func frame(at t: Double) -> Frame {
        var end = 0.0
        for frame in frames {
            end += frame.duration
            if t < end { return frame }
        }
        return frames[frames.count - 1]
    }
}
