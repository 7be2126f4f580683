import Foundation

/// `look.items.zOrder`: which item draws over which.
enum ZOrder: String, Sendable, CaseIterable {
    /// Later over earlier, or the layout effect's own rule, or a transition's `zIndex`.
    case row
    /// The item nearest the scroll view's centre on top, then by distance (SwiftUI's
    /// `zIndex(-abs(distance))`, the cover flows' and stacked carousels' order).
    case centerOnTop
}
