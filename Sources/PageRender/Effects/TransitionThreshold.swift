import Foundation

/// SwiftUI's `ScrollTransitionConfiguration.Threshold`: the centre distance at which an item
/// counts as having reached its identity (docs/effects.md, `transition`, [dump]).
struct TransitionThreshold: Sendable, Equatable {
    enum Base: Sendable, Equatable {
        /// `.visible(a)`: the item visible by fraction `a` (unclamped, as iOS 26.1 stores it).
        /// `.visible` is `visible(1)`, `.hidden` is `visible(0)`.
        case visible(Double)
        /// `.centered`: the item's centre on the container's centre.
        case centered
    }

    var base: Base
    /// `inset(by: δ)`: moves the threshold δ toward the centre, never past it.
    var inset: Double

    init(_ base: Base, inset: Double = 0) {
        self.base = base
        self.inset = inset
    }

    static let visible = TransitionThreshold(.visible(1))
    static let hidden = TransitionThreshold(.visible(0))
    static let centered = TransitionThreshold(.centered)

    /// The centre distance r for an item `target` long in a container `container` long (1.3):
    /// visible(a): (T + C)/2 − a·T; centered: 0; an inset δ: max(r − δ, 0).
    func resolve(target: Double, container: Double) -> Double {
        let r: Double
        switch base {
        case let .visible(a): r = (target + container) / 2 - a * target
        case .centered: r = 0
        }
        return inset == 0 ? r : max(r - inset, 0)
    }
}
