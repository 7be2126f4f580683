import Foundation

/// Runs scripted gestures through a simulated scroll view and a strategy, at the device rate,
/// and samples the result into a `Timeline` at the input's fps.
public struct ScrollSimulation {
    /// A motion that has not come to rest after this long (ms) is reported as an error.
    static let maximumMotionDuration = 600_000.0

    let input: SimulationInput
    var strategy: any PagingStrategy
    var scrollView: ScrollView
    let axis: Axis
    var frames: [DeviceFrame] = []
    var releases: [Timeline.Release] = []
    /// The visible contentOffset when the current gesture's finger touched down.
    var touchDownOffset = CGPoint.zero
    var motion: Motion?
    var motionStart = 0.0
    var motionFrames = 0
    /// The page a paging motion was heading to when a touch interrupted it.
    var interruptedPageTarget: Int?
    var restTime = 0.0

    /// Runs `input`'s gestures through `strategy`, the way UIKit drives a UIScrollView and its
    /// delegate; any `PagingStrategy` works, built in or written outside the library.
    public static func timeline(_ input: SimulationInput, strategy: any PagingStrategy) throws -> Timeline {
        var simulation = ScrollSimulation(input: input, strategy: strategy)
        try simulation.run()
        var timeline = simulation.sampled()
        timeline.layout = strategy.layout(screen: input.screen, axis: input.axis)
        return timeline
    }

    init(input: SimulationInput, strategy: any PagingStrategy) {
        self.input = input
        self.strategy = strategy
        self.axis = input.axis
        self.scrollView = strategy.makeScrollView(screen: input.screen, axis: input.axis,
                                                  decelerationRate: input.decelerationRate)
    }

    var frameDuration: Double { 1000 / input.physics.deviceRate }

    mutating func run() throws {
        record(t: 0, phase: .resting, finger: nil, velocity: 0)
        for (i, step) in input.gestures.enumerated() {
            let start: Double
            if i == 0 {
                start = 0
            } else if let at = step.at {
                guard let lift = releases.last?.t, at >= lift else {
                    throw SimulationError("gestures[\(i)].at: \(SimulationError.milliseconds(at)) ms is before the previous gesture lifts at \(SimulationError.milliseconds(releases.last?.t ?? 0)) ms; use a later time")
                }
                start = at
            } else {
                start = restTime + step.pause
            }
            perform(step.gesture, at: start)
            let deadline = input.gestures.indices.contains(i + 1) ? input.gestures[i + 1].at : nil
            try runMotion(until: deadline)
        }
    }

    // MARK: Recording

    /// `p` on the screen's pixel grid (1/scale pt) as UIKit rounds it, in its own coordinates:
    /// round((x - o) s) / s + o with o the view's `pixelGridOrigin` (docs/engine.md, "Lift-off").
    func pixelRounded(_ p: CGPoint) -> CGPoint {
        let s = input.scale, o = scrollView.pixelGridOrigin
        func rounded(_ x: CGFloat, _ o: CGFloat) -> CGFloat { o == 0 ? (x * s).rounded() / s : ((x - o) * s).rounded() / s + o }
        return CGPoint(x: rounded(p.x, o.x), y: rounded(p.y, o.y))
    }

    mutating func record(t: Double, phase: ScrollPhase, finger: Double?, velocity: Double) {
        let pager: CGPoint? = strategy.drivesHiddenPager ? scrollView.contentOffset : nil
        frames.append(DeviceFrame(t: t, offset: strategy.visibleContentOffset(of: scrollView), phase: phase,
                                  page: strategy.pageFraction(of: scrollView), pager: pager, finger: finger,
                                  velocity: velocity, releaseIndex: releases.isEmpty ? nil : releases.count - 1))
    }

    // MARK: Gestures

    /// Stops a running motion at a touch-down, remembering a paging target.
    mutating func touchDown() {
        if case let .paging(p)? = motion, !p.done {
            interruptedPageTarget = Int(scrollView.pagePosition(p.target[axis], axis).rounded())
        } else {
            interruptedPageTarget = nil
        }
        motion = nil
    }

    mutating func placeView(atVisible offset: Double?) {
        guard let offset else { return }
        var visible = strategy.visibleContentOffset(of: scrollView)
        visible[axis] = offset
        scrollView.contentOffset = strategy.drivenContentOffset(forVisible: visible, of: scrollView)
    }

    mutating func perform(_ gesture: Gesture, at t0: Double) {
        touchDown()
        switch gesture {
        case let .fling(offset, velocity):
            placeView(atVisible: offset)
            touchDownOffset = strategy.visibleContentOffset(of: scrollView)
            strategy.scrollViewWillBeginDragging(&scrollView)
            let inside = isInsideRange(scrollView.contentOffset)
            let release = inside && abs(velocity) < VelocityEstimator.momentumThreshold ? 0 : velocity
            lift(at: t0, rawVelocity: velocity, releaseVelocity: release)
        case let .swipe(offset, distance, duration, touchRate, easing):
            placeView(atVisible: offset)
            var times: [Double] = []
            var k = 0
            while Double(k) * 1000 / touchRate < duration { times.append(Double(k) * 1000 / touchRate); k += 1 }
            times.append(duration)
            let length = Double(input.screen[axis])
            let fingerStart = min(max(length / 2 + distance / 2, 0.1 * length), 0.9 * length)
            let positions = times.map { fingerStart - distance * easing($0 / duration) }
            drag(times: times.map { t0 + $0 }, fingerPositions: positions)
        case let .path(points):
            // The finger touches down at the first point, at the gesture's start.
            drag(times: points.map { t0 + $0.t - points[0].t }, fingerPositions: points.map(\.position))
        }
    }

    func isInsideRange(_ offset: CGPoint) -> Bool {
        offset[axis] >= scrollView.minOffset(axis) && offset[axis] <= scrollView.maxOffset(axis)
    }

    /// The finger down at `times[0]`, touch events at each time, lift-off at the last.
    mutating func drag(times: [Double], fingerPositions: [Double]) {
        let minEdge = Double(scrollView.minOffset(axis)), maxEdge = Double(scrollView.maxOffset(axis))
        let band = RubberBand(dimension: Double(scrollView.frame.size[axis]))
        let start = Double(scrollView.contentOffset[axis])
        let startRaw = start < minEdge ? minEdge + band.rawOvershoot(displayed: start - minEdge)
            : start > maxEdge ? maxEdge + band.rawOvershoot(displayed: start - maxEdge) : start
        let scrolls = scrollView.scrolls(axis)
        var estimator = VelocityEstimator()
        touchDownOffset = strategy.visibleContentOffset(of: scrollView)
        strategy.scrollViewWillBeginDragging(&scrollView)
        for (t, finger) in zip(times, fingerPositions) {
            let raw = startRaw - (finger - fingerPositions[0])
            estimator.add(t: t, offset: raw)
            if scrolls {
                let shown: Double
                if raw < minEdge { shown = scrollView.bounces ? minEdge + band.displayed(rawOvershoot: raw - minEdge) : minEdge }
                else if raw > maxEdge { shown = scrollView.bounces ? maxEdge + band.displayed(rawOvershoot: raw - maxEdge) : maxEdge }
                else { shown = raw }
                scrollView.contentOffset[axis] = CGFloat(shown)
                strategy.scrollViewDidScroll(&scrollView)
            }
            record(t: t, phase: .dragging, finger: finger, velocity: estimator.panVelocities.latest)
        }
        let inside = isInsideRange(scrollView.contentOffset)
        let rawVelocity = scrolls ? estimator.panVelocities.latest : 0
        let release = scrolls ? estimator.releaseVelocity(insideRange: inside) : 0
        lift(at: times[times.count - 1], rawVelocity: rawVelocity, releaseVelocity: release)
    }
}
