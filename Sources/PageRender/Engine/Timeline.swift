import Foundation

/// The engine's output for one scenario: what happened at each lift-off, where the motion came to
/// rest, and the displayed state at each output frame. Field names follow the scenario contract.
public struct Timeline: Sendable, Equatable {
    /// One entry per finger lift-off, in time order.
    public var releases: [Release]
    /// When the last motion ended and where it rests.
    public var rest: Rest
    /// One per output frame, `t = k * 1000 / fps`, up to the first frame at or after `rest.t`.
    public var samples: [Sample]
    /// The simulated strategy's geometry (`PagingStrategy.layout(screen:axis:)`), asked of the
    /// strategy object that was simulated, so the frames draw the geometry that moved without
    /// building the strategy again; nil for a timeline made by hand.
    package var layout: StrategyLayout?
    /// The same run sampled at the device's refresh rate (`PhysicsOptions.deviceRate`), up to
    /// the first sample at or after the rest: what the animated SVG writes as keyframes, so its
    /// motion is the frames' motion at every device frame. Empty for a timeline made by hand,
    /// whose `samples` then stand in for it (`keyframeSamples`).
    package var deviceSamples: [Sample] = []

    /// A timeline of `releases`, its `rest` and its `samples`, with the strategy's `layout`.
    package init(releases: [Release], rest: Rest, samples: [Sample], layout: StrategyLayout? = nil) {
        self.releases = releases
        self.rest = rest
        self.samples = samples
        self.layout = layout
    }

    /// The samples an animated SVG writes: the device-rate ones, or `samples` when the timeline
    /// was made by hand without them.
    package var keyframeSamples: [Sample] { deviceSamples.isEmpty ? samples : deviceSamples }

    /// The first sample, or for a timeline built without samples a resting one at the rest: what
    /// sizes and static parts of a frame sequence are taken from.
    package var firstSample: Sample {
        samples.first ?? Sample(t: rest.t, offset: rest.offset, phase: .resting)
    }

    /// One lift-off: the velocity, the target UIKit proposed and the one the strategy chose.
    public struct Release: Sendable, Equatable {
        /// Time of the lift-off in ms.
        public var t: Double
        /// contentOffset at lift-off (for hidden-pager, the visible view's).
        public var offset: CGPoint
        /// The velocity passed to `scrollViewWillEndDragging`, pt/ms (after the 0.25 floor and blending).
        public var velocity: CGPoint
        /// The target UIKit proposed (the page target when paging).
        public var proposedTarget: CGPoint
        /// What the strategy left in `targetContentOffset`, after clamping and re-snapping.
        public var target: CGPoint
        /// contentOffset (the visible view's) when the finger touched down for this gesture: where
        /// a limited view-aligned gesture's origin item is judged. Not part of `simulate`'s output.
        package var touchDownOffset: CGPoint?

        /// A release at `t` ms from `offset`.
        package init(t: Double, offset: CGPoint, velocity: CGPoint, proposedTarget: CGPoint, target: CGPoint,
                     touchDownOffset: CGPoint? = nil) {
            self.t = t
            self.offset = offset
            self.velocity = velocity
            self.proposedTarget = proposedTarget
            self.target = target
            self.touchDownOffset = touchDownOffset
        }
    }

    /// Where and when the last motion came to rest.
    public struct Rest: Sendable, Equatable {
        /// Time of the rest in ms from the first touch.
        public var t: Double
        /// The resting contentOffset, pixel-rounded.
        public var offset: CGPoint

        /// A rest at `offset` from `t` ms on.
        package init(t: Double, offset: CGPoint) {
            self.t = t
            self.offset = offset
        }
    }

    /// The displayed state at one output frame.
    public struct Sample: Sendable, Equatable {
        /// Time in ms from the first touch.
        public var t: Double
        /// Displayed contentOffset, pixel-rounded to 1/scale.
        public var offset: CGPoint
        /// Dragging, decelerating, paging, bouncing, animating or resting.
        package var phase: ScrollPhase
        /// Fractional page for strategies with a page control.
        public var page: Double?
        /// The hidden pager's contentOffset (hidden-pager only).
        package var pager: CGPoint?
        /// The finger's position along the axis in screen points while it touches, else nil.
        public var finger: Double?
        /// The scroll view's velocity along the axis in pt/ms at this frame (for HUDs and plots).
        public var velocity: Double
        /// Index into `releases` of the motion this frame belongs to (nil before the first release).
        var releaseIndex: Int?

        /// A sample at `t` ms; the optional parts default to absent.
        package init(t: Double, offset: CGPoint, phase: ScrollPhase, page: Double? = nil, pager: CGPoint? = nil,
                    finger: Double? = nil, velocity: Double = 0, releaseIndex: Int? = nil) {
            self.t = t
            self.offset = offset
            self.phase = phase
            self.page = page
            self.pager = pager
            self.finger = finger
            self.velocity = velocity
            self.releaseIndex = releaseIndex
        }
    }
}
