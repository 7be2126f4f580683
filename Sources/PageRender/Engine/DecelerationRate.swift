import Foundation

/// `UIScrollView.DecelerationRate`: the fraction of velocity kept per millisecond.
public struct DecelerationRate: Sendable, Equatable, Hashable {
    package let rawValue: Double

    /// UIKit's `.normal`: 0.998 per ms (UIScrollView.h, `UIScrollViewDecelerationRateNormal`).
    public static let normal = DecelerationRate(quantising: 0.998)
    /// UIKit's `.fast`: 0.99 per ms (UIScrollView.h, `UIScrollViewDecelerationRateFast`).
    public static let fast = DecelerationRate(quantising: 0.99)

    /// The public setter's quantisation: any value below 0.994 becomes 0.99, anything else 0.998
    /// (docs/physics.md, "Deceleration").
    public init(quantising value: Double) {
        rawValue = value < 0.994 ? 0.99 : 0.998
    }
}
