import Foundation

/// A simulated `UIScrollView`: the state a strategy reads and sets through the delegate hooks,
/// with UIKit's names. The engine (`ScrollSimulation`) moves it; strategies configure it.
///
/// Not modelled: zooming, the fast-scroll multiplier after three rapid flicks, trackpad and
/// mouse-wheel paths, scroll-to-top, scroll indicators, safe-area insets (so
/// `adjustedContentInset == contentInset`).
public struct ScrollView: Sendable, Equatable {
    /// The view's rectangle in screen coordinates, pt.
    public var frame: CGRect
    /// Visible region in content coordinates: origin = contentOffset, size = frame size.
    public var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set { contentOffset = newValue.origin; frame.size = newValue.size }
    }
    /// Size of the scrollable content, pt (UIKit's `contentSize`).
    public var contentSize: CGSize
    /// Extra scrollable space around the content, pt (UIKit's `contentInset`).
    public var contentInset: EdgeInsets
    /// UIKit adds safe-area insets here; this simulation has none, so it equals `contentInset`.
    public var adjustedContentInset: EdgeInsets { contentInset }
    /// The content point at the view's top-left corner, pt (UIKit's `contentOffset`).
    public var contentOffset: CGPoint
    /// Whether a release snaps to a page (UIKit's `isPagingEnabled`, with the paging spring): pages
    /// are the bounds plus `interpageSpacing` long, page 0 at `pagingOrigin`. A hook may read it or
    /// turn it on and off, as UIKit code does.
    public var isPagingEnabled: Bool
    /// UIKit's private `_interpageSpacing`: added to the bounds size to give the page size of
    /// `isPagingEnabled` (zero for public paging: pages are the bounds). Negative values give pages
    /// shorter than the bounds, as compositional layout's group paging needs
    /// (docs/strategies.md, "Generalised native paging"). Set it in `makeScrollView`.
    public var interpageSpacing: CGSize = .zero
    /// UIKit's private `_pagingOrigin`: the offset of page 0; page k sits at
    /// pagingOrigin + k * pageLength, clamped to the range (zero for public paging).
    public var pagingOrigin: CGPoint = .zero
    /// How fast a fling slows down (UIKit's `decelerationRate`).
    public var decelerationRate: DecelerationRate
    /// The offset UIKit calls zero, in this view's coordinates: UIKit rounds contentOffset to the
    /// screen's pixels in its own coordinates (docs/engine.md, "Lift-off"), so the engine rounds
    /// on a pixel grid through this point. Zero, except where a strategy models an inset UIKit lays
    /// out inside the content as a content inset (flow-snap's section inset: -a).
    var pixelGridOrigin: CGPoint = .zero
    var bounces: Bool
    var alwaysBounceHorizontal: Bool
    var alwaysBounceVertical: Bool

    /// Set by `setContentOffset(_:animated: true)`; the engine starts the animation and clears it.
    var pendingAnimation: CGPoint?

    /// A scroll view configured as a strategy sets up a `UIScrollView`; UIKit's defaults elsewhere.
    public init(frame: CGRect, contentSize: CGSize, contentInset: EdgeInsets = .zero,
                contentOffset: CGPoint = .zero, isPagingEnabled: Bool = false,
                decelerationRate: DecelerationRate = .normal, bounces: Bool = true,
                alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false) {
        self.frame = frame
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.isPagingEnabled = isPagingEnabled
        self.decelerationRate = decelerationRate
        self.bounces = bounces
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.alwaysBounceVertical = alwaysBounceVertical
    }

    /// UIKit's `setContentOffset(_:animated:)`. Animated: a 0.3 s ease-in-ease-out animation
    /// (assumed; see `PhysicsOptions.setContentOffsetDuration`) that cancels any deceleration,
    /// started when the hook returns; like UIKit's, the offset is not clamped into the range.
    public mutating func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated {
            pendingAnimation = offset
        } else {
            pendingAnimation = nil
            contentOffset = offset
        }
    }

    /// Smallest offset on `axis`: -adjustedContentInset at the leading edge.
    func minOffset(_ axis: Axis) -> CGFloat { -adjustedContentInset.leading(axis) }

    /// Largest offset on `axis`: content - bounds + trailing inset, never below `minOffset`.
    func maxOffset(_ axis: Axis) -> CGFloat {
        max(minOffset(axis), contentSize[axis] - frame.size[axis] + adjustedContentInset.trailing(axis))
    }

    /// Whether a drag on `axis` moves the content (the content overflows, or alwaysBounce is set).
    func scrolls(_ axis: Axis) -> Bool {
        maxOffset(axis) > minOffset(axis) || (axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical)
    }

    /// `offset` clamped into [minOffset, maxOffset] on both axes.
    func clamped(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: min(max(offset.x, minOffset(.horizontal)), maxOffset(.horizontal)),
                y: min(max(offset.y, minOffset(.vertical)), maxOffset(.vertical)))
    }

    /// The page length used by `isPagingEnabled` on `axis`: the bounds length plus the
    /// inter-page spacing.
    func pageLength(_ axis: Axis) -> CGFloat { frame.size[axis] + interpageSpacing[axis] }

    /// Page `u` (fractional) as an offset on `axis`: pagingOrigin + u * pageLength, unclamped.
    func pageOffset(_ u: CGFloat, _ axis: Axis) -> CGFloat { pagingOrigin[axis] + u * pageLength(axis) }

    /// Where `offset` lies in pages on `axis`: (offset - pagingOrigin) / pageLength.
    func pagePosition(_ offset: CGFloat, _ axis: Axis) -> CGFloat { (offset - pagingOrigin[axis]) / pageLength(axis) }
}
