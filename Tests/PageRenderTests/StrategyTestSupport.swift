import Foundation
@testable import PageRender

/// Shorthands for the strategy suites: build a scenario from a spec and gestures, simulate it.
enum StrategyRun {
    static let phone = CGSize(width: 375, height: 667)

    static func timeline(_ spec: StrategySpec, axis: Axis = .horizontal, screen: CGSize = phone,
                         _ gestures: [Gesture]) throws -> Timeline {
        let scenario = Scenario(screen: .init(width: Double(screen.width), height: Double(screen.height), scale: 2),
                                axis: axis, strategy: spec, gestures: gestures.map { GestureStep($0) })
        return try ScrollSimulation.timeline(for: scenario)
    }

    /// Where the last motion rests, along `axis`.
    static func rest(_ spec: StrategySpec, axis: Axis = .horizontal, screen: CGSize = phone,
                     _ gestures: [Gesture]) throws -> CGFloat {
        try timeline(spec, axis: axis, screen: screen, gestures).rest.offset[axis]
    }

    /// A linear swipe with the default 120 Hz touch rate: its release velocity is distance/duration.
    static func swipe(_ distance: Double, in duration: Double, from offset: Double? = nil) -> Gesture {
        .swipe(offset: offset, distance: distance, duration: duration, touchRate: 120, easing: .linear)
    }
}
