import Foundation
import PageRender

/// A custom SwiftUI scroll target behaviour, written as one writes it for SwiftUI: rest on an
/// item's leading edge, at most two items from where the gesture began, and at least one item
/// for a flick. Only `PageRender` replaces `SwiftUI` in the imports.
struct AtMostTwoItems: ScrollTargetBehavior {
    /// Item length plus spacing along the axis, pt.
    var stride: CGFloat
    /// A release faster than this (pt/s, the context's unit) is a flick.
    var flickSpeed: CGFloat = 300

    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        // The target's rect is the container region: x = 0 puts item 0 at the leading inset.
        let start = (context.originalTarget.rect.minX / stride).rounded()
        var index = (target.rect.minX / stride).rounded()
        index = min(max(index, start - 2), start + 2)
        if index == start, abs(context.velocity.dx) > flickSpeed {
            index += context.velocity.dx > 0 ? 1 : -1
        }
        let last = max(context.contentSize.width - context.containerSize.width, 0)
        target.rect.origin.x = min(max(index * stride, 0), last)
    }
}
