import Foundation

/// A scenario file: a screen, a strategy, a scripted gesture and the output sampling rate.
/// The JSON format is the public contract in `docs/scenario.md`.
public struct Scenario: Sendable, Equatable {
    public var screen: Screen
    public var axis: Axis
    public var strategy: StrategySpec
    /// `nil` means the strategy's own default rate.
    public var decelerationRate: DecelerationRate?
    public var gestures: [GestureStep]
    /// Output samples per second; the physics does not depend on it.
    public var fps: Double
    public var physics: PhysicsOptions

    public init(screen: Screen, axis: Axis = .horizontal, strategy: StrategySpec,
                decelerationRate: DecelerationRate? = nil, gestures: [GestureStep], fps: Double = 60,
                physics: PhysicsOptions = PhysicsOptions()) {
        self.screen = screen
        self.axis = axis
        self.strategy = strategy
        self.decelerationRate = decelerationRate
        self.gestures = gestures
        self.fps = fps
        self.physics = physics
    }

    public struct Screen: Sendable, Equatable {
        /// Visible area in points.
        public var width: Double
        public var height: Double
        /// Pixels per point for raster output; displayed offsets are rounded to 1/scale.
        public var scale: Double

        public init(width: Double, height: Double, scale: Double = 2) {
            self.width = width
            self.height = height
            self.scale = scale
        }

        public var size: CGSize { CGSize(width: width, height: height) }
    }
}
