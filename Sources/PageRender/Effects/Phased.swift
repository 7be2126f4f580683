import Foundation

/// A parameter of a scroll-transition effect sampled at SwiftUI's three phases: the closure's
/// value at `.topLeading`, `.identity` and `.bottomTrailing` (docs/effects.md, `transition`).
struct Phased: Sendable, Equatable {
    var topLeading: Double
    var identity: Double
    var bottomTrailing: Double
    /// A law written as `[phase, value]` pairs reaching past ±1: the value is read at the item's
    /// signed distance from the centre in item pitches, not blended (docs/effects.md, "Laws past
    /// one slot"); nil for the three-phase blend.
    var law: PiecewiseLaw?

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

    /// The value for an item with `progress` whose centre lies `distance` item pitches from the
    /// scroll view's centre (negative toward the top/leading edge): the law's value there when
    /// the value has one, else the three-phase blend.
    func value(_ progress: EdgeFractions, distance: Double) -> Double {
        law.map { $0.value(at: distance) } ?? blended(progress)
    }

    /// A law of `[phase, value]` pairs: within −1…1, SwiftUI samples it at the three phases only,
    /// so it is those three values blended as usual; past ±1 it is read by distance.
    init(law: PiecewiseLaw) {
        self.init(law.value(at: -1), law.value(at: 0), law.value(at: 1))
        if law.reachesPastOneSlot { self.law = law }
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
