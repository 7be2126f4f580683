import Foundation

/// SwiftUI's `ScrollTargetBehavior`, for Swift users who port a custom behaviour and render it:
/// when a drag ends, the system proposes where the scroll would naturally come to rest and the
/// behaviour may move that target (`updateTarget(_:context:)`). The built-in `view-aligned` kind
/// is one (`ViewAlignedBehavior`); `samples/CustomBehavior` is another.
///
/// Coordinates (our model; SwiftUI documents none): a target's `rect` is the container region
/// (the bounds minus the content insets) in content coordinates, so `rect.origin` along the axis
/// is contentOffset + leading inset: 0 when the first item's leading edge sits at the leading
/// inset. Velocities are in points per second (see `ScrollTargetBehaviorContext.velocity`).
/// Not modelled: SwiftUI also calls the method when the container resizes.
public protocol ScrollTargetBehavior: Sendable {
    /// Updates the proposed `target`; `context` holds the gesture and the geometry.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// SwiftUI's `ScrollTarget`: a rect the scroll view should show, aligned by `anchor`.
public struct ScrollTarget: Sendable, Equatable {
    /// The region to show, content coordinates (see `ScrollTargetBehavior` for the origin).
    public var rect: CGRect
    /// SwiftUI's `UnitPoint`: the point of `rect` that meets the same point of the container
    /// ((0, 0) top leading, (0.5, 0.5) centre). nil: scroll as little as possible to show `rect`
    /// (its leading edge first when it is longer than the container).
    var anchor: CGPoint?

    /// A target showing `rect`, aligned by `anchor` (nil: as little scrolling as possible).
    public init(rect: CGRect, anchor: CGPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// SwiftUI's `ScrollTargetBehaviorContext`: what the behaviour may read.
public struct ScrollTargetBehaviorContext: Sendable, Equatable {
    /// The target where the gesture began: the container region at touch-down.
    public var originalTarget: ScrollTarget
    /// The release velocity in points per SECOND, positive when the content offset grows (after
    /// UIKit's 0.25 pt/ms floor: 0 for a release without momentum). SwiftUI does not document the
    /// unit; code written against it thresholds at 200 to 500, which only fits pt/s (a flick is
    /// 1 to 3 pt/ms), so ported behaviours keep their constants. The engine's pt/ms x 1000.
    public var velocity: Velocity
    /// The bounds minus the content insets (SwiftUI: "subtracting any insets ... like the safe area").
    public var containerSize: CGSize
    /// The content's size, insets excluded.
    public var contentSize: CGSize
    /// The axes the view scrolls on: the scenario's axis.
    var axes: Set<Axis>

    /// SwiftUI's `CGVector` (not in Foundation on Linux): `dx` and `dy`, pt/s.
    public struct Velocity: Sendable, Equatable {
        /// Horizontal component, pt/s.
        public var dx: Double
        /// Vertical component, pt/s.
        public var dy: Double
        /// A velocity of `dx`, `dy` pt/s.
        public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
        /// The component along `axis`.
        subscript(axis: Axis) -> Double { axis == .horizontal ? dx : dy }
    }

    package init(originalTarget: ScrollTarget, velocity: Velocity, containerSize: CGSize, contentSize: CGSize, axes: Set<Axis>) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.containerSize = containerSize
        self.contentSize = contentSize
        self.axes = axes
    }
}

extension ScrollTarget {
    /// The contentOffset on `axis` that shows this target in a container `container` pt long
    /// whose region starts `leadingInset` pt after the offset, starting from the offset
    /// `proposed` (used when `anchor` is nil: move as little as possible).
    func contentOffset(_ axis: Axis, container: Double, leadingInset: Double, proposed: Double) -> Double {
        let start = Double(rect.origin[axis]), length = Double(rect.size[axis])
        let region: Double
        if let anchor {
            let r = Double(axis == .horizontal ? anchor.x : anchor.y)
            region = start + r * (length - container)
        } else if length >= container {
            region = start
        } else {
            region = min(max(proposed + leadingInset, start + length - container), start)
        }
        return region - leadingInset
    }
}
