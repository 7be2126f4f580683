import Foundation

/// The simulated state after one device event: a touch event while the finger is down, or a
/// display frame of a motion. The sampler turns these into output samples.
struct DeviceFrame: Sendable, Equatable {
    var t: Double
    /// The visible view's contentOffset, unrounded.
    var offset: CGPoint
    var phase: ScrollPhase
    var page: Double?
    var pager: CGPoint?
    var finger: Double?
    var velocity: Double
    var releaseIndex: Int?
}
