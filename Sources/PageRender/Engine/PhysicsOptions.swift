import Foundation

/// Device-side parameters of the simulation that docs/physics.md marks as models or modes.
public struct PhysicsOptions: Sendable, Equatable {
    /// Display refresh rate the physics steps at, Hz. Default 120 (ProMotion iPhones).
    var deviceRate: Double = 120
    /// When true the paging spring runs exactly one iteration per elapsed ms ("nominal" mode);
    /// when false it runs floor(frame ms) iterations per display frame, as UIKit does.
    var nominalPagingClock: Bool = false
    /// Constant speed that finishes an adjusted-target deceleration whose velocity died before
    /// reaching the target, pt/ms. Not public in UIKit: assumed 0.015.
    var creepSpeed: Double = 0.015
    /// Duration of `setContentOffset(_:animated: true)`, ms. Not public: assumed 300.
    var setContentOffsetDuration: Double = 300

    public init() {}
}
