import Foundation

extension ScrollSimulation {
    /// Lift-off: UIKit proposes a target, the delegate may change it, and a motion starts.
    mutating func lift(at t: Double, rawVelocity: Double, releaseVelocity: Double) {
        let offset = scrollView.contentOffset
        // Content that fits the bounds cannot scroll: no momentum for any strategy, paging included
        // (docs/engine.md, "Edge cases, decided"); a view left outside the range bounces back from rest.
        let scrolls = scrollView.scrolls(axis)
        let choiceVelocity = scrolls ? rawVelocity : 0
        let velocity = CGPoint(scrolls ? releaseVelocity : 0, along: axis)
        let rate = scrollView.decelerationRate.rawValue
        let pages = scrollView.isPagingEnabled && scrolls
        var proposed = scrollView.clamped(offset)
        if pages {
            // Pages count from the paging origin (zero for public paging, so u = offset / P).
            let origin = Double(scrollView.pagingOrigin[axis])
            let page = PageChoice.page(offset: Double(offset[axis]) - origin, pageLength: Double(scrollView.pageLength(axis)),
                                       velocity: choiceVelocity, previousTarget: interruptedPageTarget,
                                       maxOffset: Double(scrollView.maxOffset(axis)) - origin)
            proposed[axis] = scrollView.pageOffset(CGFloat(page), axis)
        } else {
            proposed[axis] = CGFloat(Deceleration.proposedTarget(x: Double(offset[axis]), v: Double(velocity[axis]), rate: rate))
        }
        proposed = scrollView.clamped(pixelRounded(proposed))
        var target = proposed
        strategy.scrollViewWillEndDragging(&scrollView, withVelocity: velocity, targetContentOffset: &target)
        target = scrollView.clamped(pixelRounded(target))
        if pages { target = resnappedToPage(target) }
        // "Changed" is judged after pixel rounding (docs/engine.md, "Edge cases, decided"): clamping
        // to an unrounded edge (300.125 at @2x) does not count as a change, so the natural motion
        // and its bounce run.
        let rounded = (target: pixelRounded(target), proposed: pixelRounded(proposed))
        if rounded.target.x == rounded.proposed.x { target.x = proposed.x }
        if rounded.target.y == rounded.proposed.y { target.y = proposed.y }

        releases.append(Timeline.Release(
            t: t, offset: strategy.visibleContentOffset(of: scrollView), velocity: velocity,
            proposedTarget: visible(driven: proposed), target: visible(driven: target), touchDownOffset: touchDownOffset))

        if pages {
            // A release on a page boundary does not move, whatever the velocity (docs/physics.md,
            // "Paging"): when its page's pixel-rounded offset is where the view already shows, the
            // spring has nothing to do (it would otherwise swing out with the velocity and back).
            var start = scrollView.contentOffset
            if PageChoice.isOnBoundary(offset: Double(start[axis] - scrollView.pagingOrigin[axis]),
                                       pageLength: Double(scrollView.pageLength(axis))),
               pixelRounded(target)[axis] == pixelRounded(start)[axis] {
                start[axis] = target[axis]
            }
            motion = .paging(PagingMotion(offset: start, velocity: velocity, target: target,
                                          // The dump's spring constants are fitted to the bounds *width*,
                                          // on either axis (docs/physics.md, "Paging").
                                          spring: PagingSpring(width: Double(scrollView.frame.width)),
                                          nominalClock: input.physics.nominalPagingClock))
        } else {
            motion = deceleration(from: scrollView.contentOffset, velocity: velocity, rate: rate,
                                  proposed: proposed, target: target)
        }
        motionStart = t
        motionFrames = 0
        // UIKit calls didEndDragging after willEndDragging; an animated setContentOffset from either
        // hook replaces the deceleration (the uneven-pagination weak-swipe fix relies on it).
        let willDecelerate = scrollView.pendingAnimation == nil && !(motion?.isDone ?? true)
        strategy.scrollViewDidEndDragging(&scrollView, willDecelerate: willDecelerate)
        if let animationTarget = scrollView.pendingAnimation {
            scrollView.pendingAnimation = nil
            startAnimation(to: animationTarget, at: t)
        }
        if let current = motion, !current.isDone {
            record(t: t, phase: current.phase, finger: nil, velocity: Double(current.velocity[axis]))
        } else {
            record(t: t, phase: .resting, finger: nil, velocity: 0)
            motion = nil
            restTime = t
        }
    }

    func visible(driven offset: CGPoint) -> CGPoint {
        var view = scrollView
        view.contentOffset = offset
        return strategy.visibleContentOffset(of: view)
    }

    /// A target the delegate moved between pages goes to the nearest page, pages being O + k*P
    /// clamped to the range (so a partial last page rests at the largest offset).
    func resnappedToPage(_ target: CGPoint) -> CGPoint {
        var snapped = target
        for a in Axis.allCases where scrollView.pageLength(a) > 0 {
            let u = scrollView.pagePosition(target[a], a)
            let clamp = { (x: CGFloat) in min(max(x, self.scrollView.minOffset(a)), self.scrollView.maxOffset(a)) }
            let below = clamp(scrollView.pageOffset(u.rounded(.down), a))
            let above = clamp(scrollView.pageOffset(u.rounded(.up), a))
            snapped[a] = target[a] - below < above - target[a] ? below : above
        }
        return scrollView.clamped(snapped)
    }

    func deceleration(from offset: CGPoint, velocity: CGPoint, rate: Double, proposed: CGPoint, target: CGPoint) -> Motion {
        let changedX = target.x != proposed.x, changedY = target.y != proposed.y
        let distance = CGPoint(x: target.x - offset.x, y: target.y - offset.y)
        let plans = Retargeting.plan(velocity: velocity, rate: rate, distance: distance)
        func axisMotion(_ a: Axis, changed: Bool, plan: Retargeting.Plan) -> AxisDeceleration {
            let scrolls = scrollView.scrolls(a)
            return AxisDeceleration(
                x: Double(offset[a]), v: scrolls ? (changed ? plan.velocity : Double(velocity[a])) : 0,
                rate: changed ? plan.rate : rate, target: changed ? Double(target[a]) : nil,
                minEdge: Double(scrollView.minOffset(a)), maxEdge: Double(scrollView.maxOffset(a)),
                bounces: scrollView.bounces, creepSpeed: input.physics.creepSpeed)
        }
        let px = changedX && changedY ? plans.x : Retargeting.plan(velocity: velocity.x, rate: rate, distance: distance.x)
        let py = changedX && changedY ? plans.y : Retargeting.plan(velocity: velocity.y, rate: rate, distance: distance.y)
        return .decelerating(x: axisMotion(.horizontal, changed: changedX, plan: px),
                             y: axisMotion(.vertical, changed: changedY, plan: py))
    }

    mutating func startAnimation(to target: CGPoint, at t: Double) {
        motion = .animating(ContentOffsetAnimation(from: scrollView.contentOffset, to: target,
                                                   duration: input.physics.setContentOffsetDuration))
        motionStart = t
        motionFrames = 0
    }

    /// Steps the running motion one display frame at a time until it rests, or until `deadline`
    /// (a touch-down that interrupts it).
    mutating func runMotion(until deadline: Double?) throws {
        while var current = motion {
            let k = motionFrames + 1
            let t = motionStart + Double(k) * frameDuration
            if let deadline, t > deadline + 1e-9 { return }
            guard t - motionStart <= Self.maximumMotionDuration else {
                throw SimulationError("the motion did not come to rest within \(Int(Self.maximumMotionDuration / 1000)) s; check the velocities and sizes")
            }
            current.advance(from: Double(k - 1) * frameDuration, to: Double(k) * frameDuration)
            motion = current
            motionFrames = k
            scrollView.contentOffset = current.offset
            strategy.scrollViewDidScroll(&scrollView)
            if current.isDone {
                motion = nil
                if case .animating = current {
                    strategy.scrollViewDidEndScrollingAnimation(&scrollView)
                } else {
                    strategy.scrollViewDidEndDecelerating(&scrollView)
                }
                if let next = scrollView.pendingAnimation {
                    scrollView.pendingAnimation = nil
                    record(t: t, phase: .animating, finger: nil, velocity: 0)
                    startAnimation(to: next, at: t)
                    continue
                }
                restTime = t
                record(t: t, phase: .resting, finger: nil, velocity: 0)
                return
            }
            record(t: t, phase: current.phase, finger: nil, velocity: Double(current.velocity[axis]))
        }
    }
}
