/// A scripted finger gesture, as the scenario contract defines it. Positions are along the
/// scenario's axis; positive distances and velocities make contentOffset grow.
public enum Gesture: Sendable, Equatable {
    /// The view rests at `offset` and a finger lifts at once with release `velocity` (pt/ms, before
    /// UIKit's 0.25 floor). `offset` nil: wherever the view rests.
    case fling(offset: Double?, velocity: Double)
    /// A finger touches down (view at `offset`, nil: where it rests), moves the content by
    /// `distance` pt over `duration` ms with touch events at `touchRate` Hz, then lifts.
    case swipe(offset: Double?, distance: Double, duration: Double, touchRate: Double, easing: Easing)
    /// Explicit finger positions (screen coordinates along the axis) at times in ms; the finger
    /// touches down at the first point when the gesture starts and lifts at the last point.
    case path(points: [PathPoint])

    /// How a swipe's finger moves between touch-down and lift-off.
    public enum Easing: String, Sendable, Equatable, CaseIterable {
        /// Constant finger speed.
        case linear
        /// 1 - (1 - u)^2: fast at touch-down, slowing toward lift-off.
        case easeOut

        func callAsFunction(_ u: Double) -> Double {
            switch self {
            case .linear: return u
            case .easeOut: return 1 - (1 - u) * (1 - u)
            }
        }
    }

    /// One finger position on a path.
    public struct PathPoint: Sendable, Equatable {
        /// Time in ms.
        public var t: Double
        /// Finger position along the axis, in screen points.
        public var position: Double

        /// The finger at `position` pt at `t` ms.
        public init(t: Double, position: Double) {
            self.t = t
            self.position = position
        }
    }
}

/// A gesture in a `gestures` list with its start rule.
public struct GestureStep: Sendable, Equatable {
    /// What the finger does.
    public var gesture: Gesture
    /// Wait after the previous motion rests, ms (default 300). Ignored when `at` is set.
    package var pause: Double
    /// Absolute start time in ms, when given (touching down during a motion stops it).
    public var at: Double?

    /// `gesture`, started `pause` ms after the previous motion rests, or at `at` ms when given.
    public init(_ gesture: Gesture, pause: Double = 300, at: Double? = nil) {
        self.gesture = gesture
        self.pause = pause
        self.at = at
    }
}
