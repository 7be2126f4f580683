extension Scenario {
    /// This scenario with one more gesture that returns the view to where `timeline` (its own
    /// timeline) starts, so that a looping animation ends where it begins: after the usual pause
    /// (`GestureStep`'s default), a finger drags the content back by the whole distance with an
    /// ease-in-ease-out (slow at both ends, as a hand moves), then holds still for
    /// `loopBackStill` ms and lifts. The lift has no velocity, so a strategy rests where the
    /// finger left the view whenever that offset is one of its resting offsets (the start of
    /// every sample and of the `init` starters is). Nil when the timeline already rests where it
    /// starts. A model of a user's return gesture, not a recorded one.
    package func loopingBack(_ timeline: Timeline) -> Scenario? {
        let start = Double(timeline.firstSample.offset[axis]), rest = Double(timeline.rest.offset[axis])
        let distance = start - rest
        guard abs(distance) >= 1 / screen.scale else { return nil }
        let duration = max(Self.loopBackMinimumDuration, abs(distance) / Self.loopBackSpeed)
        let interval = 1000 / Self.loopBackTouchRate
        let steps = Int((duration / interval).rounded(.up))
        // The finger starts mid-screen and moves against the content: +distance of contentOffset
        // is -distance of finger travel (docs/scenario.md).
        let from = Double(screen.size[axis]) / 2
        var points = (0...steps).map { k -> Gesture.PathPoint in
            let u = Double(k) / Double(steps)
            return Gesture.PathPoint(t: Double(k) * duration / Double(steps), position: from - distance * u * u * (3 - 2 * u))
        }
        let still = Int((Self.loopBackStill / interval).rounded(.up))
        for k in 1...still { points.append(Gesture.PathPoint(t: duration + Double(k) * interval, position: from - distance)) }
        var scenario = self
        scenario.gestures.append(GestureStep(.path(points: points)))
        return scenario
    }

    /// 1 pt/ms: an unhurried drag, a screen width in about 400 ms (a design choice).
    static let loopBackSpeed = 1.0
    /// 300 ms at least, so a short way back still reads as a deliberate drag (a design choice).
    static let loopBackMinimumDuration = 300.0
    /// Touch events at 120 Hz, the default touch rate of a swipe (docs/scenario.md).
    static let loopBackTouchRate = 120.0
    /// The finger rests 50 ms before lifting: six touch events at 120 Hz with no movement, so
    /// the velocity estimate, which weighs the last three moves, is zero (docs/engine.md).
    static let loopBackStill = 50.0
}
