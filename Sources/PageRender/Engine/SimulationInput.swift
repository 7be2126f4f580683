import Foundation

/// What the simulation runs: a screen, an axis, scripted gestures, the output sampling rate and
/// the device's physics. A scenario file supplies all of it together with a strategy
/// (`Scenario.simulationInput`); a strategy written outside the library needs only this.
public struct SimulationInput: Sendable, Equatable {
    /// The visible area, pt: the scroll view's bounds unless the strategy sizes it otherwise.
    public var screen: CGSize
    /// Pixels per point; displayed offsets are rounded to 1/scale, as UIKit rounds them.
    public var scale: Double
    /// The axis the gestures move along.
    public var axis: Axis
    /// The scroll view's rate when set; nil keeps the strategy's own default.
    public var decelerationRate: DecelerationRate?
    /// The finger's script, in order; times count from the first touch.
    public var gestures: [GestureStep]
    /// Output samples per second; the physics does not depend on it.
    public var fps: Double
    /// The device's refresh rate and the assumed timings.
    package var physics: PhysicsOptions

    /// An input on a 120 Hz device with the assumed timings of docs/physics.md; the defaults are
    /// the scenario file's.
    public init(screen: CGSize, scale: Double = 2, axis: Axis = .horizontal, decelerationRate: DecelerationRate? = nil,
                gestures: [GestureStep], fps: Double = 60) {
        self.init(screen: screen, scale: scale, axis: axis, decelerationRate: decelerationRate, gestures: gestures, fps: fps,
                  physics: PhysicsOptions())
    }

    /// An input with every field given.
    package init(screen: CGSize, scale: Double = 2, axis: Axis = .horizontal, decelerationRate: DecelerationRate? = nil,
                 gestures: [GestureStep], fps: Double = 60, physics: PhysicsOptions) {
        self.screen = screen
        self.scale = scale
        self.axis = axis
        self.decelerationRate = decelerationRate
        self.gestures = gestures
        self.fps = fps
        self.physics = physics
    }
}
