/// UIKit's release velocity from touch events, along one axis, in pt/ms of contentOffset.
///
/// Each touch-move event gives a speed s = dx/dt (an interval under 1 ms counts as 0). The pan
/// recognizer's estimate after event n is 0.2*s[n] + 0.8*s[n-1]; at lift-off the scroll view
/// blends its last two estimates 0.25/0.75, which amounts to 0.6*s[n-2] + 0.35*s[n-1] +
/// 0.05*s[n] (docs/physics.md, "Release velocity"; Flutter's IOSScrollViewFlingVelocityTracker
/// uses the same weights).
struct VelocityEstimator: Sendable, Equatable {
    /// Below this |velocity| (pt/ms) a release inside the range has no momentum (UIKit dump).
    static let momentumThreshold = 0.25
    /// Intervals shorter than this (ms) give speed 0 (UIKit dump).
    static let minimumInterval = 1.0

    /// (time ms, contentOffset pt) per touch event, the touch-down first.
    private(set) var events: [(t: Double, offset: Double)] = []

    init() {}

    static func == (a: VelocityEstimator, b: VelocityEstimator) -> Bool {
        a.events.count == b.events.count && zip(a.events, b.events).allSatisfy { $0.t == $1.t && $0.offset == $1.offset }
    }

    mutating func add(t: Double, offset: Double) {
        events.append((t, offset))
    }

    /// Speeds of the last three intervals, oldest first, padded with the oldest available.
    var lastThreeSpeeds: [Double] {
        var speeds: [Double] = []
        var i = events.count - 1
        while i > 0, speeds.count < 3 {
            let dt = events[i].t - events[i - 1].t
            speeds.insert(dt < Self.minimumInterval ? 0 : (events[i].offset - events[i - 1].offset) / dt, at: 0)
            i -= 1
        }
        guard let oldest = speeds.first else { return [0, 0, 0] }
        while speeds.count < 3 { speeds.insert(oldest, at: 0) }
        return speeds
    }

    /// The pan recognizer's latest estimate v (the "raw last velocity" used for the paging choice)
    /// and the one before it.
    var panVelocities: (latest: Double, previous: Double) {
        let s = lastThreeSpeeds
        return (0.2 * s[2] + 0.8 * s[1], 0.2 * s[1] + 0.8 * s[0])
    }

    /// The velocity handed to willEndDragging: 0 when `insideRange` and |v| < 0.25, else
    /// 0.75*v_prev + 0.25*v.
    func releaseVelocity(insideRange: Bool) -> Double {
        let (latest, previous) = panVelocities
        if insideRange && abs(latest) < Self.momentumThreshold { return 0 }
        return 0.75 * previous + 0.25 * latest
    }
}
