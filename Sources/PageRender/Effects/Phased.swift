import Foundation

/// A parameter of a scroll-transition effect sampled at SwiftUI's three phases: the closure's
/// value at `.topLeading`, `.identity` and `.bottomTrailing` (scroll-effects.md 1.5).
struct Phased: Sendable, Equatable {
    var topLeading: Double
    var identity: Double
    var bottomTrailing: Double

    init(_ topLeading: Double, _ identity: Double, _ bottomTrailing: Double) {
        self.topLeading = topLeading
        self.identity = identity
        self.bottomTrailing = bottomTrailing
    }

    /// One number: the value at both edges, `neutral` at identity (`isIdentity ? neutral : v`).
    init(edges value: Double, neutral: Double) {
        self.init(value, neutral, value)
    }

    /// The same value at every phase.
    init(constant value: Double) {
        self.init(value, value, value)
    }

    /// SwiftUI's blend of the three samples with the edges' identity fractions (1.5):
    /// A = A_id + (1 − f_TL)(A_TL − A_id) + (1 − f_BT)(A_BT − A_id).
    func blended(_ progress: EdgeFractions) -> Double {
        identity + (1 - progress.topLeading) * (topLeading - identity) + (1 - progress.bottomTrailing) * (bottomTrailing - identity)
    }
}

/// The two edges' identity fractions of one item at one instant: 1 = identity, 0 = that edge's
/// effect fully applied (1.4).
struct EdgeFractions: Sendable, Equatable {
    var topLeading: Double
    var bottomTrailing: Double

    static let identity = EdgeFractions(topLeading: 1, bottomTrailing: 1)

    /// The phase value a term linear in `phase.value` behaves as (1.5): (1 − f_BT) − (1 − f_TL).
    var effectivePhase: Double { topLeading - bottomTrailing }
}
