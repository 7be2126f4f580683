import Foundation

/// What moves the scroll view between lift-off and rest. Each case advances one display frame.
enum Motion: Sendable, Equatable {
    case decelerating(x: AxisDeceleration, y: AxisDeceleration)
    case paging(PagingMotion)
    case animating(ContentOffsetAnimation)

    var isDone: Bool {
        switch self {
        case let .decelerating(x, y): return x.done && y.done
        case let .paging(p): return p.done
        case let .animating(a): return a.done
        }
    }

    var offset: CGPoint {
        switch self {
        case let .decelerating(x, y): return CGPoint(x: x.x, y: y.x)
        case let .paging(p): return p.offset
        case let .animating(a): return a.offset
        }
    }

    var velocity: CGPoint {
        switch self {
        case let .decelerating(x, y): return CGPoint(x: x.v, y: y.v)
        case let .paging(p): return p.velocity
        case let .animating(a): return a.velocity
        }
    }

    var phase: ScrollPhase {
        switch self {
        case let .decelerating(x, y): return x.isBouncing || y.isBouncing ? .bouncing : .decelerating
        case .paging: return .paging
        case .animating: return .animating
        }
    }

    /// Advances one display frame that spans [start, end) ms after the motion began.
    mutating func advance(from start: Double, to end: Double) {
        switch self {
        case var .decelerating(x, y):
            x.advance(dt: end - start)
            y.advance(dt: end - start)
            self = .decelerating(x: x, y: y)
        case var .paging(p):
            p.advance(from: start, to: end)
            self = .paging(p)
        case var .animating(a):
            a.advance(to: end)
            self = .animating(a)
        }
    }
}

/// The paging spring on both axes toward a page target.
struct PagingMotion: Sendable, Equatable {
    var offset: CGPoint
    var velocity: CGPoint
    var target: CGPoint
    var spring: PagingSpring
    /// true: one iteration per elapsed ms; false: floor(frame ms) iterations per frame, as UIKit.
    var nominalClock: Bool
    var doneX = false
    var doneY = false
    var done: Bool { doneX && doneY }

    init(offset: CGPoint, velocity: CGPoint, target: CGPoint, spring: PagingSpring, nominalClock: Bool) {
        self.offset = offset
        self.velocity = velocity
        self.target = target
        self.spring = spring
        self.nominalClock = nominalClock
        doneX = offset.x == target.x
        doneY = offset.y == target.y
        if doneX { self.velocity.x = 0 }
        if doneY { self.velocity.y = 0 }
    }

    mutating func advance(from start: Double, to end: Double) {
        let iterations = nominalClock
            ? Int((end + 1e-9).rounded(.down)) - Int((start + 1e-9).rounded(.down))
            : Int((end - start + 1e-9).rounded(.down))
        if !doneX {
            let f = spring.frame(x: offset.x, v: velocity.x, target: target.x, iterations: iterations)
            (offset.x, velocity.x, doneX) = (f.x, f.v, f.done)
        }
        if !doneY {
            let f = spring.frame(x: offset.y, v: velocity.y, target: target.y, iterations: iterations)
            (offset.y, velocity.y, doneY) = (f.x, f.v, f.done)
        }
    }
}

/// `setContentOffset(_:animated: true)`: ease-in-ease-out from `from` to `to` over `duration` ms.
struct ContentOffsetAnimation: Sendable, Equatable {
    var from: CGPoint
    var to: CGPoint
    var duration: Double
    var offset: CGPoint
    var velocity: CGPoint = .zero
    var elapsed = 0.0
    var done = false

    init(from: CGPoint, to: CGPoint, duration: Double) {
        self.from = from
        self.to = to
        self.duration = duration
        offset = from
        done = from == to
    }

    mutating func advance(to newElapsed: Double) {
        let previous = offset
        let dt = newElapsed - elapsed
        elapsed = newElapsed
        let p = UnitCurve.easeInOut.progress(elapsed / duration)
        offset = CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
        if elapsed >= duration { offset = to; done = true }
        velocity = dt > 0 ? CGPoint(x: (offset.x - previous.x) / dt, y: (offset.y - previous.y) / dt) : .zero
    }
}
