import Foundation

/// Device-side parameters of the simulation that docs/physics.md marks as models or modes.
package struct PhysicsOptions: Sendable, Equatable {
    /// Display refresh rate the physics steps at, Hz. Default 120 (ProMotion iPhones).
    package var deviceRate: Double = 120
    /// When true the paging spring runs exactly one iteration per elapsed ms ("nominal" mode);
    /// when false it runs floor(frame ms) iterations per display frame, as UIKit does.
    package var nominalPagingClock: Bool = false
    /// Constant speed that finishes an adjusted-target deceleration whose velocity died before
    /// reaching the target, pt/ms. Not package in UIKit: assumed 0.015.
    package var creepSpeed: Double = 0.015
    /// Duration of `setContentOffset(_:animated: true)`, ms. Not public: assumed 300.
    package var setContentOffsetDuration: Double = 300

    /// The defaults: a 120 Hz device, the paging spring on UIKit's frame clock, the assumed timings.
    package init() {}
}
