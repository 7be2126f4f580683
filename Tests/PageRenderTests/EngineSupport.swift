import Foundation
@testable import PageRender

/// A strategy for engine tests: a plain scroll view whose willEndDragging can replace the target
/// and start an animated setContentOffset, like the UIKit delegates the strategies are written as.
struct ProbeStrategy: PagingStrategy {
    var contentLength: CGFloat = 20 * 375
    /// The content across the scroll axis; nil: the screen's (the cross axis does not scroll).
    var crossLength: CGFloat?
    var paging = false
    var inset = EdgeInsets.zero
    var bounces = true
    var alwaysBounce = false
    /// (offset at release, proposed target) -> new target.
    var retarget: (@Sendable (CGPoint, CGPoint) -> CGPoint)?
    var animateTo: CGPoint?
    var hooks: [String] = []

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        ScrollView(frame: CGRect(origin: .zero, size: screen),
                   contentSize: CGSize(length: contentLength, crossLength: crossLength ?? screen[axis.cross], along: axis),
                   contentInset: inset, isPagingEnabled: paging, decelerationRate: decelerationRate ?? .normal,
                   bounces: bounces, alwaysBounceHorizontal: alwaysBounce, alwaysBounceVertical: alwaysBounce)
    }

    mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: inout CGPoint) {
        if let retarget { targetContentOffset = retarget(scrollView.contentOffset, targetContentOffset) }
        if let animateTo { scrollView.setContentOffset(animateTo, animated: true) }
    }
}

func makeScenario(_ gestures: [GestureStep], strategy: StrategySpec = .free(pages: 20), axis: Axis = .horizontal,
                  width: Double = 375, height: Double = 667, rate: DecelerationRate? = nil, fps: Double = 60) -> Scenario {
    Scenario(screen: .init(width: width, height: height, scale: 2), axis: axis, strategy: strategy,
             decelerationRate: rate, gestures: gestures, fps: fps)
}

func fling(_ offset: Double?, _ velocity: Double, at: Double? = nil) -> GestureStep {
    GestureStep(.fling(offset: offset, velocity: velocity), at: at)
}

func swipe(_ distance: Double, over duration: Double, from offset: Double? = nil, at: Double? = nil,
           easing: Gesture.Easing = .linear) -> GestureStep {
    GestureStep(.swipe(offset: offset, distance: distance, duration: duration, touchRate: 120, easing: easing), at: at)
}

func simulate(_ scenario: Scenario, _ strategy: (any PagingStrategy)? = nil) throws -> Timeline {
    if let strategy { return try ScrollSimulation.timeline(scenario.simulationInput, strategy: strategy) }
    return try ScrollSimulation.timeline(for: scenario)
}

extension Timeline {
    /// The sample at time `t` (ms), which must be a sample instant.
    func sample(at t: Double) -> Sample? { samples.first { abs($0.t - t) < 1e-6 } }
}
