import Foundation

/// A scenario file: a screen, a strategy, a scripted gesture and the output sampling rate.
/// The JSON format is the public contract in `docs/scenario.md`.
public struct Scenario: Sendable, Equatable {
    /// The visible area and its pixel density.
    public var screen: Screen
    /// The axis the gestures scroll along.
    public var axis: Axis
    /// Which strategy pages the view, with its parameters.
    public var strategy: StrategySpec
    /// `nil` means the strategy's own default rate.
    public var decelerationRate: DecelerationRate?
    /// The finger's script, in order; times count from the first touch.
    public var gestures: [GestureStep]
    /// Output samples per second; the physics does not depend on it.
    public var fps: Double
    /// The device's refresh rate and the assumed timings (docs/physics.md).
    package var physics: PhysicsOptions
    /// The row of items shared by every strategy that pages over items; nil: the strategy's own.
    public var content: ContentSpec?
    /// What the frames show, independent of the strategy.
    public var look: LookSpec

    /// A scenario with every field given; the defaults are the file format's.
    package init(screen: Screen, axis: Axis = .horizontal, strategy: StrategySpec,
                decelerationRate: DecelerationRate? = nil, gestures: [GestureStep], fps: Double = 60,
                physics: PhysicsOptions = PhysicsOptions(), content: ContentSpec? = nil, look: LookSpec? = nil) {
        self.screen = screen
        self.axis = axis
        self.strategy = strategy
        self.decelerationRate = decelerationRate
        self.gestures = gestures
        self.fps = fps
        self.physics = physics
        self.content = content
        self.look = look ?? LookSpec.default(hasContent: content != nil)
    }

    /// The `screen` object: size in points and pixels per point.
    public struct Screen: Sendable, Equatable {
        /// Visible area in points.
        package var width: Double
        /// Visible height in points.
        package var height: Double
        /// Pixels per point for raster output; displayed offsets are rounded to 1/scale.
        public var scale: Double

        /// A screen of `width` × `height` pt at `scale` pixels per point.
        package init(width: Double, height: Double, scale: Double = 2) {
            self.width = width
            self.height = height
            self.scale = scale
        }

        /// Width and height in points.
        public var size: CGSize { CGSize(width: width, height: height) }
    }
}
